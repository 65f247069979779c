import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { supportRequestsQuery } from '../../api/helpQueries.ts';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { HelpRequestCard, JoinRequestCard, MeetingRequestCard } from './SupportCards.tsx';

type Tab = 'help' | 'meeting' | 'join';

/**
 * /support (issue 15): the operator's inbox of help messages and meeting requests, and of the landings' requests to
 * join (issue 31), newest first.
 */
export function SupportPage() {
  const { t } = useLingui();
  const inbox = useSupportInbox();
  const [tab, setTab] = useState<Tab>('help');
  const unseen = inbox.data?.unseen;

  const count = (n: number | undefined) =>
    n ? (
      <Badge size="sm" circle color="red" aria-label={t`${n} sin ver`}>
        {n}
      </Badge>
    ) : null;

  return (
    <Stack gap="md" maw={900}>
      <Stack gap={4}>
        <Title order={1} size="h2">
          <Trans>Soporte</Trans>
        </Title>
        <Text c="dimmed" size="sm">
          <Trans>
            Los mensajes de ayuda y las reuniones que piden los proveedores, y las solicitudes para unirse,
            los más recientes primero.
          </Trans>
        </Text>
        <ButtonLink to="/site-content" variant="light" size="xs" w="fit-content" mt={4}>
          <Trans>Contenido del sitio</Trans>
        </ButtonLink>
      </Stack>
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)}>
        <Tabs.List>
          <Tabs.Tab value="help" rightSection={count(unseen?.help)}>
            <Trans>Mensajes de ayuda</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="meeting" rightSection={count(unseen?.meeting)}>
            <Trans>Solicitudes de reunión</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="join" rightSection={count(unseen?.join)}>
            <Trans>Solicitudes para unirse</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="help" pt="md">
          <InboxList query={inbox} tab="help" />
        </Tabs.Panel>
        <Tabs.Panel value="meeting" pt="md">
          <InboxList query={inbox} tab="meeting" />
        </Tabs.Panel>
        <Tabs.Panel value="join" pt="md">
          <InboxList query={inbox} tab="join" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function InboxList({ query: inbox, tab }: { query: ReturnType<typeof useSupportInbox>; tab: Tab }) {
  const { t } = useLingui();
  if (inbox.isPending) {
    return (
      <Stack gap="sm" aria-label={t`Cargando las solicitudes`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </Stack>
    );
  }
  if (inbox.isError) {
    return (
      <Alert
        color="red"
        role="alert"
        icon={<IconAlertTriangle size={18} />}
        title={t`No se pudieron cargar las solicitudes`}
      >
        <Stack gap="sm">
          <Text size="sm">{inbox.error.message}</Text>
          <Button variant="light" color="red" w="fit-content" onClick={() => void inbox.refetch()}>
            <Trans>Reintentar</Trans>
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (tab === 'help') {
    return inbox.data.help_requests.length === 0 ? (
      <Text c="dimmed">
        <Trans>No hay mensajes de ayuda.</Trans>
      </Text>
    ) : (
      <Stack gap="sm">
        {inbox.data.help_requests.map((request) => (
          <HelpRequestCard key={request._id} request={request} />
        ))}
      </Stack>
    );
  }
  if (tab === 'join') {
    return inbox.data.join_requests.length === 0 ? (
      <Text c="dimmed">
        <Trans>No hay solicitudes para unirse.</Trans>
      </Text>
    ) : (
      <Stack gap="sm">
        {inbox.data.join_requests.map((request) => (
          <JoinRequestCard key={request._id} request={request} />
        ))}
      </Stack>
    );
  }
  return inbox.data.meeting_requests.length === 0 ? (
    <Text c="dimmed">
      <Trans>No hay solicitudes de reunión.</Trans>
    </Text>
  ) : (
    <Stack gap="sm">
      {inbox.data.meeting_requests.map((request) => (
        <MeetingRequestCard key={request._id} request={request} />
      ))}
    </Stack>
  );
}

const useSupportInbox = () => useQuery(supportRequestsQuery());

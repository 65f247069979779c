import { Trans } from '@lingui/react/macro';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBell, IconMessageCircle, IconMessageOff } from '@tabler/icons-react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useRealtimeStatus } from '../../api/realtime.ts';
import { useSession } from '../../api/session.ts';
import { PageNotice } from '../../ui/PageNotice.tsx';
import { ButtonLink } from '../../ui/RouterLinks.tsx';
import { Conversation } from './Conversation.tsx';
import { notificationPermission, requestNotificationPermission } from './chatNotifications.ts';
import { threadListQuery } from './chatQueries.ts';
import { MessageLogSkeleton } from './MessageLog.tsx';
import type { MessagesSearch } from './messagesSearch.ts';
import { ThreadList, ThreadListSkeleton } from './ThreadList.tsx';

/** The page fills the window under the header (60 px) and the shell's padding, so each pane scrolls. */
const PAGE_HEIGHT = 'calc(100dvh - 60px - 2 * var(--mantine-spacing-md))';

/** SPEC §7: browser notifications once the person allows them; until they decide, a button asks. */
function NotificationPrompt() {
  const [permission, setPermission] = useState(notificationPermission);
  if (permission !== 'default') return null;
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconBell size={16} aria-hidden />}
      onClick={async () => setPermission(await requestNotificationPermission())}
    >
      <Trans>Activar notificaciones</Trans>
    </Button>
  );
}

function Panes({ list, conversation, open }: { list: ReactNode; conversation: ReactNode; open: boolean }) {
  return (
    <Paper
      withBorder
      radius="md"
      mih={360}
      style={{ flex: 1, minHeight: 0, display: 'flex', overflow: 'hidden' }}
    >
      {/* Below `sm` one pane at a time: the list, or the open conversation with its back button. */}
      <Box
        w={{ base: '100%', sm: 320 }}
        visibleFrom={open ? 'sm' : undefined}
        style={{ flexShrink: 0, overflowY: 'auto', borderRight: '1px solid var(--mantine-color-gray-3)' }}
      >
        {list}
      </Box>
      <Box visibleFrom={open ? undefined : 'sm'} style={{ flex: 1, minWidth: 0 }}>
        {conversation}
      </Box>
    </Paper>
  );
}

/** Whether messages arrive by themselves right now; without the socket they are still sent, over HTTP. */
function ConnectionStatus() {
  const status = useRealtimeStatus();
  const color = { connected: 'teal', connecting: 'gray', disconnected: 'orange' }[status];
  return (
    <Group gap={6} wrap="nowrap" role="status">
      <Box w={8} h={8} bg={`${color}.6`} style={{ borderRadius: '50%' }} aria-hidden />
      <Text size="xs" c={status === 'disconnected' ? 'orange.9' : 'dimmed'}>
        {status === 'connected' ? (
          <Trans>Conectado</Trans>
        ) : status === 'connecting' ? (
          <Trans>Conectando…</Trans>
        ) : (
          <Trans>Sin conexión en vivo: reintentando</Trans>
        )}
      </Text>
    </Group>
  );
}

function MessagesHeader() {
  return (
    <Group justify="space-between" gap="sm" mih={36}>
      <Group gap="md" align="baseline">
        <Title order={1} size="h2">
          <Trans>Mensajes</Trans>
        </Title>
        <ConnectionStatus />
      </Group>
      <NotificationPrompt />
    </Group>
  );
}

/** /message (SPEC §2 Messages): the threads on the left, the open conversation on the right. */
export function MessagesPage({ search }: { search: MessagesSearch }) {
  const me = useSession()?.user._id ?? '';
  const { data: threads } = useSuspenseQuery(threadListQuery(me));
  const selectedId = search.thread;
  const selected = selectedId ? threads.find((thread) => thread.thread_id === selectedId) : undefined;

  let conversation: ReactNode;
  if (selected) {
    conversation = <Conversation key={selected.thread_id} thread={selected} me={me} />;
  } else if (selectedId) {
    conversation = (
      <PageNotice
        order={2}
        icon={<IconMessageOff size={28} />}
        title={<Trans>Esta conversación ya no está en tu lista</Trans>}
        action={
          <ButtonLink to="/message" search={{}} variant="light" leftSection={<IconArrowLeft size={18} />}>
            <Trans>Ver conversaciones</Trans>
          </ButtonLink>
        }
      />
    );
  } else {
    conversation = (
      <PageNotice
        order={2}
        icon={<IconMessageCircle size={28} />}
        title={<Trans>Selecciona una conversación</Trans>}
        action={null}
      >
        <Trans>Elige a alguien de la lista para leer y responder sus mensajes.</Trans>
      </PageNotice>
    );
  }

  return (
    <Stack gap="sm" h={PAGE_HEIGHT}>
      <MessagesHeader />
      <Panes
        open={Boolean(selectedId)}
        list={<ThreadList threads={threads} me={me} selectedId={selectedId} />}
        conversation={conversation}
      />
    </Stack>
  );
}

export function MessagesSkeleton() {
  return (
    <Stack gap="sm" h={PAGE_HEIGHT}>
      <MessagesHeader />
      <Panes open={false} list={<ThreadListSkeleton />} conversation={<MessageLogSkeleton />} />
    </Stack>
  );
}

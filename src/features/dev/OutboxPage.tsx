import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconExternalLink, IconInbox, IconMail, IconRefresh } from '@tabler/icons-react';
import type { components } from '../../../openapi/schema.d.ts';
import { $api } from '../../api/queryHooks.ts';
import { formatDate } from '../../i18n/dates.ts';
import { isLanguage, regionalLocale } from '../../i18n/i18n.ts';

type OutboxMessage = components['schemas']['OutboxMessage'];

function OutboxItem({ message }: { message: OutboxMessage }) {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'es';
  const sentAt = new Date(message.created_at);
  const time = sentAt.toLocaleTimeString(regionalLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
  });
  const titleId = `outbox-${message.id}`;
  const recipient = message.to;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} id={titleId}>
            {message.subject}
          </Text>
          <Text size="sm" c="dimmed">
            <Trans>Para: {recipient}</Trans>
          </Text>
        </div>
        <Text size="sm" c="dimmed" component="time" dateTime={message.created_at}>
          {formatDate(message.created_at, language)} {time}
        </Text>
      </Group>
      <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text}
      </Text>
      {message.link ? (
        <Anchor href={message.link} mt="sm" fw={600} size="sm" aria-describedby={titleId}>
          <Group gap={4} wrap="nowrap" component="span">
            <Trans>Abrir enlace</Trans>
            <IconExternalLink size={16} aria-hidden />
          </Group>
        </Anchor>
      ) : null}
    </Card>
  );
}

function OutboxBody() {
  const outbox = $api.useQuery('get', '/api/dev/outbox', {}, { retry: false });
  if (outbox.isPending) {
    return (
      <Stack aria-busy="true">
        {[0, 1, 2].map((n) => (
          <Card key={n} withBorder radius="md" padding="md" data-testid="outbox-skeleton">
            <Skeleton height={16} width="40%" />
            <Skeleton height={12} width="25%" mt={8} />
            <Skeleton height={48} mt={12} />
          </Card>
        ))}
      </Stack>
    );
  }
  if (outbox.isError) {
    // A network failure throws a TypeError rather than the contract's error body.
    const status = typeof outbox.error.status === 'number' ? outbox.error.status : 500;
    if (status === 404) {
      return (
        <Alert
          color="blue"
          variant="light"
          icon={<IconMail size={20} />}
          title={<Trans>El correo sale por SMTP</Trans>}
        >
          <Trans>
            Este servidor envía los correos por SMTP, así que no hay bandeja de desarrollo. Revisa el buzón
            del destinatario.
          </Trans>
        </Alert>
      );
    }
    return (
      <Alert color="red" variant="light" title={<Trans>No pudimos cargar la bandeja de salida</Trans>}>
        <Trans>Error {status}. Inténtalo de nuevo con el botón Actualizar.</Trans>
      </Alert>
    );
  }
  const messages = [...outbox.data].sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (messages.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconInbox size={30} />
        </ThemeIcon>
        <Text fw={600}>
          <Trans>No hay correos todavía</Trans>
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          <Trans>Los correos de verificación y de recuperación de contraseña aparecerán aquí.</Trans>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack component="section" gap="sm">
      {messages.map((message) => (
        <OutboxItem key={message.id} message={message} />
      ))}
    </Stack>
  );
}

/** /dev/outbox: the mail the server would have sent, for machines without SMTP (newest first). */
export function OutboxPage() {
  const outbox = $api.useQuery('get', '/api/dev/outbox', {}, { retry: false });
  return (
    <Stack gap="md" maw={860} mx="auto">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} size="h2">
            <Trans>Bandeja de salida de desarrollo</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>Correos que el servidor habría enviado, del más reciente al más antiguo.</Trans>
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} />}
          loading={outbox.isFetching}
          onClick={() => void outbox.refetch()}
        >
          <Trans>Actualizar</Trans>
        </Button>
      </Group>
      <OutboxBody />
    </Stack>
  );
}

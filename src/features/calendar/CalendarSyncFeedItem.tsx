import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { asFailure } from '../../api/errors.ts';
import { refusalText } from '../../ui/tooManyAttempts.ts';
import { type CalendarFeed, refreshCalendar, removeFeed, syncFeed, syncQuery } from './syncQueries.ts';
import { relativeTime } from './syncTimes.ts';

function FeedHealth({ feed }: { feed: CalendarFeed }) {
  const { i18n } = useLingui();
  const when = feed.last_success_at ? relativeTime(feed.last_success_at, i18n.locale) : null;
  const events = feed.events_imported;
  const error = feed.last_error;
  return (
    <Stack gap={2}>
      <Text size="sm">
        {when ? <Trans>Última importación correcta: {when}</Trans> : <Trans>Aún no se ha importado</Trans>}
      </Text>
      <Text size="sm">
        <Trans>Eventos importados: {events}</Trans>
      </Text>
      {error ? (
        <Text size="sm" c="red.8">
          <Trans>Último error: {error}</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/** Remove, after a confirmation: the days this feed blocks are released. */
function RemoveFeed({ productId, feed }: { productId: string; feed: CalendarFeed }) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => removeFeed(productId, feed.feed_id),
    onSuccess: async (sync) => {
      setConfirming(false);
      queryClient.setQueryData(syncQuery(productId).queryKey, sync);
      await refreshCalendar(queryClient);
    },
  });
  const name = feed.name;
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={() => setConfirming(true)}
      >
        <Trans>Quitar</Trans>
      </Button>
      <Modal
        opened={confirming}
        onClose={() => !remove.isPending && setConfirming(false)}
        centered
        title={<Trans>¿Quitar el calendario {name}?</Trans>}
      >
        <Stack gap="md">
          <Text>
            <Trans>Los días que este calendario bloquea quedarán libres otra vez en tu producto.</Trans>
          </Text>
          {remove.isError ? (
            <Alert color="red" role="alert">
              {asFailure(remove.error).message}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              <Trans>Cancelar</Trans>
            </Button>
            <Button color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              <Trans>Sí, quitar</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** One imported calendar: where it comes from, how healthy it is, and sync now / remove. */
export function CalendarSyncFeedItem({ productId, feed }: { productId: string; feed: CalendarFeed }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const name = feed.name;
  const sync = useMutation({
    mutationFn: () => syncFeed(productId, feed.feed_id),
    onSuccess: async (updated) => {
      await refreshCalendar(queryClient);
      const error = updated.last_error;
      if (error) notifications.show({ color: 'red', message: t`No se pudo importar ${name}: ${error}` });
      else notifications.show({ color: 'teal', message: t`${name} importado.` });
    },
    // A 429 says how long until the feed (or the provider) may ask again.
    onError: (error) => notifications.show({ color: 'red', message: refusalText(asFailure(error)) }),
  });
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={feed.name}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={600}>{feed.name}</Text>
            {feed.stale ? (
              <Badge color="orange" variant="light" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
                <Trans>Sin actualizar</Trans>
              </Badge>
            ) : null}
          </Group>
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              loading={sync.isPending}
              leftSection={<IconRefresh size={14} aria-hidden />}
              onClick={() => sync.mutate()}
            >
              <Trans>Sincronizar ahora</Trans>
            </Button>
            <RemoveFeed productId={productId} feed={feed} />
          </Group>
        </Group>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {feed.url}
        </Text>
        {feed.stale ? (
          <Text size="sm" c="orange.9">
            <Trans>
              Hace tiempo que este calendario no se importa bien: revisa que el enlace siga vigente en su
              sitio.
            </Trans>
          </Text>
        ) : null}
        <FeedHealth feed={feed} />
      </Stack>
    </Paper>
  );
}

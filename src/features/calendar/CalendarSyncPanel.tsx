import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { CalendarSyncAddFeed } from './CalendarSyncAddFeed.tsx';
import { CalendarSyncExport } from './CalendarSyncExport.tsx';
import { CalendarSyncFeedItem } from './CalendarSyncFeedItem.tsx';
import { CalendarSyncHelp } from './CalendarSyncHelp.tsx';
import { syncQuery } from './syncQueries.ts';

function SyncFailure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Alert color="red" role="alert" title={<Trans>No se pudo cargar la sincronización</Trans>}>
      <Stack gap="xs">
        <Text size="sm">{message}</Text>
        <Button variant="light" color="red" size="xs" w="fit-content" onClick={retry}>
          <Trans>Reintentar</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Two-way iCal sync of one product (issue 13): its export link for other sites, the calendars it imports with
 * their health, a form to add one, and where the links go on Airbnb, Booking.com and Vrbo.
 */
export function CalendarSyncPanel({ productId }: { productId: string }) {
  const { t } = useLingui();
  const sync = useQuery(syncQuery(productId));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="calendar-sync-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="calendar-sync-title">
            <Trans>Sincronizar con otros calendarios</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>
              Comparte tus días ocupados con Airbnb, Booking.com o Vrbo e importa los suyos: los revisamos
              cada pocos minutos.
            </Trans>
          </Text>
        </div>
        {sync.isPending ? (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Cargando la sincronización`}>
            <Skeleton h={36} />
            <Skeleton h={80} />
          </Stack>
        ) : sync.isError ? (
          <SyncFailure message={asFailure(sync.error).message} retry={() => void sync.refetch()} />
        ) : (
          <>
            <CalendarSyncExport productId={productId} exportUrl={sync.data.export_url} />
            <Stack gap="xs">
              <Title order={3} size="h5">
                <Trans>Calendarios importados</Trans>
              </Title>
              {sync.data.feeds.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>Aún no importas ningún calendario.</Trans>
                </Text>
              ) : (
                sync.data.feeds.map((feed) => (
                  <CalendarSyncFeedItem key={feed.feed_id} productId={productId} feed={feed} />
                ))
              )}
            </Stack>
            <CalendarSyncAddFeed productId={productId} />
          </>
        )}
        <CalendarSyncHelp />
      </Stack>
    </Paper>
  );
}

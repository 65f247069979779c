import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { asFailure } from '../../api/errors.ts';
import { CalendarSyncAddFeed } from './CalendarSyncAddFeed.tsx';
import { CalendarSyncExport } from './CalendarSyncExport.tsx';
import { CalendarSyncFeedItem } from './CalendarSyncFeedItem.tsx';
import { CalendarSyncHelp } from './CalendarSyncHelp.tsx';
import { syncQuery } from './syncQueries.ts';

export function SyncFailure({ message, retry }: { message: string; retry: () => void }) {
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

/** The panel's placeholder while its code or its data comes, the size of an export field and a feed. */
export function SyncSkeleton() {
  const { t } = useLingui();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Cargando la sincronización`}>
      <Skeleton h={36} />
      <Skeleton h={80} />
    </Stack>
  );
}

/** The export link, the imported calendars with their health, the add form and the sites' help. */
export function CalendarSyncBody({ productId }: { productId: string }) {
  const sync = useQuery(syncQuery(productId));
  if (sync.isPending) return <SyncSkeleton />;
  if (sync.isError)
    return <SyncFailure message={asFailure(sync.error).message} retry={() => void sync.refetch()} />;
  return (
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
      <CalendarSyncHelp />
    </>
  );
}

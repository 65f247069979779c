import { Trans } from '@lingui/react/macro';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A list while it loads: a few rows of its rows' height, announced by `label` ("Cargando las preguntas"). */
export function ListSkeleton({ label, rowHeight }: { label: string; rowHeight: number }) {
  return (
    <Stack gap="sm" role="status" aria-label={label} aria-busy="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={rowHeight} radius="md" />
      ))}
    </Stack>
  );
}

/** A list that could not be read: what failed (`title`) and a way to try again. */
export function ListLoadFailure({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" icon={<IconAlertTriangle size={18} />} title={title}>
      <Button variant="light" color="red" size="xs" onClick={onRetry}>
        <Trans>Reintentar</Trans>
      </Button>
    </Alert>
  );
}

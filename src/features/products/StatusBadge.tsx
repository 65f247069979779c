import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';

const COLORS = { 1: 'gray', 2: 'blue', 3: 'teal' } as const;

/** The stored status (SPEC §3): hidden, in revision or published. */
export function StatusBadge({ status }: { status: 1 | 2 | 3 }) {
  return (
    // Never squeezed by the text beside it (the legend puts a sentence next to each badge).
    <Badge color={COLORS[status]} variant="light" size="sm" style={{ flexShrink: 0 }}>
      {status === 1 ? (
        <Trans>Oculto</Trans>
      ) : status === 2 ? (
        <Trans>En revisión</Trans>
      ) : (
        <Trans>Publicado</Trans>
      )}
    </Badge>
  );
}

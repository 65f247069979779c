import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

function Item({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <Group gap={6} component="li" wrap="nowrap">
      <span className="cal-swatch" data-kind={kind} aria-hidden />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** What each colour of the grid means. */
export function CalendarLegend() {
  const { t } = useLingui();
  return (
    <Group
      component="ul"
      gap="md"
      aria-label={t`Leyenda del calendario`}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      <Item kind="free">
        <Trans>Libre</Trans>
      </Item>
      <Item kind="blocked">
        <Trans>Bloqueado</Trans>
      </Item>
      <Item kind="reserved">
        <Trans>Reservado</Trans>
      </Item>
      <Item kind="imported">
        <Trans>Importado de otro calendario</Trans>
      </Item>
      <Item kind="selected">
        <Trans>Seleccionado</Trans>
      </Item>
    </Group>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DepartureMarks } from './departuresQuery.ts';

function Item({ kind, children }: { kind: string; children: ReactNode }) {
  return (
    <Group gap={6} component="li" wrap="nowrap">
      <span className="cal-swatch" data-kind={kind} aria-hidden />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** A departure mark as the day cells draw it, beside what it means. */
function MarkItem({ mark, full, children }: { mark: string; full?: boolean; children: ReactNode }) {
  return (
    <Group gap={6} component="li" wrap="nowrap">
      <span className="cal-swatch cal-mark" data-full={full || undefined} aria-hidden>
        {mark}
      </span>
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/** The marks of a departure day (issue 16): none on the schedule, seats booked of capacity, full. */
function DepartureItems({ departures }: { departures: DepartureMarks }) {
  const { capacity } = departures;
  return (
    <>
      <MarkItem mark="–">
        <Trans>Sin salida</Trans>
      </MarkItem>
      {capacity === null ? (
        <MarkItem mark="3">
          <Trans>Entradas reservadas (sin límite por día)</Trans>
        </MarkItem>
      ) : departures.private ? (
        <>
          <MarkItem mark="○">
            <Trans>Salida privada libre</Trans>
          </MarkItem>
          <MarkItem mark="●" full>
            <Trans>Salida privada reservada</Trans>
          </MarkItem>
        </>
      ) : (
        <>
          <MarkItem mark={`${Math.min(3, capacity - 1)}/${capacity}`}>
            <Trans>Plazas reservadas de {capacity}</Trans>
          </MarkItem>
          <MarkItem mark={`${capacity}/${capacity}`} full>
            <Trans>Salida completa</Trans>
          </MarkItem>
        </>
      )}
    </>
  );
}

/** What each colour of the grid means, and by departure each day's mark. */
export function CalendarLegend({ departures }: { departures?: DepartureMarks | undefined }) {
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
      {departures ? <DepartureItems departures={departures} /> : null}
    </Group>
  );
}

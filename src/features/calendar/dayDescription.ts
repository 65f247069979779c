import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { longDay } from './calendarDays.ts';
import type { RangeKind, StoredRange } from './storedRanges.ts';

/** What a day shows: reservations first (they cannot move), then imported days, then the provider's own. */
export function dayKind(holding: readonly StoredRange[]): RangeKind | null {
  for (const kind of ['reserved', 'imported', 'blocked'] as const)
    if (holding.some((range) => range.kind === kind)) return kind;
  return null;
}

function rangeWords(range: StoredRange, i18n: I18n): string {
  switch (range.kind) {
    case 'reserved': {
      const code = range.reservationNo ?? '';
      return code ? i18n._(msg`reservado: reserva ${code}`) : i18n._(msg`reservado`);
    }
    case 'imported': {
      const feed = range.feedName ?? '';
      const words = i18n._(msg`importado de ${feed}`);
      return range.conflict ? `${words}, ${i18n._(msg`en conflicto con una reserva`)}` : words;
    }
    case 'blocked': {
      const note = range.note;
      return note ? i18n._(msg`bloqueado: ${note}`) : i18n._(msg`bloqueado`);
    }
  }
}

/** A day's accessible name: "martes, 14 de abril de 2026, bloqueado: Mantenimiento". */
export function dayDescription(
  date: string,
  holding: readonly StoredRange[],
  selected: boolean,
  locale: string,
  i18n: I18n,
): string {
  const parts = [longDay(date, locale)];
  if (holding.length === 0) parts.push(i18n._(msg`libre`));
  for (const range of holding) parts.push(rangeWords(range, i18n));
  if (selected) parts.push(i18n._(msg`seleccionado`));
  return parts.join(', ');
}

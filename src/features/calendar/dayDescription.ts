import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { seatsLeft } from '../../../machines/departures.ts';
import { longDay } from './calendarDays.ts';
import type { DepartureDay, DepartureMarks } from './departuresQuery.ts';
import type { RangeKind, StoredRange } from './storedRanges.ts';

/** What a day shows: reservations first (they cannot move), then imported days, then the provider's own. */
export function dayKind(holding: readonly StoredRange[]): RangeKind | null {
  for (const kind of ['reserved', 'imported', 'blocked'] as const)
    if (holding.some((range) => range.kind === kind)) return kind;
  return null;
}

/**
 * A departure day's state (issue 16): no departure on the schedule, closed, seats left, or full (a private
 * departure is full with its one group). A day holding reservations shows them even when closed or off the
 * schedule (the provider may accept a day they agreed with the traveler).
 */
export type DepartureState = 'none' | 'closed' | 'open' | 'full';

export function departureState(day: DepartureDay, marks: DepartureMarks): DepartureState {
  const booked = day.reservations > 0;
  if (day.closed && !booked) return 'closed';
  if (!day.runs && !booked) return 'none';
  // The seats rule the server accepts reservations by (machines/departures.ts), for the departure as run.
  const left = seatsLeft({ ...day, runs: true, closed: false }, marks.capacity, marks.private);
  return left === 0 ? 'full' : 'open';
}

/**
 * The day cell's short mark: "–" without departure, "3/16" seats booked of capacity (tickets without a limit: "3"),
 * ○/● a private one.
 */
export function departureMark(day: DepartureDay, marks: DepartureMarks): string {
  const state = departureState(day, marks);
  if (state === 'none') return '–';
  if (state === 'closed') return '';
  if (marks.private) return state === 'full' ? '●' : '○';
  return marks.capacity === null ? String(day.people) : `${day.people}/${marks.capacity}`;
}

function departureWords(day: DepartureDay, marks: DepartureMarks, i18n: I18n): string {
  const state = departureState(day, marks);
  const { people } = day;
  const { capacity } = marks;
  if (state === 'none') return i18n._(msg`sin salida`);
  if (state === 'closed') return i18n._(msg`salida cerrada`);
  if (marks.private)
    return state === 'full' ? i18n._(msg`salida privada reservada`) : i18n._(msg`salida privada libre`);
  const seats =
    capacity === null
      ? i18n._(msg`${people} entradas reservadas`)
      : i18n._(msg`${people} de ${capacity} plazas reservadas`);
  return state === 'full' ? `${i18n._(msg`salida completa`)}, ${seats}` : seats;
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

/** Several reservations departing the same day are named once, where the first is: "reservas GT-1, GT-2". */
function holdingWords(holding: readonly StoredRange[], i18n: I18n): string[] {
  const reserved = holding.filter((range) => range.kind === 'reserved');
  if (reserved.length < 2) return holding.map((range) => rangeWords(range, i18n));
  const codes = reserved
    .flatMap((range) => (range.reservationNo ? [range.reservationNo] : []))
    .sort()
    .join(', ');
  return holding.flatMap((range) => {
    if (range.kind !== 'reserved') return [rangeWords(range, i18n)];
    return range === reserved[0] ? [i18n._(msg`reservas ${codes}`)] : [];
  });
}

/**
 * A day's accessible name: "martes, 14 de abril de 2026, bloqueado: Mantenimiento"; by departure,
 * "martes, 14 de abril de 2026, 5 de 16 plazas reservadas, reservas GT-1, GT-2".
 */
export function dayDescription(
  date: string,
  holding: readonly StoredRange[],
  selected: boolean,
  locale: string,
  i18n: I18n,
  departure?: { day: DepartureDay; marks: DepartureMarks },
): string {
  const parts = [longDay(date, locale)];
  if (departure) parts.push(departureWords(departure.day, departure.marks, i18n));
  else if (holding.length === 0) parts.push(i18n._(msg`libre`));
  parts.push(...holdingWords(holding, i18n));
  if (selected) parts.push(i18n._(msg`seleccionado`));
  return parts.join(', ');
}

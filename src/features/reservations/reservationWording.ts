import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Reservation } from './reservationQueries.ts';

/** "2 adultos, 1 niño": each count agrees with its noun, in either language. */
export function travelersText(adults: number, children: number): MessageDescriptor {
  return msg`${plural(adults, { one: '# adulto', other: '# adultos' })}, ${plural(children, { one: '# niño', other: '# niños' })}`;
}

export type ReservationState = 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'rejected';

/**
 * What a reservation's status means to the provider. Status 0 (SPEC §3 "cancelled") is told apart by who ended
 * it: a request the provider rejected is "Rechazada", a traveler's cancellation "Cancelada".
 */
export function reservationState({
  status,
  cancelled_by,
}: Pick<Reservation, 'status' | 'cancelled_by'>): ReservationState {
  const byStatus = { 1: 'pending', 2: 'confirmed', 3: 'completed' } as const;
  if (status !== 0) return byStatus[status];
  return cancelled_by === 'provider' ? 'rejected' : 'cancelled';
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { Reservation } from './reservationQueries.ts';
import { type ReservationState, reservationState } from './reservationWording.ts';

const STATE: Record<ReservationState, { label: MessageDescriptor; color: string }> = {
  pending: { label: msg`Por confirmar`, color: 'yellow' },
  confirmed: { label: msg`Confirmada`, color: 'green' },
  completed: { label: msg`Completada`, color: 'blue' },
  cancelled: { label: msg`Cancelada`, color: 'gray' },
  rejected: { label: msg`Rechazada`, color: 'red' },
};

/** A reservation's status (SPEC §3), a provider's rejection told apart from a traveler's cancellation. */
export function ReservationStatusBadge({
  reservation,
}: {
  reservation: Pick<Reservation, 'status' | 'cancelled_by'>;
}) {
  const { i18n } = useLingui();
  const { label, color } = STATE[reservationState(reservation)];
  return (
    <Badge color={color} variant="light">
      {i18n._(label)}
    </Badge>
  );
}

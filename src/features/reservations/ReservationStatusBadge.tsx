import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { ReservationStatus } from './reservationQueries.ts';

const STATUS: Record<ReservationStatus, { label: MessageDescriptor; color: string }> = {
  0: { label: msg`Cancelada`, color: 'red' },
  1: { label: msg`Por confirmar`, color: 'yellow' },
  2: { label: msg`Confirmada`, color: 'green' },
  3: { label: msg`Completada`, color: 'blue' },
};

/** A reservation's status (SPEC §3: 0 cancelled, 1 to be confirmed, 2 confirmed, 3 completed). */
export function ReservationStatusBadge({ status }: { status: ReservationStatus }) {
  const { i18n } = useLingui();
  const { label, color } = STATUS[status];
  return (
    <Badge color={color} variant="light">
      {i18n._(label)}
    </Badge>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationKind } from './notificationQueries.ts';

/** Each kind's switch, in the words of the person who receives it (issue 32). */
export const KIND_LABELS: Record<
  NotificationKind,
  { label: MessageDescriptor; description: MessageDescriptor }
> = {
  new_reservation: {
    label: msg`Nueva reserva`,
    description: msg`Un viajero pide reservar uno de tus productos.`,
  },
  expiring_reservation: {
    label: msg`Reserva por vencer`,
    description: msg`Queda menos de una hora para aceptar o rechazar una reserva.`,
  },
  new_message: {
    label: msg`Nuevo mensaje`,
    description: msg`Alguien te escribe en el chat.`,
  },
};

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DayState } from './overviewDays.ts';

/** Each day's state in words: the cells' accessible names and the legend. */
export const STATE_NAMES: Record<DayState, MessageDescriptor> = {
  free: msg`Libre`,
  noDeparture: msg`Sin salida`,
  blocked: msg`Bloqueado`,
  reserved: msg`Reservado`,
  imported: msg`Importado`,
  conflict: msg`Conflicto`,
};

/** The letter drawn in a cell beside its colour and pattern (none for a free day). */
export const STATE_MARKS: Record<DayState, MessageDescriptor | null> = {
  free: null,
  noDeparture: msg({
    message: '–',
    comment: 'Mark of a day a tour runs no departure in the calendar of all products',
  }),
  blocked: msg({ message: 'B', comment: 'Mark of a blocked day in the calendar of all products' }),
  reserved: msg({ message: 'R', comment: 'Mark of a reserved day in the calendar of all products' }),
  imported: msg({ message: 'I', comment: 'Mark of a day an imported calendar blocks' }),
  conflict: msg({ message: '!', comment: 'Mark of an imported day that clashes with a reservation' }),
};

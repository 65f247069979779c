import type { components } from '../../openapi/schema.d.ts';

/**
 * What a reservation booked, as one line: a room with its hotel or hostel, "Hotel del Lago · Doble estándar" (the
 * reservations and the new-reservation notice both say it).
 */
export const bookedName = ({ name, property }: components['schemas']['ReservationProduct']): string =>
  property ? `${property.name} · ${name}` : name;

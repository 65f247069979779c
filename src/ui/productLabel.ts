/**
 * A product's name where it stands alone, a room's with its hotel or hostel's: "Hotel del Lago · Doble estándar" (the
 * server names rooms so too, server/modules/products/productNames.ts). The reservations, the new-reservation notice
 * and the calendar of all products say it where the API gives the two names apart.
 */
export const productLabel = (name: string, propertyName: string | null | undefined): string =>
  propertyName ? `${propertyName} · ${name}` : name;

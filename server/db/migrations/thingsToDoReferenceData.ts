import type { CatalogKind } from '../schema.ts';
import { type CatalogEntry, catalogRows } from './catalogRows.ts';

/** [stable id, Spanish, English]. Ids never change once shipped: products store them. */

/** The tour catalogues of the information-additional, prices and advertising-channels steps (issue 16, SPEC §3 Tour, §9). */
const TOUR_CATALOGS: Record<Extract<CatalogKind, `tour_${string}` | 'sell_channel:tour'>, CatalogEntry[]> = {
  'sell_channel:tour': [
    ['getyourguide', 'GetYourGuide', 'GetYourGuide'],
    ['viator', 'Viator', 'Viator'],
    ['tripadvisor', 'Tripadvisor', 'Tripadvisor'],
    ['travel_agencies', 'Agencias de viaje', 'Travel agencies'],
    ['hotels', 'Recepciones de hoteles', 'Hotel front desks'],
    ['phone', 'Reservas por teléfono', 'Phone bookings'],
  ],
  tour_category: [
    ['nature', 'Naturaleza y aventura', 'Nature and adventure'],
    ['culture', 'Cultura e historia', 'Culture and history'],
    ['archaeology', 'Arqueología', 'Archaeology'],
    ['gastronomy', 'Gastronomía', 'Food and drink'],
    ['water', 'Actividades acuáticas', 'Water activities'],
    ['community', 'Vida comunitaria', 'Community life'],
    ['city', 'Recorridos por la ciudad', 'City tours'],
  ],
  tour_difficulty: [
    ['easy', 'Fácil', 'Easy'],
    ['moderate', 'Moderada', 'Moderate'],
    ['hard', 'Difícil', 'Hard'],
  ],
  tour_suited_to: [
    ['families', 'Familias', 'Families'],
    ['children', 'Niños', 'Children'],
    ['couples', 'Parejas', 'Couples'],
    ['groups', 'Grupos', 'Groups'],
    ['seniors', 'Personas mayores', 'Seniors'],
    ['reduced_mobility', 'Movilidad reducida', 'Reduced mobility'],
  ],
  tour_included: [
    ['guide', 'Guía', 'Guide'],
    ['transport', 'Transporte', 'Transport'],
    ['tickets', 'Entradas', 'Entrance tickets'],
    ['breakfast', 'Desayuno', 'Breakfast'],
    ['lunch', 'Almuerzo', 'Lunch'],
    ['water', 'Agua embotellada', 'Bottled water'],
    ['lodging', 'Hospedaje', 'Lodging'],
    ['insurance', 'Seguro', 'Insurance'],
  ],
};

export const thingsToDoCatalogEntries = () => catalogRows(TOUR_CATALOGS);

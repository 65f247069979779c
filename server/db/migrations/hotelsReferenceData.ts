import type { CatalogKind } from '../schema.ts';
import { type CatalogEntry, catalogRows } from './catalogRows.ts';

/** [stable id, Spanish, English]. Ids never change once shipped: products store them. */

/** The hotels family's catalogues (issue 29): property types of hotels and hostels, services, rooms. */
const HOTEL_CATALOGS: Record<
  'property_type:2' | 'property_type:3' | Extract<CatalogKind, 'hotel_service' | `room_${string}`>,
  CatalogEntry[]
> = {
  'property_type:2': [
    ['hotel', 'Hotel', 'Hotel'],
    ['boutique_hotel', 'Hotel boutique', 'Boutique hotel'],
    ['resort', 'Resort', 'Resort'],
    ['posada', 'Posada', 'Inn'],
    ['lodge', 'Lodge', 'Lodge'],
    ['aparthotel', 'Apartahotel', 'Aparthotel'],
    ['guesthouse', 'Casa de huéspedes', 'Guesthouse'],
  ],
  'property_type:3': [
    ['hostel', 'Hostal', 'Hostel'],
    ['backpackers', 'Albergue para mochileros', 'Backpackers hostel'],
    ['eco_hostel', 'Hostal ecológico', 'Eco hostel'],
    ['party_hostel', 'Hostal de ambiente festivo', 'Party hostel'],
    ['capsule', 'Hostal de cápsulas', 'Capsule hostel'],
  ],
  hotel_service: [
    ['reception_24h', 'Recepción 24 horas', '24-hour front desk'],
    ['restaurant', 'Restaurante', 'Restaurant'],
    ['bar', 'Bar', 'Bar'],
    ['pool', 'Piscina', 'Swimming pool'],
    ['spa', 'Spa', 'Spa'],
    ['gym', 'Gimnasio', 'Fitness centre'],
    ['room_service', 'Servicio a la habitación', 'Room service'],
    ['laundry', 'Lavandería', 'Laundry'],
    ['luggage_storage', 'Guardaequipaje', 'Luggage storage'],
    ['airport_shuttle', 'Traslado al aeropuerto', 'Airport shuttle'],
    ['tour_desk', 'Mostrador de tours', 'Tour desk'],
    ['shared_kitchen', 'Cocina compartida', 'Shared kitchen'],
    ['common_area', 'Sala común', 'Common room'],
    ['lockers', 'Casilleros', 'Lockers'],
    ['garden', 'Jardín', 'Garden'],
    ['terrace', 'Terraza', 'Terrace'],
    ['elevator', 'Ascensor', 'Lift'],
    ['accessible', 'Accesible en silla de ruedas', 'Wheelchair accessible'],
    ['pets_allowed', 'Se admiten mascotas', 'Pets allowed'],
    ['non_smoking', 'Libre de humo', 'Non-smoking property'],
  ],
  room_type: [
    ['single', 'Individual', 'Single'],
    ['double', 'Doble', 'Double'],
    ['twin', 'Doble con dos camas', 'Twin'],
    ['triple', 'Triple', 'Triple'],
    ['quadruple', 'Cuádruple', 'Quadruple'],
    ['family', 'Familiar', 'Family'],
    ['suite', 'Suite', 'Suite'],
    ['private_dorm', 'Dormitorio privado', 'Private dormitory'],
    ['mixed_dorm', 'Dormitorio compartido mixto', 'Mixed dormitory'],
    ['female_dorm', 'Dormitorio compartido para mujeres', 'Female dormitory'],
  ],
  room_class: [
    ['standard', 'Estándar', 'Standard'],
    ['superior', 'Superior', 'Superior'],
    ['deluxe', 'De lujo', 'Deluxe'],
    ['junior_suite', 'Junior suite', 'Junior suite'],
    ['economy', 'Económica', 'Economy'],
  ],
  room_amenity: [
    ['air_conditioning', 'Aire acondicionado', 'Air conditioning'],
    ['fan', 'Ventilador', 'Fan'],
    ['heating', 'Calefacción', 'Heating'],
    ['tv', 'Televisión', 'TV'],
    ['wifi', 'Wifi en la habitación', 'Wifi in the room'],
    ['minibar', 'Minibar', 'Minibar'],
    ['safe', 'Caja fuerte', 'Safe'],
    ['desk', 'Escritorio', 'Desk'],
    ['balcony', 'Balcón', 'Balcony'],
    ['view', 'Vista', 'View'],
    ['hot_water', 'Agua caliente', 'Hot water'],
    ['towels', 'Toallas', 'Towels'],
    ['hairdryer', 'Secador de pelo', 'Hairdryer'],
    ['coffee_maker', 'Cafetera', 'Coffee maker'],
    ['reading_light', 'Luz de lectura', 'Reading light'],
    ['power_outlet', 'Enchufe junto a la cama', 'Bedside power outlet'],
    ['curtains', 'Cortinas de privacidad', 'Privacy curtains'],
    ['locker', 'Casillero', 'Locker'],
  ],
};

/** Rows of `catalog_entries`, ids prefixed with their kind like the other catalogues. */
export const hotelsCatalogEntries = () => catalogRows(HOTEL_CATALOGS);

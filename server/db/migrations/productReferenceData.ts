import type { AmenityGroup, CatalogKind } from '../schema.ts';

/** [stable id, Spanish, English]. Ids never change once shipped: products store them. */
type Entry = readonly [string, string, string];

const PROPERTY_TYPES: Record<1 | 4 | 5, Entry[]> = {
  1: [
    ['house', 'Casa', 'House'],
    ['apartment', 'Apartamento', 'Apartment'],
    ['cabin', 'Cabaña', 'Cabin'],
    ['villa', 'Villa', 'Villa'],
    ['chalet', 'Chalet', 'Chalet'],
    ['loft', 'Loft', 'Loft'],
    ['farmhouse', 'Finca', 'Farm stay'],
  ],
  4: [
    ['room_in_house', 'Habitación en casa', 'Room in a house'],
    ['room_in_apartment', 'Habitación en apartamento', 'Room in an apartment'],
    ['room_in_bnb', 'Habitación en bed and breakfast', 'Room in a bed and breakfast'],
    ['room_in_guesthouse', 'Habitación en casa de huéspedes', 'Room in a guesthouse'],
  ],
  5: [
    ['treehouse', 'Casa del árbol', 'Treehouse'],
    ['dome', 'Domo', 'Dome'],
    ['glamping', 'Glamping', 'Glamping'],
    ['tiny_house', 'Minicasa', 'Tiny house'],
    ['boat', 'Barco', 'Boat'],
    ['container', 'Contenedor', 'Container house'],
    ['eco_lodge', 'Ecolodge', 'Eco lodge'],
  ],
};

const BEDS: Entry[] = [
  ['single', 'Individual', 'Single'],
  ['double', 'Matrimonial', 'Double'],
  ['queen', 'Queen', 'Queen'],
  ['king', 'King', 'King'],
  ['bunk', 'Litera', 'Bunk bed'],
  ['sofa_bed', 'Sofá cama', 'Sofa bed'],
  ['crib', 'Cuna', 'Crib'],
  ['hammock', 'Hamaca', 'Hammock'],
];

const BATHROOMS: Entry[] = [
  ['private', 'Baño privado', 'Private bathroom'],
  ['shared', 'Baño compartido', 'Shared bathroom'],
  ['en_suite', 'Baño en la habitación', 'En-suite bathroom'],
];

const AMENITIES: Record<AmenityGroup, Entry[]> = {
  amenities: [
    ['wifi', 'Wifi', 'Wifi'],
    ['kitchen', 'Cocina', 'Kitchen'],
    ['washer', 'Lavadora', 'Washing machine'],
    ['air_conditioning', 'Aire acondicionado', 'Air conditioning'],
    ['heating', 'Calefacción', 'Heating'],
    ['tv', 'Televisión', 'TV'],
    ['hot_water', 'Agua caliente', 'Hot water'],
    ['workspace', 'Espacio de trabajo', 'Workspace'],
  ],
  highlights: [
    ['lake_view', 'Vista al lago', 'Lake view'],
    ['volcano_view', 'Vista a los volcanes', 'Volcano view'],
    ['garden', 'Jardín', 'Garden'],
    ['historic_centre', 'En el centro histórico', 'In the historic centre'],
    ['beachfront', 'Frente a la playa', 'Beachfront'],
  ],
  security: [
    ['smoke_alarm', 'Detector de humo', 'Smoke alarm'],
    ['fire_extinguisher', 'Extintor', 'Fire extinguisher'],
    ['first_aid', 'Botiquín', 'First aid kit'],
    ['security_guard', 'Seguridad las 24 horas', '24-hour security'],
    ['cameras', 'Cámaras en áreas exteriores', 'Outdoor cameras'],
  ],
  included_prices: [
    ['cleaning', 'Limpieza', 'Cleaning'],
    ['linens', 'Ropa de cama y toallas', 'Bed linen and towels'],
    ['breakfast', 'Desayuno', 'Breakfast'],
    ['parking', 'Parqueo', 'Parking'],
  ],
  house_rules: [
    ['no_smoking', 'No fumar', 'No smoking'],
    ['no_parties', 'No se permiten fiestas', 'No parties'],
    ['pets_allowed', 'Se admiten mascotas', 'Pets allowed'],
    ['quiet_hours', 'Horas de silencio', 'Quiet hours'],
    ['children_welcome', 'Apto para niños', 'Children welcome'],
  ],
  facilities: [
    ['pool', 'Piscina', 'Pool'],
    ['jacuzzi', 'Jacuzzi', 'Hot tub'],
    ['bbq', 'Parrilla', 'Barbecue grill'],
    ['terrace', 'Terraza', 'Terrace'],
    ['free_parking', 'Parqueo gratuito', 'Free parking'],
  ],
  services: [
    ['airport_shuttle', 'Traslado al aeropuerto', 'Airport shuttle'],
    ['tours', 'Reserva de tours', 'Tour booking'],
    ['laundry', 'Servicio de lavandería', 'Laundry service'],
    ['daily_cleaning', 'Limpieza diaria', 'Daily cleaning'],
  ],
  extra_fees: [
    ['cleaning_fee', 'Tarifa de limpieza', 'Cleaning fee'],
    ['pet_fee', 'Tarifa por mascota', 'Pet fee'],
    ['late_check_in_fee', 'Tarifa por llegada tarde', 'Late check-in fee'],
    ['damage_deposit', 'Depósito por daños', 'Damage deposit'],
  ],
};

const SOCIAL_NETWORKS: Entry[] = [
  ['facebook', 'Facebook', 'Facebook'],
  ['instagram', 'Instagram', 'Instagram'],
  ['tiktok', 'TikTok', 'TikTok'],
  ['youtube', 'YouTube', 'YouTube'],
  ['x', 'X (Twitter)', 'X (Twitter)'],
  ['whatsapp', 'WhatsApp', 'WhatsApp'],
];

const SELL_CHANNELS: Entry[] = [
  ['own_website', 'Sitio web propio', 'Own website'],
  ['booking', 'Booking.com', 'Booking.com'],
  ['airbnb', 'Airbnb', 'Airbnb'],
  ['expedia', 'Expedia', 'Expedia'],
  ['travel_agencies', 'Agencias de viaje', 'Travel agencies'],
  ['phone', 'Reservas por teléfono', 'Phone bookings'],
];

const rows = (kind: CatalogKind, entries: Entry[]) =>
  entries.map(([id, name_es, name_en], position) => ({
    // Ids are unique across kinds: the kind prefixes the short name.
    id: `${kind}:${id}`,
    kind,
    name_es,
    name_en,
    position,
  }));

/** Catalogues of the accommodation wizard: property types, beds, bathrooms, amenities, channels. */
export function productCatalogEntries() {
  return [
    ...Object.entries(PROPERTY_TYPES).flatMap(([type, entries]) =>
      rows(`property_type:${Number(type)}`, entries),
    ),
    ...rows('bed', BEDS),
    ...rows('bathroom', BATHROOMS),
    ...Object.entries(AMENITIES).flatMap(([group, entries]) =>
      rows(`amenity:${group as AmenityGroup}`, entries),
    ),
    ...rows('social_network', SOCIAL_NETWORKS),
    ...rows('sell_channel', SELL_CHANNELS),
  ];
}

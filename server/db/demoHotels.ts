import { PRODUCT_TYPE } from '../../machines/productKinds.ts';
import type { HotelType } from '../../machines/productTypes.ts';
import type { components } from '../../openapi/schema.d.ts';
import { type DemoProduct, inGuatemala } from './demoProducts.ts';
import type { DemoSceneName } from './demoScenes.ts';

type Schemas = components['schemas'];

/** One room of a demo hotel or hostel: its first step, its amenities and how many of its six steps are saved. */
export interface DemoRoom {
  id: string;
  information: Omit<Schemas['HotelRoomInformation'], 'ht_room_id' | 'mg_id' | 'mg_body'>;
  amenities: string[];
  stepsDone: number;
  scenes: DemoSceneName[];
}

/**
 * The demo company's hotel and hostel (issue 29): a published hotel in Antigua with three rooms (two complete, one
 * begun) and a hidden hostel in Flores with its dormitory, with their steps as /api/hotels and /api/general store
 * them. The catalogues they name speak both languages.
 */
export interface DemoHotel
  extends Pick<
    DemoProduct,
    | 'id'
    | 'name'
    | 'title'
    | 'description'
    | 'status'
    | 'stepsDone'
    | 'commissionModel'
    | 'createdDaysAgo'
    | 'place'
    | 'scenes'
  > {
  type: HotelType;
  propertyType: string;
  stars: number;
  service: Schemas['HotelServiceSave'];
  booking: Schemas['HotelBooking'];
  policy: Schemas['CancellationPolicySave'];
  rooms: DemoRoom[];
}

const flexible: Schemas['CancellationPolicySave'] = {
  cancellation_policy: 'flexible',
  custom_percent: 100,
  custom_no_days: 1,
  changes_in_reservation: true,
};

export const DEMO_HOTELS: DemoHotel[] = [
  {
    id: '0d6f3c1e-5a2b-4f7d-9c8e-2b1a4e6f8d30',
    type: PRODUCT_TYPE.hotel,
    propertyType: 'property_type:2:boutique_hotel',
    stars: 4,
    name: 'Hotel Casa del Arco',
    title: 'Hotel boutique junto al Arco de Santa Catalina',
    description:
      'Casona colonial restaurada a media cuadra del Arco de Santa Catalina, con patio de buganvilias, terraza ' +
      'con vista al volcán de Agua y desayuno chapín servido cada mañana junto a la fuente.',
    status: 'published',
    stepsDone: 7,
    commissionModel: 1,
    createdDaysAgo: 75,
    place: inGuatemala('sacatepequez', 'antigua-guatemala', '5a Avenida Norte 30', [14.5603, -90.7343]),
    scenes: ['antiguaDusk', 'aguaSunset'],
    service: {
      assigned: [
        'hotel_service:reception_24h',
        'hotel_service:restaurant',
        'hotel_service:terrace',
        'hotel_service:tour_desk',
      ],
      breakfast: 1,
      parking: 2,
      wifi: 1,
      warning: 'Las calles del centro son empedradas: se recomienda calzado cómodo.',
      arrival_instructions:
        'La recepción está abierta las 24 horas; toca el timbre junto al portón de madera.',
    },
    booking: {
      fixed_time: true,
      check_in_time_start: '15:00',
      check_out_time_start: '06:00',
      check_out_time_end: '12:00',
      early_check_available: true,
      surchange_early: 2,
      surchange_early_value: 25,
      late_check_available: true,
      surchange_late: 1,
      surchange_late_value: 20,
    },
    policy: flexible,
    rooms: [
      {
        id: '6b2e9f41-3c7a-4d85-a1e0-7f4c2d9b1a11',
        information: {
          title: 'Doble estándar con patio',
          type_of_room: 'room_type:double',
          class_of_room: 'room_class:standard',
          capacity: 2,
          capacity_room: 6,
          before_booking: 0,
          price_per_night: 85,
          weekend_price: 95,
          high_price: 120,
          high_wd_price: 105,
          extra_person: false,
          beds: [{ type_of_bed_id: 'bed:queen', no_bed: 1 }],
          bathroom_id: 'bathroom:en_suite',
        },
        amenities: ['room_amenity:wifi', 'room_amenity:hot_water', 'room_amenity:towels', 'room_amenity:fan'],
        stepsDone: 6,
        scenes: ['antiguaDusk'],
      },
      {
        id: '6b2e9f41-3c7a-4d85-a1e0-7f4c2d9b1a12',
        information: {
          title: 'Suite con vista al volcán',
          type_of_room: 'room_type:suite',
          class_of_room: 'room_class:deluxe',
          capacity: 3,
          capacity_room: 2,
          before_booking: 1,
          price_per_night: 160,
          weekend_price: 180,
          high_price: 220,
          high_wd_price: 195,
          extra_person: true,
          extra_person_price: 30,
          beds: [
            { type_of_bed_id: 'bed:king', no_bed: 1 },
            { type_of_bed_id: 'bed:sofa_bed', no_bed: 1 },
          ],
          bathroom_id: 'bathroom:en_suite',
        },
        amenities: ['room_amenity:wifi', 'room_amenity:balcony', 'room_amenity:view', 'room_amenity:minibar'],
        stepsDone: 6,
        scenes: ['aguaSunset'],
      },
      {
        id: '6b2e9f41-3c7a-4d85-a1e0-7f4c2d9b1a13',
        information: {
          title: 'Individual',
          type_of_room: 'room_type:single',
          class_of_room: 'room_class:economy',
          capacity: 1,
          capacity_room: 2,
          before_booking: 0,
          price_per_night: 55,
          extra_person: false,
          beds: [{ type_of_bed_id: 'bed:single', no_bed: 1 }],
          bathroom_id: 'bathroom:private',
        },
        amenities: [],
        stepsDone: 1,
        scenes: [],
      },
    ],
  },
  {
    id: '0d6f3c1e-5a2b-4f7d-9c8e-2b1a4e6f8d31',
    type: PRODUCT_TYPE.hostel,
    propertyType: 'property_type:3:backpackers',
    stars: 2,
    name: 'Hostal Isla de Flores',
    title: 'Hostal a la orilla del lago Petén Itzá',
    description:
      'Hostal de mochileros en la isla de Flores, con muelle para nadar en el lago, cocina compartida y ' +
      'salidas diarias al amanecer en Tikal.',
    status: 'hidden',
    stepsDone: 7,
    commissionModel: 2,
    createdDaysAgo: 20,
    place: inGuatemala('peten', 'flores', 'Calle Fraternidad, Isla de Flores', [16.9299, -89.8917]),
    scenes: ['tecpanNight', 'rioDulce'],
    service: {
      assigned: [
        'hotel_service:shared_kitchen',
        'hotel_service:lockers',
        'hotel_service:tour_desk',
        'hotel_service:bar',
      ],
      breakfast: 2,
      parking: 0,
      wifi: 1,
      warning: '',
      arrival_instructions: 'Desde el puente, sigue la calle de la orilla: el hostal es la casa amarilla.',
    },
    booking: {
      fixed_time: false,
      check_out_time_start: '07:00',
      check_out_time_end: '11:00',
      early_check_available: false,
      late_check_available: true,
      surchange_late: 3,
    },
    policy: flexible,
    rooms: [
      {
        id: '6b2e9f41-3c7a-4d85-a1e0-7f4c2d9b1a21',
        information: {
          title: 'Dormitorio compartido de ocho camas',
          type_of_room: 'room_type:mixed_dorm',
          class_of_room: 'room_class:economy',
          capacity: 1,
          capacity_room: 8,
          before_booking: 0,
          price_per_night: 14,
          weekend_price: 16,
          extra_person: false,
          beds: [{ type_of_bed_id: 'bed:bunk', no_bed: 4 }],
          bathroom_id: 'bathroom:shared',
        },
        amenities: [
          'room_amenity:locker',
          'room_amenity:curtains',
          'room_amenity:reading_light',
          'room_amenity:power_outlet',
        ],
        stepsDone: 6,
        scenes: ['rioDulce'],
      },
    ],
  },
];

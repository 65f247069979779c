import { PRODUCT_TYPE } from '../../machines/productKinds.ts';
import type { ThingsToDoType } from '../../machines/productTypes.ts';
import type { components } from '../../openapi/schema.d.ts';
import { type DemoProduct, inGuatemala } from './demoProducts.ts';

type Schemas = components['schemas'];

/**
 * The demo company's things to do (issue 16): a published collective tour, a community tour on Lake Atitlán
 * and a three-day tourist package, with their steps as the things-to-do endpoints store them.
 */
export interface DemoTour
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
  type: ThingsToDoType;
  additional: Schemas['TourAdditionalInformation'];
  bring: Schemas['TourBringAdditional'];
  availability: Schemas['TourAvailability'];
  itinerary: Schemas['TourItinerary'];
  prices: Omit<Schemas['TourPrices'], 'commission_model'>;
  policy: Schemas['CancellationPolicySave'];
}

const step = (description: string, start_time: string, number: number) => ({
  description,
  start_time,
  number,
});

export const DEMO_TOURS: DemoTour[] = [
  {
    id: '5f0c2a9e-7b1d-4c3e-9a58-3d61b0e7c412',
    type: PRODUCT_TYPE.collectiveTour,
    name: 'Amanecer en Tikal',
    title: 'Amanecer desde el Templo IV con guía local',
    description:
      'Salimos de Flores antes del alba para ver salir el sol sobre la selva desde lo alto del Templo IV, ' +
      'entre el canto de los monos aulladores, y recorremos después la Gran Plaza con un guía de la zona.',
    status: 'published',
    stepsDone: 12,
    commissionModel: 2,
    createdDaysAgo: 60,
    place: inGuatemala('peten', 'flores', 'Calle Centroamérica, Isla de Flores', [16.9297, -89.8922]),
    scenes: ['aguaSunset', 'tecpanNight'],
    additional: {
      capacity: 16,
      before_booking: 1,
      category: 'tour_category:archaeology',
      difficulty: 'tour_difficulty:moderate',
      suited_to: ['tour_suited_to:couples', 'tour_suited_to:groups'],
      languages: ['es', 'en'],
    },
    bring: {
      bring: ['Linterna', 'Repelente', 'Calzado cerrado'],
      you_will_see: ['Templo IV', 'Gran Plaza', 'Monos aulladores'],
      additional_information: ['Recogida en el hotel a las 3:30.'],
    },
    availability: { available_all_year: true, year_days: [0, 1, 2, 3, 4, 5, 6], months: [] },
    itinerary: {
      duration_type: 0,
      time_duration: 8,
      flexible_schedules: false,
      days: [
        {
          no_day: 1,
          activities: [
            step('Salida desde Flores', '03:30', 1),
            step('Amanecer en el Templo IV', '05:30', 2),
            step('Recorrido por la Gran Plaza', '08:00', 3),
          ],
          start_times_flexible: [],
        },
      ],
    },
    prices: {
      type_of_tour: 1,
      price_collective: { min_pax: 2, adult: 85, child: 45 },
      included: ['tour_included:guide', 'tour_included:transport', 'tour_included:tickets'],
    },
    policy: {
      cancellation_policy: 'moderate',
      custom_percent: 50,
      custom_no_days: 30,
      changes_in_reservation: true,
    },
  },
  {
    id: '0b8e4d17-2f6a-4a9b-8c3d-5e7f9a1b2c3d',
    type: PRODUCT_TYPE.collectiveCommunityTourism,
    name: 'Tejedoras de Santiago Atitlán',
    title: 'Un día con la cooperativa de tejedoras tz’utujil',
    description:
      'Cruzamos el lago en lancha hasta Santiago Atitlán para aprender con la cooperativa de tejedoras el telar ' +
      'de cintura, compartir el almuerzo en una casa de la comunidad y visitar a Maximón.',
    status: 'hidden',
    stepsDone: 12,
    commissionModel: 1,
    createdDaysAgo: 20,
    place: inGuatemala(
      'solola',
      'santiago-atitlan',
      'Muelle municipal de Santiago Atitlán',
      [14.6369, -91.2297],
    ),
    scenes: ['atitlanDay', 'atitlanDawn'],
    additional: {
      capacity: 10,
      before_booking: 2,
      category: 'tour_category:community',
      difficulty: 'tour_difficulty:easy',
      suited_to: ['tour_suited_to:families', 'tour_suited_to:children'],
      languages: ['es'],
    },
    bring: {
      bring: ['Sombrero', 'Efectivo para artesanías'],
      you_will_see: ['Telar de cintura'],
      additional_information: [],
    },
    availability: {
      available_all_year: false,
      year_days: [],
      months: [
        { initial_month: 11, final_month: 4, days: [1, 3, 5] },
        { initial_month: 6, final_month: 8, days: [5] },
      ],
    },
    itinerary: {
      duration_type: 2,
      time_duration: null,
      flexible_schedules: true,
      days: [
        {
          no_day: 1,
          activities: [
            step('Lancha desde Panajachel', '', 1),
            step('Taller de telar de cintura', '', 2),
            step('Almuerzo en la comunidad', '', 3),
          ],
          start_times_flexible: ['08:00', '09:00'],
        },
      ],
    },
    prices: {
      // Collective community tourism (13) sells seats: its prices say so (issue 26).
      type_of_tour: 1,
      price_collective: { min_pax: 1, adult: 55, child: 30 },
      included: ['tour_included:guide', 'tour_included:lunch'],
    },
    policy: {
      cancellation_policy: 'flexible',
      custom_percent: 100,
      custom_no_days: 40,
      changes_in_reservation: true,
    },
  },
  {
    id: '9c1d7e3a-4b5f-4e6a-b7c8-d9e0f1a2b3c4',
    type: PRODUCT_TYPE.touristPackage,
    name: 'Guatemala en tres días',
    title: 'Antigua, Atitlán y Chichicastenango en tres días',
    description:
      'Tres días entre la Antigua Guatemala, el lago de Atitlán y el mercado de Chichicastenango, con transporte, ' +
      'hospedaje y guía incluidos.',
    status: 'hidden',
    stepsDone: 9,
    commissionModel: 2,
    createdDaysAgo: 5,
    place: inGuatemala(
      'sacatepequez',
      'antigua-guatemala',
      '5a avenida norte, Antigua Guatemala',
      [14.5586, -90.7295],
    ),
    scenes: ['antiguaDusk', 'atitlanDay', 'xelaMorning'],
    additional: {
      capacity: 8,
      before_booking: 7,
      category: 'tour_category:culture',
      difficulty: 'tour_difficulty:easy',
      suited_to: ['tour_suited_to:couples', 'tour_suited_to:seniors'],
      languages: ['es', 'en'],
    },
    bring: {
      bring: ['Abrigo para la noche'],
      you_will_see: ['Arco de Santa Catalina', 'Mercado de Chichicastenango'],
      additional_information: [],
    },
    availability: { available_all_year: true, year_days: [3, 4], months: [] },
    itinerary: {
      duration_type: 3,
      time_duration: 3,
      flexible_schedules: false,
      days: [
        { no_day: 1, activities: [step('Recorrido por Antigua', '09:00', 1)], start_times_flexible: [] },
        {
          no_day: 2,
          activities: [step('Lancha por el lago de Atitlán', '08:00', 1)],
          start_times_flexible: [],
        },
        {
          no_day: 3,
          activities: [step('Mercado de Chichicastenango', '07:00', 1)],
          start_times_flexible: [],
        },
      ],
    },
    prices: {
      type_of_tour: 2,
      price_private: { min_pax: 2, adult: 640, child: 380 },
      price_collective: { min_pax: 4, adult: 420, child: 260 },
      included: [
        'tour_included:transport',
        'tour_included:lodging',
        'tour_included:breakfast',
        'tour_included:guide',
      ],
    },
    policy: {
      cancellation_policy: 'not_flexible',
      custom_percent: 25,
      custom_no_days: 14,
      changes_in_reservation: false,
    },
  },
];

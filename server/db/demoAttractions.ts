import { randomUUID } from 'node:crypto';
import { PRODUCT_TYPE } from '../../machines/productKinds.ts';
import type { AttractionType } from '../../machines/productTypes.ts';
import type { ATTRACTIONS_STEPS } from '../../machines/wizardSteps.ts';
import type { components } from '../../openapi/schema.d.ts';
import { type DemoProduct, inGuatemala } from './demoProducts.ts';

type Schemas = components['schemas'];

/**
 * The demo company's attraction (issue 30): a viewpoint over Lake Atitlán with every step saved, waiting in review
 * since this morning, so the operator's queue holds an attraction to open. Its steps are as /api/attractions and
 * /api/general store them (attractionSteps.ts, generalSteps.ts: their checks leave these forms as they are).
 */
export interface DemoAttraction
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
  type: AttractionType;
  /** How long ago it was sent to review (a product in revision); yesterday when left out. */
  inReviewSinceHours?: number;
  additional: Schemas['AttractionAdditionalInformation'];
  bring: Schemas['AttractionBringAdditional'];
  policy: Schemas['CancellationPolicySave'];
  schedule: Schemas['AttractionSchedule'];
  rules: string[];
  channels: Schemas['AdvertisingChannelsSave'];
}

/** Monday to Saturday from 08:00 to 17:00; closed on Sundays. */
const weekdays = ([1, 2, 3, 4, 5, 6] as const).map((day) => ({
  day,
  always_open: false,
  closed: false,
  opening_time: '08:00',
  closing_time: '17:00',
}));

export const DEMO_ATTRACTIONS: DemoAttraction[] = [
  {
    id: 'e3a17c52-8d4b-4f0e-9b6a-2c5d8e1f4a70',
    type: PRODUCT_TYPE.attraction,
    name: 'Mirador Los Tres Volcanes',
    title: 'Sendero y mirador sobre el lago de Atitlán',
    description:
      'Un sendero entre cafetales y bosque nuboso sube desde San Pedro La Laguna hasta un mirador de madera con ' +
      'vista a los volcanes Atitlán, Tolimán y San Pedro y a los pueblos de la orilla del lago.',
    status: 'revision',
    inReviewSinceHours: 3,
    stepsDone: 10,
    // An attraction has no commission model to choose (SPEC §6, §9): the column keeps its default.
    commissionModel: 1,
    createdDaysAgo: 12,
    place: inGuatemala(
      'solola',
      'san-pedro-la-laguna',
      'Camino al mirador, barrio Chuasanahí, San Pedro La Laguna',
      [14.6928, -91.2706],
    ),
    scenes: ['atitlanDay', 'atitlanDawn'],
    additional: {
      before_booking: 0,
      difficulty: 'tour_difficulty:moderate',
      suited_to: ['tour_suited_to:families', 'tour_suited_to:couples', 'tour_suited_to:groups'],
      languages: ['es', 'en'],
    },
    bring: {
      bring: ['Agua', 'Bloqueador solar', 'Calzado para caminar'],
      you_will_see: [
        'Volcanes Atitlán, Tolimán y San Pedro',
        'San Juan La Laguna desde lo alto',
        'Colibríes del bosque nuboso',
      ],
      additional_information: [
        'El sendero tiene unos 600 escalones; la subida toma cerca de 40 minutos.',
        'Los guardabosques del mirador son de la comunidad tz’utujil de San Pedro.',
      ],
    },
    policy: {
      cancellation_policy: 'not_flexible',
      custom_percent: 50,
      custom_no_days: 1,
      changes_in_reservation: true,
    },
    schedule: {
      schedule: [
        ...weekdays,
        { day: 7, always_open: false, closed: true, opening_time: null, closing_time: null },
      ],
      local_prices: { price_type: 3, adult: 3, child: 1 },
      foreing_prices: { price_type: 4, adult: 8, child: 4 },
    },
    rules: ['La última entrada es una hora antes del cierre.', 'No se permite dejar basura en el sendero.'],
    channels: {
      social_networks: ['social_network:facebook', 'social_network:instagram'],
      sell_channels: ['sell_channel:tour:tripadvisor', 'sell_channel:tour:hotels'],
    },
  },
];

/** The attraction's steps as their endpoints store them, by wizard step. */
export function attractionStepForms(
  a: DemoAttraction,
): Partial<Record<(typeof ATTRACTIONS_STEPS)[number], unknown>> {
  return {
    information: {
      name: a.name,
      title: a.title,
      description: a.description,
    } satisfies Schemas['AttractionInformation'],
    'information-additional': a.additional,
    bringAdditional: a.bring,
    'cancellation-policy': a.policy,
    schedule: a.schedule,
    'service-rules': {
      custom_terms: a.rules.map((custom_term) => ({ _id: randomUUID(), custom_term })),
    } satisfies Schemas['ServiceRules'],
    'advertising-channels': a.channels,
    recommendations: { use_terms_agreement: true } satisfies Schemas['Recommendations'],
  };
}

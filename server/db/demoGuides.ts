import { randomUUID } from 'node:crypto';
import { PRODUCT_TYPE } from '../../machines/productKinds.ts';
import type { GuideType } from '../../machines/productTypes.ts';
import type { BOOK_GUIDE_STEPS } from '../../machines/wizardSteps.ts';
import type { components } from '../../openapi/schema.d.ts';
import { type DemoProduct, inGuatemala } from './demoProducts.ts';

type Schemas = components['schemas'];

/**
 * The demo company's guide (issue 30): a guide of Tikal living in Flores, with every step saved and still hidden,
 * ready for the provider to switch on. Its steps are as /api/bookAGuide and /api/general store them
 * (guideInformation.ts, guideSteps.ts, generalSteps.ts: their checks leave these forms as they are).
 */
export interface DemoGuide
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
  type: GuideType;
  /** The information step's fields besides the texts every product has. */
  guide: Required<
    Pick<Schemas['GuideInformation'], 'age' | 'year_experience' | 'professional_licence' | 'coberage_area'>
  >;
  extras: Schemas['GuideAdditionalInformation'];
  policy: Schemas['CancellationPolicySave'];
  fees: Omit<Schemas['GuideFees'], 'commission_model'>;
  rules: string[];
  channels: Schemas['AdvertisingChannelsSave'];
}

export const DEMO_GUIDES: DemoGuide[] = [
  {
    id: '4c8e2f19-6a3d-4b7e-8f51-d9a0c3e6b2f4',
    type: PRODUCT_TYPE.bookAGuide,
    name: 'Mateo Chayax',
    title: 'Tikal y Yaxhá con un guía itzá de Petén',
    description:
      'Guía certificado nacido en San José Petén: recorro contigo la Gran Plaza, los templos y los senderos de la ' +
      'selva de Tikal y Yaxhá, entre historia maya, aves y monos aulladores, al ritmo que quieras.',
    status: 'hidden',
    stepsDone: 9,
    commissionModel: 2,
    createdDaysAgo: 8,
    place: inGuatemala('peten', 'flores', 'Parque central de la Isla de Flores', [16.9297, -89.8926]),
    scenes: ['tikalDawn', 'rioDulce'],
    guide: {
      age: 41,
      year_experience: 16,
      professional_licence: 'INGUAT-2087',
      coberage_area: 'Tikal, Yaxhá, Uaxactún y la isla de Flores',
    },
    extras: {
      vehicle: true,
      before_booking: 1,
      max_traveler: 8,
      expertise: [
        'guide_expertise:archaeology',
        'guide_expertise:maya_culture',
        'guide_expertise:birdwatching',
        'guide_expertise:flora_fauna',
      ],
      categories: ['guide_category:cultural', 'guide_category:nature'],
      languages: ['es', 'en'],
    },
    policy: {
      cancellation_policy: 'moderate',
      custom_percent: 50,
      custom_no_days: 30,
      changes_in_reservation: true,
    },
    fees: { price_type: 2, price_per_hour: 35, price_per_day: 180 },
    rules: [
      'Para ver el amanecer en Tikal salimos de Flores a las 4:00.',
      'La entrada al parque la paga cada viajero en la taquilla.',
    ],
    channels: {
      social_networks: ['social_network:facebook', 'social_network:whatsapp'],
      sell_channels: ['sell_channel:travel_agencies', 'sell_channel:phone'],
    },
  },
];

/** The guide's steps as their endpoints store them, by wizard step. */
export function guideStepForms(g: DemoGuide): Partial<Record<(typeof BOOK_GUIDE_STEPS)[number], unknown>> {
  return {
    information: {
      name: g.name,
      title: g.title,
      description: g.description,
      ...g.guide,
      commission_model: g.commissionModel,
    } satisfies Schemas['GuideInformation'],
    'information-additional': g.extras,
    'cancellation-policy': g.policy,
    price: { ...g.fees, commission_model: g.commissionModel } satisfies Schemas['GuideFees'],
    'service-rules': {
      custom_terms: g.rules.map((custom_term) => ({ _id: randomUUID(), custom_term })),
    } satisfies Schemas['ServiceRules'],
    'advertising-channels': g.channels,
    recommendations: { use_terms_agreement: true } satisfies Schemas['Recommendations'],
  };
}

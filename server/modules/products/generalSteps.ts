import { randomUUID } from 'node:crypto';
import { isDaysInPolicy } from '../../../machines/cancellationPolicies.ts';
import { isPromotedSomewhere } from '../../../machines/completion.ts';
import type { components } from '../../../openapi/schema.d.ts';
import { ApiError } from '../../errors.ts';
import { cancellationPolicyOptions } from './policies.ts';
import { assignedCatalogOf, sellChannelKindOf, unknownCatalogIds } from './productCatalogs.ts';
import { stepOperations } from './stepOperations.ts';
import type { StepDefinition } from './stepRegistry.ts';

type Schemas = components['schemas'];
type PolicyChoice = Schemas['CancellationPolicySave'];
type ServiceRules = Schemas['ServiceRules'];
type CustomTerm = ServiceRules['custom_terms'][number];
type AdvertisingChannels = Schemas['AdvertisingChannelsSave'];
type Agreement = Schemas['Recommendations'];

/** No policy is chosen until the provider saves one: `selected` reads null. */
const cancellationPolicy: StepDefinition<PolicyChoice, PolicyChoice | null, Schemas['CancellationPolicies']> =
  {
    step: ['cancellation-policy', 'room-cancellation-policy'],
    defaults: null,
    check(form) {
      if (!isDaysInPolicy(form.cancellation_policy, form.custom_no_days))
        throw new ApiError(
          400,
          'days_outside_policy',
          `custom_no_days is outside the ${form.cancellation_policy} policy`,
          'custom_no_days',
        );
      return {
        cancellation_policy: form.cancellation_policy,
        custom_percent: form.custom_percent,
        custom_no_days: form.custom_no_days,
        changes_in_reservation: form.changes_in_reservation,
      };
    },
    view: (selected, { language }) => ({ policies: cancellationPolicyOptions(language), selected }),
  };

/** SPEC §5: only non-empty entries are kept. Each keeps its id; new or repeated ids get a fresh one. */
const serviceRules: StepDefinition<ServiceRules> = {
  step: ['service-rules', 'room-service-rules'],
  defaults: { custom_terms: [] },
  check(form) {
    const seen = new Set<string>();
    const terms: CustomTerm[] = [];
    for (const term of form.custom_terms) {
      const text = term.custom_term.trim();
      if (!text) continue;
      const termId = term._id && !seen.has(term._id) ? term._id : randomUUID();
      seen.add(termId);
      terms.push({ _id: termId, custom_term: text });
    }
    return { custom_terms: terms };
  },
  view: (stored) => ({ custom_terms: stored.custom_terms }),
};

/** The chosen ids, read back as the channel lists the product's type offers with the chosen ones marked. */
const advertisingChannels: StepDefinition<
  AdvertisingChannels,
  AdvertisingChannels,
  Schemas['AdvertisingChannels']
> = {
  step: 'advertising-channels',
  defaults: { social_networks: [], sell_channels: [] },
  async check(form, { db, product }) {
    const sellChannels = sellChannelKindOf(product.product_type);
    for (const [ids, kind, field] of [
      [form.social_networks, 'social_network', 'social_networks'],
      [form.sell_channels, sellChannels, 'sell_channels'],
    ] as const) {
      const unknown = await unknownCatalogIds(db, ids, kind);
      if (unknown.length > 0)
        throw new ApiError(400, 'unknown_catalog_id', `Unknown ${kind} ${unknown[0]}`, field);
    }
    // A product promoted nowhere is no finished step: at least one channel, where the type offers any.
    const chosen = form.social_networks.length + form.sell_channels.length;
    if (chosen === 0) {
      const offered = await Promise.all([
        assignedCatalogOf(db, 'social_network', 'es', []),
        assignedCatalogOf(db, sellChannels, 'es', []),
      ]);
      if (!isPromotedSomewhere(offered[0].length + offered[1].length, chosen))
        throw new ApiError(400, 'no_channel', 'Choose at least one channel', 'social_networks');
    }
    return {
      social_networks: [...new Set(form.social_networks)],
      sell_channels: [...new Set(form.sell_channels)],
    };
  },
  async view(stored, { db, product, language }) {
    const [social_networks, sell_channels] = await Promise.all([
      assignedCatalogOf(db, 'social_network', language, stored.social_networks),
      assignedCatalogOf(db, sellChannelKindOf(product.product_type), language, stored.sell_channels),
    ]);
    return { social_networks, sell_channels };
  },
};

/** SPEC §5 "Before publishing agreements": the provider must confirm them to complete the step. */
const recommendations: StepDefinition<Agreement> = {
  step: ['recommendations', 'room-recommendations'],
  defaults: { use_terms_agreement: false },
  check(form) {
    if (!form.use_terms_agreement)
      throw new ApiError(
        400,
        'terms_not_accepted',
        'use_terms_agreement must be true',
        'use_terms_agreement',
      );
    return { use_terms_agreement: true };
  },
  view: (stored) => ({ use_terms_agreement: stored.use_terms_agreement }),
};

/**
 * The steps every product family shares under /api/general (SPEC §7): cancellation policy, service rules,
 * advertising channels and the closing recommendations. Their paths name the product type, which must be the
 * product's; any family's product has them where its wizard does (404 otherwise). A hotel's room has its own
 * cancellation policy, service rules and recommendations (`room-…`), at the same paths with the room's id and type.
 */
export const GENERAL_STEPS = [
  stepOperations('getCancellationPolicy', 'saveCancellationPolicy', cancellationPolicy),
  stepOperations('getServiceRules', 'saveServiceRules', serviceRules),
  stepOperations('getAdvertisingChannels', 'saveAdvertisingChannels', advertisingChannels),
  stepOperations('getRecommendations', 'saveRecommendations', recommendations),
] as const;

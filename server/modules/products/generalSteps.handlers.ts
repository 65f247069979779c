import { randomUUID } from 'node:crypto';
import { isDaysInPolicy } from '../../../machines/cancellationPolicies.ts';
import { isPromotedSomewhere } from '../../../machines/completion.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Deps } from '../../deps.ts';
import { ApiError } from '../../errors.ts';
import { callerOf, type PartialHandlerTable } from '../../http/operations.ts';
import { cancellationPolicyOptions } from './policies.ts';
import { findOwnedProduct, findReadableProduct, readStepData, saveStepData } from './productAccess.ts';
import { assignedCatalogOf, sellChannelKindOf, unknownCatalogIds } from './productCatalogs.ts';
import { requirePathType, stepOf } from './stepPlacement.ts';

type Schemas = components['schemas'];
type PolicyChoice = Schemas['CancellationPolicySave'];
type ServiceRules = Schemas['ServiceRules'];
type CustomTerm = ServiceRules['custom_terms'][number];

interface StoredChannels {
  social_networks: string[];
  sell_channels: string[];
}

/**
 * The steps every product family shares under /api/general (SPEC §7): cancellation policy, service
 * rules, advertising channels and the closing recommendations. Their paths name the product type,
 * which must be the product's.
 */
export function generalStepHandlers({ db }: Deps) {
  const readable = async (request: Parameters<typeof callerOf>[0], id: string, type: number) =>
    requirePathType(await findReadableProduct(db, callerOf(request), id), type);
  const owned = async (request: Parameters<typeof callerOf>[0], id: string, type: number) =>
    requirePathType(await findOwnedProduct(db, callerOf(request), id), type);

  return {
    async getCancellationPolicy(request) {
      const { id, type, languageCode } = request.params;
      const product = await readable(request, id, type);
      const selected = await readStepData<PolicyChoice>(
        db,
        product.id,
        stepOf(product, 'cancellation-policy'),
      );
      return { policies: cancellationPolicyOptions(languageCode), selected };
    },

    async saveCancellationPolicy(request) {
      const { id, type } = request.params;
      const product = await owned(request, id, type);
      const step = stepOf(product, 'cancellation-policy');
      const b = request.body;
      if (!isDaysInPolicy(b.cancellation_policy, b.custom_no_days))
        throw new ApiError(
          400,
          'days_outside_policy',
          `custom_no_days is outside the ${b.cancellation_policy} policy`,
          'custom_no_days',
        );
      const choice: PolicyChoice = {
        cancellation_policy: b.cancellation_policy,
        custom_percent: b.custom_percent,
        custom_no_days: b.custom_no_days,
        changes_in_reservation: b.changes_in_reservation,
      };
      return saveStepData(db, callerOf(request), product.id, step, choice);
    },

    async getServiceRules(request) {
      const { id, type } = request.params;
      const product = await readable(request, id, type);
      const saved = await readStepData<ServiceRules>(db, product.id, stepOf(product, 'service-rules'));
      return { custom_terms: saved?.custom_terms ?? [] };
    },

    async saveServiceRules(request) {
      const { id, type } = request.params;
      const product = await owned(request, id, type);
      const step = stepOf(product, 'service-rules');
      // SPEC §5: only non-empty entries are kept. Each keeps its id; new or repeated ids get a fresh one.
      const seen = new Set<string>();
      const terms: CustomTerm[] = [];
      for (const term of request.body.custom_terms) {
        const text = term.custom_term.trim();
        if (!text) continue;
        const termId = term._id && !seen.has(term._id) ? term._id : randomUUID();
        seen.add(termId);
        terms.push({ _id: termId, custom_term: text });
      }
      return saveStepData(db, callerOf(request), product.id, step, { custom_terms: terms });
    },

    async getAdvertisingChannels(request) {
      const { id, type, languageCode } = request.params;
      const product = await readable(request, id, type);
      const saved = await readStepData<StoredChannels>(
        db,
        product.id,
        stepOf(product, 'advertising-channels'),
      );
      const [social_networks, sell_channels] = await Promise.all([
        assignedCatalogOf(db, 'social_network', languageCode, saved?.social_networks ?? []),
        assignedCatalogOf(
          db,
          sellChannelKindOf(product.product_type),
          languageCode,
          saved?.sell_channels ?? [],
        ),
      ]);
      return { social_networks, sell_channels };
    },

    async saveAdvertisingChannels(request) {
      const { id, type } = request.params;
      const product = await owned(request, id, type);
      const step = stepOf(product, 'advertising-channels');
      const b = request.body;
      for (const [ids, kind, field] of [
        [b.social_networks, 'social_network', 'social_networks'],
        [b.sell_channels, sellChannelKindOf(product.product_type), 'sell_channels'],
      ] as const) {
        const unknown = await unknownCatalogIds(db, ids, kind);
        if (unknown.length > 0)
          throw new ApiError(400, 'unknown_catalog_id', `Unknown ${kind} ${unknown[0]}`, field);
      }
      // A product promoted nowhere is no finished step: at least one channel, where the type offers any.
      const chosen = b.social_networks.length + b.sell_channels.length;
      if (chosen === 0) {
        const offered = await Promise.all([
          assignedCatalogOf(db, 'social_network', 'es', []),
          assignedCatalogOf(db, sellChannelKindOf(product.product_type), 'es', []),
        ]);
        if (!isPromotedSomewhere(offered[0].length + offered[1].length, chosen))
          throw new ApiError(400, 'no_channel', 'Choose at least one channel', 'social_networks');
      }
      const channels: StoredChannels = {
        social_networks: [...new Set(b.social_networks)],
        sell_channels: [...new Set(b.sell_channels)],
      };
      return saveStepData(db, callerOf(request), product.id, step, channels);
    },

    async getRecommendations(request) {
      const { id, type } = request.params;
      const product = await readable(request, id, type);
      const saved = await readStepData<{ use_terms_agreement: boolean }>(
        db,
        product.id,
        stepOf(product, 'recommendations'),
      );
      return { use_terms_agreement: saved?.use_terms_agreement ?? false };
    },

    async saveRecommendations(request) {
      const { id, type } = request.params;
      const product = await owned(request, id, type);
      const step = stepOf(product, 'recommendations');
      // SPEC §5 "Before publishing agreements": the provider must confirm them to complete the step.
      if (!request.body.use_terms_agreement)
        throw new ApiError(
          400,
          'terms_not_accepted',
          'use_terms_agreement must be true',
          'use_terms_agreement',
        );
      return saveStepData(db, callerOf(request), product.id, step, { use_terms_agreement: true });
    },
  } satisfies PartialHandlerTable;
}

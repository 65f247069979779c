import {
  CANCELLATION_POLICIES,
  type CancellationPolicyId,
  type CancellationPolicyRule,
} from '../../../machines/cancellationPolicies.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Language } from './productCatalogs.ts';

/**
 * The three cancellation policies as the step presents them (SPEC §9 recommendations: flexible 40 days
 * or more, moderate 25 to 39, not flexible 0 to 24). The texts travel with the API because they are the
 * platform's terms towards travellers, in the language the step asks for; the ranges come from the
 * shared rules so the texts never disagree with the slider.
 */

type PolicyOption = components['schemas']['CancellationPolicyOption'];

interface PolicyTexts {
  title: string;
  description: string;
  more_info: string;
}

const TEXTS: Record<Language, Record<CancellationPolicyId, (rule: CancellationPolicyRule) => PolicyTexts>> = {
  es: {
    flexible: (r) => ({
      title: 'Flexible',
      description: `Reembolso total si el viajero cancela con al menos ${r.minDays} días de anticipación a la llegada.`,
      more_info:
        `Recomendada cuando aceptas cancelaciones con ${r.minDays} días o más de anticipación (hasta ${r.maxDays}). ` +
        `Sugerimos devolver el ${r.defaultPercent} % de lo pagado; tú eliges los días y el porcentaje. ` +
        'Si el viajero cancela después de ese plazo, no recibe reembolso.',
    }),
    moderate: (r) => ({
      title: 'Moderada',
      description: `Reembolso parcial si el viajero cancela con ${r.minDays} a ${r.maxDays} días de anticipación a la llegada.`,
      more_info:
        `Recomendada cuando aceptas cancelaciones de ${r.minDays} a ${r.maxDays} días antes de la llegada. ` +
        `Sugerimos devolver el ${r.defaultPercent} % de lo pagado; tú eliges los días y el porcentaje. ` +
        'Si el viajero cancela después de ese plazo, no recibe reembolso.',
    }),
    not_flexible: (r) => ({
      title: 'No flexible',
      description: `Reembolso reducido, solo si el viajero cancela con la anticipación que fijes (de ${r.minDays} a ${r.maxDays} días antes de la llegada).`,
      more_info:
        `Recomendada cuando aceptas cancelaciones de ${r.minDays} a ${r.maxDays} días antes de la llegada. ` +
        `Sugerimos devolver el ${r.defaultPercent} % de lo pagado; tú eliges los días y el porcentaje. ` +
        'Si el viajero cancela después de ese plazo, no recibe reembolso.',
    }),
  },
  en: {
    flexible: (r) => ({
      title: 'Flexible',
      description: `Full refund when the traveller cancels at least ${r.minDays} days before arrival.`,
      more_info:
        `Recommended when you accept cancellations ${r.minDays} days or more before arrival (up to ${r.maxDays}). ` +
        `We suggest refunding ${r.defaultPercent} % of the payment; you choose the days and the percentage. ` +
        'A traveller who cancels later gets no refund.',
    }),
    moderate: (r) => ({
      title: 'Moderate',
      description: `Partial refund when the traveller cancels ${r.minDays} to ${r.maxDays} days before arrival.`,
      more_info:
        `Recommended when you accept cancellations ${r.minDays} to ${r.maxDays} days before arrival. ` +
        `We suggest refunding ${r.defaultPercent} % of the payment; you choose the days and the percentage. ` +
        'A traveller who cancels later gets no refund.',
    }),
    not_flexible: (r) => ({
      title: 'Not flexible',
      description: `A reduced refund, only when the traveller cancels at least the days you set (${r.minDays} to ${r.maxDays}) before arrival.`,
      more_info:
        `Recommended when you accept cancellations ${r.minDays} to ${r.maxDays} days before arrival. ` +
        `We suggest refunding ${r.defaultPercent} % of the payment; you choose the days and the percentage. ` +
        'A traveller who cancels later gets no refund.',
    }),
  },
};

export function cancellationPolicyOptions(language: Language): PolicyOption[] {
  return CANCELLATION_POLICIES.map((rule) => ({
    _id: rule.id,
    ...TEXTS[language][rule.id](rule),
    min_days: rule.minDays,
    max_days: rule.maxDays,
    default_days: rule.defaultDays,
    default_percent: rule.defaultPercent,
  }));
}

import * as schemaLimits from '../openapi/limits.ts';

/**
 * The three cancellation policies (SPEC §9 "Cancellation recommendations", §5 slider): each allows a
 * range of days before arrival, starts the slider at its default and hints a refund percentage.
 * The days slider goes up to the contract's maximum (80).
 */
export type CancellationPolicyId = 'flexible' | 'moderate' | 'not_flexible';

export interface CancellationPolicyRule {
  id: CancellationPolicyId;
  minDays: number;
  maxDays: number;
  defaultDays: number;
  /** The refund the form suggests; the provider may enter another. */
  defaultPercent: number;
}

export const MAX_CANCELLATION_DAYS = schemaLimits.CancellationPolicySave.custom_no_days.maximum;

export const CANCELLATION_POLICIES: readonly CancellationPolicyRule[] = [
  { id: 'flexible', minDays: 40, maxDays: MAX_CANCELLATION_DAYS, defaultDays: 40, defaultPercent: 100 },
  { id: 'moderate', minDays: 25, maxDays: 39, defaultDays: 25, defaultPercent: 50 },
  { id: 'not_flexible', minDays: 0, maxDays: 24, defaultDays: 14, defaultPercent: 25 },
];

export const cancellationPolicyRule = (id: CancellationPolicyId): CancellationPolicyRule =>
  CANCELLATION_POLICIES.find((p) => p.id === id)!;

/** True when the days fall in the policy's range (SPEC §9: flexible ≥ 40, moderate 25–39, not flexible 0–24). */
export const isDaysInPolicy = (id: CancellationPolicyId, days: number): boolean => {
  const rule = cancellationPolicyRule(id);
  return Number.isInteger(days) && days >= rule.minDays && days <= rule.maxDays;
};

import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../openapi/schema.d.ts';
import { api } from './client.ts';
import { ApiFailure, unwrap } from './errors.ts';
import { getSession } from './session.ts';

/*
 * The payment profile, which the payments screens, the dashboard's payout card and the profile hub read: one key,
 * so a payments save (src/features/payments/paymentQueries.ts, refreshPayments) refreshes every one of them.
 */

export type PaymentProfile = components['schemas']['PaymentProfile'];

/** Every payments query (profile, beneficiary, tax register, reference lists) lives under this key. */
export const PAYMENTS_ROOT = ['payments'] as const;

/** The signed-in provider's id: every payments call names it (and another id answers 404). */
export function ownUserId(): string {
  const session = getSession();
  if (!session) throw new ApiFailure(401, 'unauthorized', 'Not signed in');
  return session.user._id;
}

/**
 * Payment method, beneficiary and tax register (masked) at a glance, with what is missing before a payout. The
 * screens read the beneficiary and the tax register from here too: their own GETs answer 404 until one is saved,
 * a refusal a screen that merely opens should not cause.
 */
export const paymentProfileQuery = (userId: string) =>
  queryOptions({
    queryKey: [...PAYMENTS_ROOT, 'profile', userId],
    queryFn: async () =>
      unwrap(await api.GET('/api/payment/profile/{userId}', { params: { path: { userId } } })),
  });

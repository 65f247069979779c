import { queryOptions } from '@tanstack/react-query';
import type { components } from '../../../openapi/schema.d.ts';
import { api } from '../../api/client.ts';
import { unwrap } from '../../api/errors.ts';
import type { Language } from '../../i18n/i18n.ts';

export type ReferralQr = components['schemas']['ReferralQr'];
export type ReferralStats = components['schemas']['ReferralStats'];
export type ReferralMonth = components['schemas']['ReferralMonth'];

/** The periods the results page offers, in months (the contract allows 1 to 24). */
export const STATS_PERIODS = [6, 12, 24] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** The contract's default period: what My QR's figures row asks for, so both screens share one request. */
export const DEFAULT_PERIOD: StatsPeriod = 12;

/** Scans and visits reach the server from the marketplace with no push to the portal: an open screen asks again. */
const FIGURES_REFRESH_MS = 60_000;

/** The caller's code never changes once made: read once a session. */
export const referralQrQuery = queryOptions({
  queryKey: ['referrals', 'qr'],
  queryFn: async (): Promise<ReferralQr> => unwrap(await api.GET('/api/referrals/qr')),
  staleTime: Number.POSITIVE_INFINITY,
});

/** The figures of the last `months` months, asked again while the screen stays open. */
export const referralStatsQuery = (months: StatsPeriod = DEFAULT_PERIOD) =>
  queryOptions({
    queryKey: ['referrals', 'stats', months],
    queryFn: async (): Promise<ReferralStats> =>
      unwrap(await api.GET('/api/referrals/stats', { params: { query: { months } } })),
    staleTime: 0,
    refetchInterval: FIGURES_REFRESH_MS,
  });

/** The printable PDF of the caller's QR, in the interface language, as the server made it. */
export async function fetchQrPdf(language: Language): Promise<Blob> {
  const answer = await api.GET('/api/referrals/qr.pdf', {
    params: { query: { language_code: language } },
    parseAs: 'blob',
  });
  return unwrap(answer);
}

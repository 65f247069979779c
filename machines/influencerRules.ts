import type { components } from '../openapi/schema.d.ts';

/**
 * The influencer profile's rules the form and the server share (SPEC §3 Influencer payload, §5, §9; issue 31).
 * Pure: no I/O.
 */

export type InfluencerInput = components['schemas']['InfluencerInput'];
export type InfluencerCategory = components['schemas']['InfluencerCategory'];
export type SocialNetwork = components['schemas']['InfluencerSocialMedia']['social_media'];

/** SPEC §3: the categories an influencer ticks (an "other" text adds more). */
export const INFLUENCER_CATEGORIES: readonly InfluencerCategory[] = [
  'Blogger',
  'Sport',
  'Tv Host',
  'Gaming',
  'Announcer',
  'Soccer Player',
  'Entertainment',
  'Fashion',
  'Travel',
  'Mountaineer',
];

/** SPEC §3: the networks a profile links to. */
export const SOCIAL_NETWORKS: readonly SocialNetwork[] = [
  'facebook',
  'instagram',
  'youtube',
  'tiktok',
  'twitter',
];

/** SPEC §3: Guatemala (22 departments) and El Salvador (14), by their ids in the places catalogue. */
export const INFLUENCER_COUNTRIES = ['gt', 'sv'] as const;

/** SPEC §5, §9: the service description's length. */
export const DESCRIPTION_MAX = 125;

/** Adults only (docs/decisions.md "Issue 31: influencer age"). */
export const MIN_INFLUENCER_AGE = 18;
export const MAX_INFLUENCER_AGE = 99;

/** SPEC §3 "Active-since years 2014 to 2025", carried on to the current year (docs/decisions.md). */
export const FIRST_ACTIVE_YEAR = 2014;

/**
 * The year it is in Guatemala (El Salvador shares its time): the last start year allowed, the same on the form and
 * the server whatever the server's clock zone, so New Year's Eve in UTC does not open next year early.
 */
export function influencerCurrentYear(now: Date = new Date()): number {
  return Number(
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Guatemala', year: 'numeric' }).format(now),
  );
}

/** The years an influencer may have started in, oldest first, up to `currentYear`. */
export const activeSinceYears = (currentYear: number): number[] =>
  Array.from({ length: currentYear - FIRST_ACTIVE_YEAR + 1 }, (_, index) => FIRST_ACTIVE_YEAR + index);

/** SPEC §5 "image under 1 MB", "500x375 influencer", JPEG or PNG. */
export const INFLUENCER_PICTURE = { width: 500, height: 375, maxBytes: 1024 * 1024 } as const;

/** The other-category text as the list it stands for: comma-separated, trimmed, blanks dropped. */
export const otherCategories = (text: string | undefined): string[] =>
  (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export type InfluencerProblem =
  | { field: 'influencers_categories'; problem: 'required' }
  | { field: 'activeSince'; problem: 'out_of_range' }
  | { field: 'descriptions'; problem: 'required' };

/**
 * The checks beyond the contract's shapes (SPEC §5): a category ticked or another typed, a start year not in the
 * future, a description that is not blank. The department's country is the catalogue's question (server).
 */
export function influencerProblems(
  input: Pick<InfluencerInput, 'influencers_categories' | 'newCategory' | 'activeSince' | 'descriptions'>,
  currentYear: number,
): InfluencerProblem[] {
  const problems: InfluencerProblem[] = [];
  if (input.influencers_categories.length === 0 && otherCategories(input.newCategory).length === 0)
    problems.push({ field: 'influencers_categories', problem: 'required' });
  if (input.activeSince < FIRST_ACTIVE_YEAR || input.activeSince > currentYear)
    problems.push({ field: 'activeSince', problem: 'out_of_range' });
  if (!input.descriptions.some((entry) => entry.description.trim() !== ''))
    problems.push({ field: 'descriptions', problem: 'required' });
  return problems;
}

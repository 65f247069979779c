import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import * as schemaLimits from '../../../openapi/limits.ts';
import type { ApiFailure } from '../../api/errors.ts';
import type { Language } from '../../i18n/i18n.ts';
import { whiteLandingMessages as m, say } from './whiteLandingMessages.ts';
import type { Landing, LandingInput, LandingStatus } from './whiteLandingQueries.ts';

const limits = schemaLimits.LandingInput;

/** The contract's limits the fields carry, read rather than retyped. */
export const LANDING_LIMITS = {
  title: limits.title.maxLength,
  description: limits.description.maxLength,
  banner: limits.banner_xl.maxLength,
} as const;

const BANNER_PATTERN = new RegExp(limits.banner_xl.pattern);

/** The banners of SPEC §3, each an optional https address: the logo, then the wide, middle and narrow pictures. */
export const BANNER_FIELDS = ['banner_logo', 'banner_xl', 'banner_md', 'banner_xs'] as const;
export type BannerField = (typeof BANNER_FIELDS)[number];

/** What the landing form holds (SPEC §5 Landing form). */
export interface LandingValues {
  title: string;
  description: string;
  language: Language;
  status: LandingStatus;
  banner_logo: string;
  banner_xl: string;
  banner_md: string;
  banner_xs: string;
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, say(m.tooLong)));
const banner = v.pipe(
  text(LANDING_LIMITS.banner),
  v.check((url) => url === '' || BANNER_PATTERN.test(url), say(m.https)),
);

/** SPEC §5: title and description required, banners https addresses; the contract's lengths. */
export const landingSchema = v.object({
  title: v.pipe(text(LANDING_LIMITS.title), v.nonEmpty(say(m.required))),
  description: v.pipe(text(LANDING_LIMITS.description), v.nonEmpty(say(m.required))),
  banner_logo: banner,
  banner_xl: banner,
  banner_md: banner,
  banner_xs: banner,
});

/** A new landing is a draft in the interface language; an existing one starts as stored. */
export function initialLandingValues(landing: Landing | null, language: Language): LandingValues {
  return {
    title: landing?.title ?? '',
    description: landing?.description ?? '',
    language: landing?.language ?? language,
    status: landing?.status ?? 'draft',
    banner_logo: landing?.banner_logo ?? '',
    banner_xl: landing?.banner_xl ?? '',
    banner_md: landing?.banner_md ?? '',
    banner_xs: landing?.banner_xs ?? '',
  };
}

/** The payload of checked values: texts trimmed, a blank banner left out (which clears it). */
export function toLandingInput(values: LandingValues): LandingInput {
  const banners: Partial<Record<BannerField, string>> = {};
  for (const field of BANNER_FIELDS) {
    const url = values[field].trim();
    if (url !== '') banners[field] = url;
  }
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    language: values.language,
    status: values.status,
    ...banners,
  };
}

const FIELDS: readonly (keyof LandingValues)[] = ['title', 'description', ...BANNER_FIELDS];

/** A 400 naming one of the form's fields, with the words to show there; null when no field can show it. */
export function fieldRefusalOf(
  failure: ApiFailure,
): { field: keyof LandingValues; message: MessageDescriptor } | null {
  if (failure.status !== 400 || !failure.field) return null;
  const field = FIELDS.find((known) => known === failure.field);
  if (!field) return null;
  if (field === 'title' || field === 'description') return { field, message: m.required };
  return { field, message: m.https };
}

import { i18n, type MessageDescriptor } from '@lingui/core';
import type { FormErrors } from '@mantine/form';
import { schemaResolver } from '@mantine/form';
import * as v from 'valibot';
import {
  type InfluencerCategory,
  type InfluencerInput,
  influencerProblems,
  MAX_INFLUENCER_AGE,
  MIN_INFLUENCER_AGE,
  otherCategories,
  SOCIAL_NETWORKS,
  type SocialNetwork,
} from '../../../machines/influencerRules.ts';
import * as schemaLimits from '../../../openapi/limits.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { AuthUser } from '../../api/session.ts';
import type { Language } from '../../i18n/i18n.ts';
import { influencerMessages as m, say } from './influencerMessages.ts';

export type InfluencerProfile = components['schemas']['InfluencerProfile'];

const limits = schemaLimits.InfluencerInput;
const socialLimits = schemaLimits.InfluencerSocialMedia;

/** The contract's limits the fields carry as `maxLength`, read rather than retyped. */
export const INFLUENCER_LIMITS = {
  firstName: limits.firstName.maxLength,
  lastName: limits.lastName.maxLength,
  publicName: limits.publicName.maxLength,
  phone: limits.phone.maxLength,
  newCategory: limits.newCategory.maxLength,
  link: socialLimits.link.maxLength,
  followers: socialLimits.followers.maxLength,
} as const;

export interface SocialValue {
  link: string;
  followers: string;
}

/** What the form holds: the payload's fields as the controls keep them (selects as strings, null until chosen). */
export interface InfluencerFormValues {
  firstName: string;
  lastName: string;
  publicName: string;
  phone: string;
  age: number | string;
  gender: string | null;
  country: string | null;
  state: string | null;
  activeSince: string | null;
  languages: string[];
  categories: string[];
  /** "Otra" ticked: the other-category text shows and is sent. */
  otherTicked: boolean;
  newCategory: string;
  descriptionEs: string;
  descriptionEn: string;
  social: Record<SocialNetwork, SocialValue>;
  /** The uploaded picture's id (the payload's `photo`) and where to see it. */
  photo: string;
  photoUrl: string;
  agreement: boolean;
  captcha: string;
}

const HTTPS_LINK = /^https:\/\/\S+$/;
const PHONE_CHARACTERS = /^[0-9+() -]*$/;

const text = (max: number) =>
  v.pipe(v.string(), v.trim(), v.nonEmpty(say(m.required)), v.maxLength(max, say(m.tooLong)));
/** A select or radio group holds null until something is chosen. */
const chosen = () => v.pipe(v.string(say(m.required)), v.nonEmpty(say(m.required)));
const isAge = (value: unknown) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= MIN_INFLUENCER_AGE &&
  value <= MAX_INFLUENCER_AGE;

const socialLink = v.object({
  link: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(INFLUENCER_LIMITS.link, say(m.tooLong)),
    v.check((link) => link === '' || HTTPS_LINK.test(link), say(m.link)),
  ),
  followers: v.pipe(v.string(), v.trim(), v.maxLength(INFLUENCER_LIMITS.followers, say(m.tooLong))),
});

/** Each field's own rule (SPEC §5 Influencer); the rules across fields are influencerProblems'. */
const fieldSchema = v.object({
  firstName: text(INFLUENCER_LIMITS.firstName),
  lastName: text(INFLUENCER_LIMITS.lastName),
  publicName: text(INFLUENCER_LIMITS.publicName),
  phone: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(INFLUENCER_LIMITS.phone, say(m.tooLong)),
    v.regex(PHONE_CHARACTERS, say(m.phone)),
  ),
  age: v.pipe(
    v.any(),
    v.check((value) => value !== '', say(m.required)),
    v.check(isAge, say(m.age)),
  ),
  gender: chosen(),
  country: chosen(),
  state: chosen(),
  activeSince: chosen(),
  languages: v.pipe(v.array(v.string()), v.minLength(1, say(m.required))),
  newCategory: v.pipe(v.string(), v.maxLength(INFLUENCER_LIMITS.newCategory, say(m.tooLong))),
  descriptionEs: v.string(),
  descriptionEn: v.string(),
  social: v.object(
    Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, socialLink])) as Record<
      SocialNetwork,
      typeof socialLink
    >,
  ),
  photo: v.pipe(v.string(), v.nonEmpty(say(m.pictureRequired))),
  agreement: v.literal(true, say(m.agreement)),
  captcha: v.pipe(v.string(), v.nonEmpty(say(m.captcha))),
});

const fieldErrors = schemaResolver(fieldSchema, { sync: true });

/** The form field a shared-rule problem is shown on. */
const PROBLEM_FIELDS = {
  influencers_categories: ['categories', m.categories],
  activeSince: ['activeSince', m.activeSince],
  descriptions: ['descriptionEs', m.descriptions],
} as const satisfies Record<string, readonly [keyof InfluencerFormValues, MessageDescriptor]>;

/** The checks across fields: the shared rules (influencerProblems), "Otra" with its text, followers with a link. */
function crossFieldErrors(values: InfluencerFormValues, currentYear: number): FormErrors {
  const errors: FormErrors = {};
  const input = {
    influencers_categories: values.categories as InfluencerCategory[],
    newCategory: values.otherTicked ? values.newCategory : '',
    activeSince: Number(values.activeSince ?? currentYear),
    descriptions: descriptionsOf(values),
  };
  for (const { field } of influencerProblems(input, currentYear)) {
    const [path, message] = PROBLEM_FIELDS[field];
    errors[path] = i18n._(message);
  }
  if (values.otherTicked && otherCategories(values.newCategory).length === 0)
    errors.newCategory = i18n._(m.required);
  for (const network of SOCIAL_NETWORKS) {
    const { link, followers } = values.social[network];
    if (followers.trim() !== '' && link.trim() === '')
      errors[`social.${network}.link`] = i18n._(m.linkMissing);
  }
  return errors;
}

/** Every check of the form, each field's own message first (the one a person fixes first). */
export function validateInfluencer(values: InfluencerFormValues, currentYear: number): FormErrors {
  return { ...crossFieldErrors(values, currentYear), ...fieldErrors(values) };
}

/** The service descriptions typed, one per language (SPEC §3 `descriptions`). */
function descriptionsOf(values: InfluencerFormValues): InfluencerInput['descriptions'] {
  const typed = [
    { code: 'es' as const, description: values.descriptionEs.trim() },
    { code: 'en' as const, description: values.descriptionEn.trim() },
  ];
  return typed.filter((entry) => entry.description !== '');
}

/** The links typed, with their followers (SPEC §3 `socialMedia`); the networks left empty are not sent. */
function socialMediaOf(values: InfluencerFormValues): NonNullable<InfluencerInput['socialMedia']> {
  return SOCIAL_NETWORKS.filter((network) => values.social[network].link.trim() !== '').map((network) => ({
    social_media: network,
    link: values.social[network].link.trim(),
    followers: values.social[network].followers.trim(),
  }));
}

/** The payload of SPEC §3 from checked values (the checks made every choice, so the casts hold). */
export function toInfluencerInput(values: InfluencerFormValues, language: Language): InfluencerInput {
  const phone = values.phone.trim();
  const others = values.otherTicked ? otherCategories(values.newCategory) : [];
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    publicName: values.publicName.trim(),
    ...(phone ? { phone } : {}),
    age: Number(values.age),
    activeSince: Number(values.activeSince),
    gender: values.gender as InfluencerInput['gender'],
    country: values.country as InfluencerInput['country'],
    state: values.state ?? '',
    influencers_categories: values.categories as InfluencerCategory[],
    ...(others.length > 0 ? { newCategory: others.join(', ') } : {}),
    languages: values.languages as InfluencerInput['languages'],
    descriptions: descriptionsOf(values),
    socialMedia: socialMediaOf(values),
    photo: values.photo,
    agreement: true,
    language_code: language,
    captcha: values.captcha,
  };
}

/** The link and followers of each network a saved profile names. */
function socialOf(profile: InfluencerProfile | null): Record<SocialNetwork, SocialValue> {
  const entries = SOCIAL_NETWORKS.map((network) => {
    const saved = profile?.socialMedia?.find((entry) => entry.social_media === network);
    return [network, { link: saved?.link ?? '', followers: saved?.followers ?? '' }] as const;
  });
  return Object.fromEntries(entries) as Record<SocialNetwork, SocialValue>;
}

/** The form's start: the saved profile to edit, or a new one named as the account is. */
export function initialValues(
  profile: InfluencerProfile | null,
  user: AuthUser | undefined,
): InfluencerFormValues {
  const description = (code: 'es' | 'en') =>
    profile?.descriptions.find((entry) => entry.code === code)?.description ?? '';
  return {
    firstName: profile?.firstName ?? user?.tb_lg_person.first_name ?? '',
    lastName: profile?.lastName ?? user?.tb_lg_person.last_name ?? '',
    publicName: profile?.publicName ?? '',
    phone: profile?.phone ?? '',
    age: profile?.age ?? '',
    gender: profile?.gender ?? null,
    country: profile?.country ?? null,
    state: profile?.state ?? null,
    activeSince: profile ? String(profile.activeSince) : null,
    languages: profile?.languages ?? [],
    categories: profile?.influencers_categories ?? [],
    otherTicked: Boolean(profile?.newCategory),
    newCategory: profile?.newCategory ?? '',
    descriptionEs: description('es'),
    descriptionEn: description('en'),
    social: socialOf(profile),
    photo: profile?.photo ?? '',
    photoUrl: profile?.photo_url ?? '',
    // A saved profile was registered with the terms accepted.
    agreement: profile !== null,
    captcha: '',
  };
}

/** The payload's names that are not the form's (a server 400 names the payload's). */
const FIELD_OF_PAYLOAD: Record<string, keyof InfluencerFormValues> = {
  influencers_categories: 'categories',
  descriptions: 'descriptionEs',
};

/**
 * The form field a server refusal names ('state', 'descriptions.0.description', 'socialMedia.1.link'…), or
 * undefined when it names none of them. A link is found by its place in the list that was sent.
 */
export function fieldOfRefusal(field: string | undefined, sent: InfluencerInput | null): string | undefined {
  if (!field) return undefined;
  const [head = '', index, leaf] = field.split('.');
  if (head === 'socialMedia') {
    const network = sent?.socialMedia?.[Number(index)]?.social_media;
    return network ? `social.${network}.${leaf === 'followers' ? 'followers' : 'link'}` : undefined;
  }
  const mapped = FIELD_OF_PAYLOAD[head] ?? head;
  return mapped in initialValues(null, undefined) ? mapped : undefined;
}

/** What a refusal says under the field it names (the server's own words are English). */
const REFUSAL_MESSAGES: Record<string, MessageDescriptor> = {
  age: m.age,
  phone: m.phone,
  state: m.state,
  activeSince: m.activeSince,
  categories: m.categories,
  descriptionEs: m.descriptions,
  photo: m.pictureRequired,
  agreement: m.agreement,
  captcha: m.captchaFailed,
};

/** The message under a refused field: the field's rule, the link rule for links, or "check this". */
export function refusalMessage(path: string): MessageDescriptor {
  if (path.endsWith('.link')) return m.link;
  return REFUSAL_MESSAGES[path] ?? m.invalid;
}

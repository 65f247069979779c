import type { MessageDescriptor } from '@lingui/core';
import * as v from 'valibot';
import * as schemaLimits from '../../../openapi/limits.ts';
import { siteContentMessages as m, say } from './siteContentMessages.ts';
import type { SiteContent, SiteContentInput, SiteLanguage, SitePageKind } from './siteContentQueries.ts';

const limits = schemaLimits.SiteContentInput;

/** The contract's limits the fields carry, read rather than retyped. */
export const SITE_CONTENT_LIMITS = {
  slug: limits.slug.maxLength,
  title: limits.title.maxLength,
  description: limits.description.maxLength,
  body: limits.body.maxLength,
  author: limits.author.maxLength,
  imageUrl: limits.image_url.maxLength,
  positionMin: limits.position.minimum,
  positionMax: limits.position.maximum,
} as const;

const SLUG_PATTERN = new RegExp(limits.slug.pattern);
const IMAGE_URL_PATTERN = new RegExp(limits.image_url.pattern);

/** What the editor holds: the page's fields as its controls keep them. */
export interface SiteContentValues {
  kind: SitePageKind;
  language: SiteLanguage;
  slug: string;
  title: string;
  description: string;
  /** The terms section a subsection belongs to; '' for a section (and for every other kind). */
  parentSlug: string;
  position: number | string;
  author: string;
  imageUrl: string;
  published: boolean;
  /** The page's Markdown. */
  body: string;
}

/** Which of the optional fields a kind of page uses: the others are not shown, nor sent. */
export const FIELDS_OF_KIND: Record<SitePageKind, { parent: boolean; position: boolean; byline: boolean }> = {
  landing: { parent: false, position: false, byline: false },
  terms: { parent: true, position: true, byline: false },
  blog: { parent: false, position: false, byline: true },
};

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, say(m.tooLong)));
const isPosition = (value: unknown) =>
  typeof value === 'number' &&
  Number.isInteger(value) &&
  value >= SITE_CONTENT_LIMITS.positionMin &&
  value <= SITE_CONTENT_LIMITS.positionMax;

/** Each field's rule, the contract's limits and patterns with a message a person can act on. */
export const siteContentSchema = v.object({
  slug: v.pipe(
    v.string(),
    v.nonEmpty(say(m.required)),
    v.maxLength(SITE_CONTENT_LIMITS.slug, say(m.tooLong)),
    v.regex(SLUG_PATTERN, say(m.slug)),
  ),
  title: v.pipe(text(SITE_CONTENT_LIMITS.title), v.nonEmpty(say(m.required))),
  description: text(SITE_CONTENT_LIMITS.description),
  body: v.pipe(v.string(), v.maxLength(SITE_CONTENT_LIMITS.body, say(m.tooLong))),
  position: v.pipe(v.any(), v.check(isPosition, say(m.position))),
  author: text(SITE_CONTENT_LIMITS.author),
  imageUrl: v.pipe(
    text(SITE_CONTENT_LIMITS.imageUrl),
    v.check((url) => url === '' || IMAGE_URL_PATTERN.test(url), say(m.imageUrl)),
  ),
});

/**
 * A title as an address: lower case, accents and ñ to plain letters, every other run of characters one hyphen,
 * cut to the contract's length ("Guía de Antigua, 2026" → "guia-de-antigua-2026").
 */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SITE_CONTENT_LIMITS.slug)
    .replace(/^-+|-+$/g, '');
}

/** The editor's start: the page being changed, or a new draft blog post in Spanish (the kind written most). */
export function initialValuesOf(page: SiteContent | null): SiteContentValues {
  return {
    kind: page?.kind ?? 'blog',
    language: page?.language ?? 'es',
    slug: page?.slug ?? '',
    title: page?.title ?? '',
    description: page?.description ?? '',
    parentSlug: page?.parent_slug ?? '',
    position: page?.position ?? 0,
    author: page?.author ?? '',
    imageUrl: page?.image_url ?? '',
    published: page?.status === 'published',
    body: page?.body ?? '',
  };
}

/** The payload of checked values: only the fields the kind uses, the empty optional ones left out. */
export function toSiteContentInput(values: SiteContentValues): SiteContentInput {
  const uses = FIELDS_OF_KIND[values.kind];
  const author = values.author.trim();
  const imageUrl = values.imageUrl.trim();
  return {
    kind: values.kind,
    language: values.language,
    slug: values.slug,
    title: values.title.trim(),
    description: values.description.trim(),
    body: values.body,
    status: values.published ? 'published' : 'draft',
    parent_slug: uses.parent && values.parentSlug !== '' ? values.parentSlug : null,
    position: uses.position ? Number(values.position) : 0,
    ...(uses.byline && author !== '' ? { author } : {}),
    ...(uses.byline && imageUrl !== '' ? { image_url: imageUrl } : {}),
  };
}

/** The payload's names that are not the editor's (a server 400 names the payload's). */
const FIELD_OF_PAYLOAD: Readonly<Record<string, keyof SiteContentValues>> = {
  parent_slug: 'parentSlug',
  image_url: 'imageUrl',
  status: 'published',
};

/** What a refusal says under the field it names (the server's own words are English). */
const REFUSAL_MESSAGES: Partial<Record<keyof SiteContentValues, MessageDescriptor>> = {
  slug: m.slug,
  parentSlug: m.parent,
  position: m.position,
  imageUrl: m.imageUrl,
};

/** A refusal placed on a field of the editor: which one, and what it says. */
export interface FieldRefusal {
  field: keyof SiteContentValues;
  message: MessageDescriptor;
}

/**
 * The field a refused save is shown on: a 409 naming the slug is the address taken (kind, language and slug are
 * the page's identity); a 400 names the payload's field ('parent_slug', 'title'…). Null when no field can say it
 * (a section with subsections that would stop being one is a 409 of the whole page).
 */
export function fieldRefusalOf(
  failure: { status: number; code: string; field?: string | undefined },
  values: SiteContentValues,
): FieldRefusal | null {
  if (failure.status === 409)
    return failure.field === 'slug' || failure.code === 'slug_taken'
      ? { field: 'slug', message: m.slugTaken }
      : null;
  if (failure.status !== 400 || !failure.field) return null;
  const head = failure.field.split('.')[0] ?? '';
  const field = FIELD_OF_PAYLOAD[head] ?? head;
  if (!(field in values)) return null;
  const known = field as keyof SiteContentValues;
  return { field: known, message: REFUSAL_MESSAGES[known] ?? m.invalid };
}

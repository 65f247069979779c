import { areRequiredStepsComplete, type ProductType, type StepValidate } from './completion.ts';

/**
 * The public page of a product on the marketplace site (SPEC §9 "Preview URL"), keyed by product
 * type: accommodation pages sit under /accommodation, every other public product under
 * /things-to-do. Types without a public page (transport, hotel rooms) are missing on purpose.
 */
const SECTIONS: Partial<Record<ProductType, string>> = {
  1: 'accommodation/vacation-rentals',
  2: 'accommodation/hotels-and-resorts',
  3: 'accommodation/hostels',
  4: 'accommodation/private-rooms',
  5: 'accommodation/unique-stays',
  11: 'things-to-do/tours-and-experiences',
  12: 'things-to-do/tours-and-experiences',
  71: 'things-to-do/tourist-packages',
  16: 'things-to-do/book-a-guide',
  13: 'things-to-do/community-tourism',
  17: 'things-to-do/community-tourism',
  18: 'things-to-do/attractions',
  68: 'things-to-do/gastronomies',
};

export interface PreviewProduct {
  productType: ProductType;
  country: string;
  city: string;
  slug: string | null | undefined;
  stepValidate: StepValidate;
}

/** Why there is no preview link; SPEC §8 gives each its tooltip. */
export type NoPreviewReason =
  /** "Check that every step is complete." */
  | 'incomplete'
  /** "The product must be posted first": it has no slug yet. */
  | 'unpublished'
  /** The type has no public page at all (transport, hotel rooms). */
  | 'noPublicPage';

export type Preview = { path: string; reason: null } | { path: null; reason: NoPreviewReason };

/** Place names as the public site spells them in paths: lower case, no accents, dashes for spaces. */
const asPathSegment = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');

/** The product's public path, e.g. `/guatemala/accommodation/hostels/antigua-guatemala/casa-azul`
 * (the list gives the country by name; the public site keys its pages by it). */
export function previewUrl(product: PreviewProduct): Preview {
  const section = SECTIONS[product.productType];
  if (!section) return { path: null, reason: 'noPublicPage' };
  if (!areRequiredStepsComplete(product.productType, product.stepValidate))
    return { path: null, reason: 'incomplete' };
  if (!product.slug) return { path: null, reason: 'unpublished' };
  const segments = [asPathSegment(product.country), section, asPathSegment(product.city), product.slug];
  // Every part encoded, then joined after the public site's root (the leading empty part).
  const parts = ['', ...segments.flatMap((segment) => segment.split('/'))];
  return { path: parts.map(encodeURIComponent).join('/'), reason: null };
}

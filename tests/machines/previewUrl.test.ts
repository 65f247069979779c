import { describe, expect, it } from 'vitest';
import { requiredSteps } from '../../machines/completion.ts';
import { previewUrl } from '../../machines/previewUrl.ts';
import type { ProductType } from '../../machines/productKinds.ts';

const complete = (type: ProductType) => Object.fromEntries(requiredSteps(type).map((k) => [k, true]));
const product = (productType: ProductType) => ({
  productType,
  country: 'GT',
  city: 'Antigua Guatemala',
  slug: 'casa-azul',
  stepValidate: complete(productType),
});

describe('preview URL (SPEC §9)', () => {
  it.each([
    [1, 'accommodation/vacation-rentals'],
    [2, 'accommodation/hotels-and-resorts'],
    [3, 'accommodation/hostels'],
    [4, 'accommodation/private-rooms'],
    [5, 'accommodation/unique-stays'],
    [11, 'things-to-do/tours-and-experiences'],
    [12, 'things-to-do/tours-and-experiences'],
    [13, 'things-to-do/community-tourism'],
    [16, 'things-to-do/book-a-guide'],
    [17, 'things-to-do/community-tourism'],
    [18, 'things-to-do/attractions'],
    [68, 'things-to-do/gastronomies'],
    [71, 'things-to-do/tourist-packages'],
  ] as const)('type %i opens /gt/%s/{city}/{slug}', (type, section) => {
    expect(previewUrl(product(type))).toEqual({
      path: `/gt/${section}/antigua-guatemala/casa-azul`,
      reason: null,
    });
  });

  it.each([6, 7, 8, 9, 10, 14, 19] as const)('type %i has no public page', (type) => {
    expect(previewUrl(product(type))).toEqual({ path: null, reason: 'noPublicPage' });
  });

  it('asks to complete every step first, even without a slug', () => {
    expect(previewUrl({ ...product(2), stepValidate: { ...complete(2), step7: false }, slug: null })).toEqual(
      {
        path: null,
        reason: 'incomplete',
      },
    );
  });

  it.each([null, undefined, ''])('says a complete product without slug (%j) must be posted first', (slug) => {
    expect(previewUrl({ ...product(18), slug })).toEqual({ path: null, reason: 'unpublished' });
  });

  it('spells places without accents or spaces', () => {
    expect(
      previewUrl({ ...product(68), country: 'El Salvador', city: 'Santa Ana ', slug: 'café' }).path,
    ).toBe('/el-salvador/things-to-do/gastronomies/santa-ana/caf%C3%A9');
  });
});

import { previewUrl } from '../../../machines/previewUrl.ts';
import { isProductType, PRODUCT_SEGMENTS } from '../../../machines/productKinds.ts';
import type { components } from '../../../openapi/schema.d.ts';
import type { Db } from '../../db/database.ts';
import { type Param, prepared } from '../../db/prepared.ts';
import type { LandingSegmentName } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { travelerPriceToday } from './hubProducts.ts';
import { hubName } from './touristHubs.ts';

type PublicLanding = components['schemas']['PublicLanding'];
type PublicLandingProduct = components['schemas']['PublicLandingProduct'];
type Language = components['schemas']['LanguageCode'];
type ProductType = components['schemas']['ProductType'];
type PublicLocation = PublicLanding['locations'][number];

/**
 * A published white landing as travelers see it (SPEC §2: "a public page like the others"). Every visit reads it, so
 * its queries are built once and prepared (server/db/prepared.ts). Products that stopped being published since they
 * were assigned drop out here, at read time; each product's link carries the owner's referral code, so a booking
 * through it counts for the owner (server/modules/referrals).
 */

export const PUBLIC_LANDING_NOT_FOUND = 'The landing does not exist or is not published';

const publishedLandingQuery = prepared((db, param: Param<{ id: string }>) =>
  db
    .selectFrom('white_landings')
    .leftJoin('referral_stats', 'referral_stats.user_id', 'white_landings.owner_id')
    .select([
      'white_landings.id',
      'white_landings.title',
      'white_landings.description',
      'white_landings.language',
      'white_landings.banner_logo',
      'white_landings.banner_xl',
      'white_landings.banner_md',
      'white_landings.banner_xs',
      'referral_stats.promotion_code',
    ])
    .where('white_landings.id', '=', param('id'))
    .where('white_landings.status', '=', 'published'),
);

const locationsQuery = prepared((db, param: Param<{ id: string }>) =>
  db
    .selectFrom('white_landing_locations as l')
    .innerJoin('tourist_hubs as h', 'h.id', 'l.hub_id')
    .select(['l.hub_id', 'l.segments', 'h.name_es', 'h.name_en', 'h.department'])
    .where('l.landing_id', '=', param('id'))
    .orderBy('h.position'),
);

/** The assigned products still published, with what their public page's address is made of. */
const productsQuery = prepared((db, param: Param<{ id: string }>) =>
  db
    .selectFrom('white_landing_products as wlp')
    .innerJoin('products as p', 'p.id', 'wlp.product_id')
    .leftJoin('countries', 'countries.id', 'p.country_id')
    .leftJoin('cities', 'cities.id', 'p.city_id')
    .select([
      'wlp.hub_id',
      'wlp.segment',
      'p.id',
      'p.name',
      'p.product_type',
      'p.commission_model',
      'p.main_picture_url',
      'p.main_picture_name',
      'p.slug',
      'p.step_validate',
      'countries.name_es as country_name',
      'cities.name as city_name',
    ])
    .where('wlp.landing_id', '=', param('id'))
    .where('p.status', '=', 'published')
    .orderBy('p.name')
    .orderBy('p.id'),
);

type ProductRow = Awaited<ReturnType<typeof productsQuery.execute>>[number];

/** The product's public page on the marketplace with the owner's code, or null when it has none yet. */
function linkOf(row: ProductRow, marketplaceUrl: string, code: string | null): string | null {
  if (!isProductType(row.product_type)) return null;
  const preview = previewUrl({
    productType: row.product_type,
    country: row.country_name ?? '',
    city: row.city_name ?? '',
    slug: row.slug,
    stepValidate: row.step_validate,
  });
  if (preview.path === null) return null;
  return code === null
    ? `${marketplaceUrl}${preview.path}`
    : `${marketplaceUrl}${preview.path}?ref=${encodeURIComponent(code)}`;
}

/**
 * The published landing of that id, hubs named in `language` (the landing's own when absent); 404 for a draft or an
 * unknown id alike.
 */
export async function publicLanding(
  db: Db,
  id: string,
  options: { language: Language | undefined; marketplaceUrl: string; today: string },
): Promise<PublicLanding> {
  const landing = await publishedLandingQuery.executeTakeFirst(db, { id });
  if (!landing) throw notFound(PUBLIC_LANDING_NOT_FOUND);
  const language = options.language ?? landing.language;
  const code = landing.promotion_code ?? null;
  const locations = await locationsQuery.execute(db, { id });
  const rows = await productsQuery.execute(db, { id });

  const shown = new Map<string, PublicLandingProduct[]>();
  for (const row of rows) {
    const key = `${row.hub_id}\u0000${row.segment}`;
    const product: PublicLandingProduct = {
      productId: row.id,
      productType: row.product_type as ProductType,
      name: row.name,
      photoUrl: row.main_picture_url,
      price: await travelerPriceToday(db, row, options.today),
      currency: 'USD',
      slug: row.slug,
      link: linkOf(row, options.marketplaceUrl, code),
    };
    shown.set(key, [...(shown.get(key) ?? []), product]);
  }

  const segmentsOf = (hubId: string, segments: readonly LandingSegmentName[]): PublicLocation['segments'] =>
    PRODUCT_SEGMENTS.filter((segment) => segments.includes(segment)).map((segment) => ({
      segment,
      products: shown.get(`${hubId}\u0000${segment}`) ?? [],
    }));

  return {
    _id: landing.id,
    title: landing.title,
    description: landing.description,
    language: landing.language,
    banner_logo: landing.banner_logo,
    banner_xl: landing.banner_xl,
    banner_md: landing.banner_md,
    banner_xs: landing.banner_xs,
    referralCode: code,
    locations: locations.map((location) => ({
      hubId: location.hub_id,
      mainLocation: hubName(location, language),
      department: location.department,
      segments: segmentsOf(location.hub_id, location.segments),
    })),
  };
}

import { randomUUID } from 'node:crypto';
import { isThingsToDoType, THINGS_TO_DO_TYPES } from '../machines/productTypes.ts';
import type { App } from '../server/app.ts';
import type { ProductStatusName } from '../server/db/schema.ts';
import { benchProvider } from './benchApp.ts';

/**
 * The catalogue the list benchmarks measure (`npm run bench` in process, `npm run bench:api` over HTTP): one
 * provider with 10 000 products, stays and things to do in turn (issue 16), with promotions on 20 % of them
 * (issue 14), so the list answers carry promotion tags. One seeding for both, so their numbers speak of the same
 * data.
 */
export const CATALOGUE_PRODUCTS = 10_000;

/** The built stays and the things-to-do family (issue 16): tours are among the 10 000. */
const TYPES = [1, 4, 5, ...THINGS_TO_DO_TYPES] as const;
/** 200 promotions of 10 products each: every fifth product has one (20 %). */
const PROMOTIONS = 200;
const PRODUCTS_PER_PROMOTION = 10;
const PROMOTED_EVERY = 5;
/** Half hidden (drafts pile up), the rest in review or published. */
const STATUSES: ProductStatusName[] = ['hidden', 'hidden', 'hidden', 'revision', 'published', 'published'];
const KINDS = ['Casa', 'Cabaña', 'Villa', 'Apartamento', 'Habitación', 'Domo', 'Loft', 'Finca'];
const PLACES = [
  ['gt-solola', 'gt-solola-panajachel', 'del Lago'],
  ['gt-sacatepequez', 'gt-sacatepequez-antigua-guatemala', 'Colonial'],
  ['gt-izabal', 'gt-izabal-rio-dulce', 'del Río'],
  ['gt-santa-rosa', 'gt-santa-rosa-monterrico', 'de Playa'],
  ['gt-quetzaltenango', 'gt-quetzaltenango-quetzaltenango', 'de Montaña'],
] as const;

export interface SeededCatalogue {
  providerId: string;
  /** A bearer token of the provider, signed with the app's key. */
  token: string;
}

/**
 * Makes the provider and its catalogue in the app's database and says so on the console (two lines: products,
 * then promotions).
 */
export async function seedCatalogue(app: App): Promise<SeededCatalogue> {
  const { db } = app.deps;
  const { providerId, token } = await benchProvider(app, 'bench@example.com');

  const started = performance.now();
  const now = Date.now();
  const productIds: string[] = [];
  for (let from = 0; from < CATALOGUE_PRODUCTS; from += 500) {
    const rows = Array.from({ length: Math.min(500, CATALOGUE_PRODUCTS - from) }, (_, k) => {
      const i = from + k;
      const [state, city, flavour] = PLACES[i % PLACES.length] as (typeof PLACES)[number];
      const steps = 1 + (i % 12);
      const located = steps >= 2;
      const type = TYPES[i % TYPES.length] as number;
      return {
        id: randomUUID(),
        provider_id: providerId,
        product_type: type,
        status: STATUSES[(i * 7) % STATUSES.length] as ProductStatusName,
        name: `${KINDS[i % KINDS.length]} ${flavour} ${i}`,
        title: `${isThingsToDoType(type) ? 'Experiencia' : 'Alojamiento'} ${flavour.toLowerCase()} número ${i}`,
        step_validate: JSON.stringify(
          Object.fromEntries(Array.from({ length: steps }, (_, s) => [`step${s + 1}`, true])),
        ),
        country_id: located ? 'gt' : null,
        state_id: located ? state : null,
        city_id: located ? city : null,
        real_address: located ? `Calle ${i}` : '',
        main_picture_url: steps >= 6 ? `/files/bench-${i}.png` : null,
        main_picture_name: steps >= 6 ? `bench-${i}.png` : null,
        created_at: new Date(now - i * 60_000),
        updated_at: new Date(now - i * 30_000),
      };
    });
    await db.insertInto('products').values(rows).execute();
    productIds.push(...rows.map((r) => r.id));
  }
  console.info(
    `Seeded ${CATALOGUE_PRODUCTS} products of one provider in ${Math.round(performance.now() - started)} ms.`,
  );

  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
  const promotionRows = Array.from({ length: PROMOTIONS }, (_, k) => {
    // Mixed: every type; one in ten disabled, one in five scheduled (half of them shown already), one in six ended.
    const ended = k % 6 === 5;
    const scheduled = k % 5 === 1;
    return {
      id: randomUUID(),
      provider_id: providerId,
      promotion_type: 1 + (k % 4),
      percent_discount: 5 + (k % 20),
      start_date: ended ? day(-20) : day(k % 30),
      end_date: ended ? day(-2) : day(30 + (k % 60)),
      assigned_check: k % 10 === 7 ? 2 : scheduled ? 3 : 1,
      date_show_promotion: scheduled ? day(k % 2 === 0 ? 0 : 5) : null,
    };
  });
  await db.insertInto('promotions').values(promotionRows).execute();
  const assignments = promotionRows.flatMap((promotion, k) =>
    Array.from({ length: PRODUCTS_PER_PROMOTION }, (_, j) => ({
      promotion_id: promotion.id,
      product_id: productIds[(k * PRODUCTS_PER_PROMOTION + j) * PROMOTED_EVERY] as string,
    })),
  );
  for (let from = 0; from < assignments.length; from += 500) {
    await db
      .insertInto('promotion_products')
      .values(assignments.slice(from, from + 500))
      .execute();
  }
  console.info(
    `Assigned ${PROMOTIONS} promotions to ${assignments.length} products (${(100 * assignments.length) / CATALOGUE_PRODUCTS} %).`,
  );
  return { providerId, token };
}

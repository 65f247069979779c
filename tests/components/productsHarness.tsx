import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { getSession, type Session, setSession, updateSessionUser } from '../../src/api/session.ts';
import { captchaSolution, freshEmail, mailedLink } from './authHarness.tsx';

/*
 * Products of the products-screen tests are made through the real API by a provider of their own, so
 * test files running side by side (and the demo data other suites lean on) never see each other's changes.
 */

type StayType = 1 | 4 | 5;

/** A property kind of each stay type's catalogue (migration productReferenceData). */
const PROPERTY_OF: Record<StayType, string> = { 1: 'house', 4: 'room_in_house', 5: 'dome' };

/** The smallest PNG: one transparent pixel. */
const PNG_1X1 = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

let counter = 0;
/** A product name no other test uses. */
export const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}${counter++}`;

/** A new verified account of the given sign-up role (2-8), signed in; answers its email. */
export async function newAccount(tag: string, role: 2 | 3 | 4 | 5 | 6 | 7 | 8): Promise<string> {
  const email = freshEmail(tag);
  const captcha = await captchaSolution();
  unwrap(
    await api.POST('/users/register', {
      body: {
        email,
        password: 'Secreto123',
        first_name: 'Prueba',
        last_name: 'Productos',
        country: 'gt',
        confirm: true,
        language_code: 'es',
        role,
        captcha,
      },
    }),
  );
  const secret = (await mailedLink(email)).searchParams.get('secret') ?? '';
  const { token, user } = unwrap(await api.POST('/users/verify-account', { body: { secret } }));
  setSession({ token, user });
  return email;
}

/**
 * A new verified provider (role 2) signed in. With `complete`, a company whose business profile is
 * saved, so its basic profile is complete and it may publish.
 */
export async function newProvider(tag: string, { complete }: { complete: boolean }): Promise<Session> {
  const email = await newAccount(tag, 2);
  if (complete) {
    unwrap(await api.PUT('/users/business-category', { body: { business_category: 'company' } }));
    const languages = unwrap(
      await api.GET('/api/catalog/languages', { params: { query: { language_code: 'es' } } }),
    );
    updateSessionUser(
      unwrap(
        await api.PUT('/users/business-profile', {
          body: {
            name: `Empresa ${tag}`,
            email,
            phones: [{ country_code: 'gt', phone_number: '5555 1234', whatsapp: true }],
            fundation_date: '2015-04-01',
            languages: [languages[0]!._id],
          },
        }),
      ),
    );
  }
  const session = getSession();
  if (!session) throw new Error('no session');
  return session;
}

/** A new hidden product of the signed-in provider, with only its information step saved. */
export async function createProduct(name: string, type: StayType = 1): Promise<string> {
  const saved = unwrap(
    await api.POST('/api/accommodation', {
      params: { query: { product_type: type, language_code: 'es' } },
      body: {
        type_of_property: `property_type:${type}:${PROPERTY_OF[type]}`,
        name,
        title: `${name}: título`,
        description: 'Creado por las pruebas de la lista de productos.',
        commission_model: 1,
      },
    }),
  );
  return saved._id;
}

/** Saves every remaining step of a stay product, as its wizard would, so it reaches 100 %. */
export async function completeSteps(id: string, type: StayType = 1) {
  const path = { id, type } as const;
  const general = { params: { path: { id, type, languageCode: 'es' as const } } };
  unwrap(
    await api.PUT('/api/accommodation/location/{id}', {
      params: { path: { id } },
      body: {
        country: 'gt',
        state: 'gt-solola',
        city: 'gt-solola-panajachel',
        real_address: 'Calle Santander 10',
        latitude: 14.74,
        length: -91.16,
      },
    }),
  );
  unwrap(
    await api.PUT('/api/accommodation/features/{id}', {
      params: { path: { id } },
      body: {
        distribution_of_level: true,
        flat_surface: true,
        exclusive: type !== 4,
        auto_booking: false,
        areas_house: type === 4 ? 2 : 1,
      },
    }),
  );
  unwrap(
    await api.PUT('/api/accommodation/bedrooms/{id}', {
      params: { path: { id } },
      body: {
        capacity_of_people: 2,
        no_bedroom: 1,
        no_bathroom: 1,
        total_bed: 1,
        bedrooms: [{ beds: [{ type_of_bed_id: 'bed:queen', no_bed: 1 }] }],
        ...(type === 4 ? { bathroom_id: 'bathroom:private' } : {}),
      },
    }),
  );
  unwrap(
    await api.PUT('/api/accommodation/amenities/{id}', {
      params: { path: { id } },
      body: { assigned: ['amenity:amenities:wifi'] },
    }),
  );
  const picture = new FormData();
  picture.append('file', new File([PNG_1X1], 'principal.png', { type: 'image/png' }));
  unwrap(
    await api.PUT('/api/accommodation/main-picture/{type}/{id}', {
      params: { path },
      body: { file: '' },
      bodySerializer: () => picture,
    }),
  );
  unwrap(await api.PUT('/api/accommodation/multimedia/{type}/{id}', { params: { path } }));
  unwrap(
    await api.PUT('/api/accommodation/booking/{id}/{type}', {
      params: { path },
      body: {
        before_booking: 1,
        check_in_time_start: '15:00',
        check_in_time_end: '20:00',
        check_out_time: '11:00',
        extra_person: false,
        early_arrival_time: false,
        late_arrival_time: false,
      },
    }),
  );
  unwrap(
    await api.PUT('/api/general/custom-policies/{id}/{type}/{languageCode}', {
      ...general,
      body: {
        cancellation_policy: 'flexible',
        custom_percent: 100,
        custom_no_days: 45,
        changes_in_reservation: true,
      },
    }),
  );
  unwrap(
    await api.PUT('/api/accommodation/price/{id}/{type}', {
      params: { path, query: { language_code: 'es' } },
      body: {
        type_of_term: 0,
        min_night: 1,
        base_price: 110,
        weekend_price: 132,
        commission_model: 1,
        extra_fee: [],
      },
    }),
  );
  unwrap(
    await api.PUT('/api/general/custom-terms/{id}/{type}/{languageCode}', {
      ...general,
      body: { custom_terms: [{ custom_term: 'No se permiten fiestas.' }] },
    }),
  );
  unwrap(
    await api.PUT('/api/general/networks-channels/{id}/{type}/{languageCode}', {
      ...general,
      body: { social_networks: ['social_network:instagram'], sell_channels: [] },
    }),
  );
  unwrap(
    await api.PUT('/api/general/agreement/{id}/{type}', {
      params: { path },
      body: { use_terms_agreement: true },
    }),
  );
}

/** Sends a complete product to review through the status PUT (the switch's call). */
export async function sendToReview(id: string, type: StayType = 1) {
  unwrap(
    await api.PUT('/api/accommodation/status/{id}', {
      params: { path: { id } },
      body: { product_type: type, status: 2 },
    }),
  );
}

/** Reads a product as the signed-in account sees it. */
export const readProduct = async (id: string) =>
  unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));

/** The legend opens by itself on a first visit; tests that are not about it mark it as seen. */
export const legendSeen = () => localStorage.setItem('portal.productStatusLegendSeen', '1');

/**
 * jsdom has no IntersectionObserver. This one records what it observes and lets a test bring the
 * observed elements into view, as scrolling to the end of the list would.
 */
const observers = new Set<{ callback: IntersectionObserverCallback; elements: Set<Element> }>();
export function installIntersectionObserver() {
  class FakeIntersectionObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  Object.defineProperty(globalThis, 'IntersectionObserver', {
    writable: true,
    value: FakeIntersectionObserver,
  });
}

/** Every observed element comes into view. */
export function scrollObservedIntoView() {
  for (const { callback, elements } of observers) {
    const entries = [...elements].map(
      (target) =>
        ({ target, isIntersecting: true, intersectionRatio: 1 }) as unknown as IntersectionObserverEntry,
    );
    if (entries.length > 0) callback(entries, {} as IntersectionObserver);
  }
}

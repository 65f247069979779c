/**
 * The portal's pages `npm run bench:web` measures, and the demo provider's session the signed-in ones load with.
 * Each signed-in page names the API call it makes only when the session held (read from its route's loader or
 * its view's queries), so a run that lost the session fails instead of measuring the sign-in page.
 */
import { PRODUCT_KINDS, PRODUCT_TYPE } from '../../machines/productKinds.ts';
import { hasCalendar } from '../../machines/productTypes.ts';
import { WIZARD_STEPS } from '../../machines/wizardSteps.ts';
import { DEMO_PASSWORD } from '../../server/db/seed.ts';
import { SITE_BLOG } from '../../server/db/siteSeedContent.ts';
import type { Target } from './pageLoad.ts';

const rendered = (target: Target): Target => ({ ...target, serverRendered: true });

/** A company provider with a complete profile and demo products of several kinds (server/db/seed.ts). */
const DEMO_PROVIDER = 'empresa@demo.gt';

/**
 * The language a first visit draws in (the app's default, src/i18n/i18n.ts): the calendar asks for its days in
 * it.
 */
const FIRST_VISIT_LANGUAGE = 'es';

/** The kind whose calendar and wizard step are measured: the first kind of the wizards, with a nightly calendar. */
const MEASURED_TYPE = PRODUCT_TYPE.vacationRental;

export interface PortalPages {
  /** The session as the app keeps it (src/api/session.ts): token and user, as JSON. */
  session: string;
  pages: Target[];
}

export async function portalPages(appUrl: string): Promise<PortalPages> {
  const { token, user } = await signIn(appUrl);
  const productId = await demoProduct(appUrl, token);
  const wizard = PRODUCT_KINDS[MEASURED_TYPE].wizard;
  const firstStep = WIZARD_STEPS[wizard][0];
  if (!hasCalendar(MEASURED_TYPE))
    throw new Error(`Product type ${MEASURED_TYPE} has no calendar to measure`);
  // The report names a product's page by its route, not by the demo product's id.
  const page = (path: string, provenBy?: string, name = path): Target => ({
    name,
    url: `${appUrl}${path}`,
    ...(provenBy ? { signedIn: { provenBy } } : {}),
  });
  const pages = [
    page('/login'),
    // The public pages the server renders (issue 31): home, a landing and a blog post.
    rendered(page('/')),
    rendered(page('/providers')),
    rendered(page(`/blog/${SITE_BLOG[0]!.slug}`, undefined, '/blog/:slug')),
    // The four figures of the control panel (StatCards).
    page('/dashboard', '/users/business-stats'),
    // The product list (productQueries.ts).
    page('/my-products', '/api/products'),
    // The days the calendar's loader waits for (availabilityQueries.ts).
    page(
      `/calendar/${productId}/${MEASURED_TYPE}`,
      `/api/accommodation/availability/${productId}/${FIRST_VISIT_LANGUAGE}`,
      `/calendar/:id/${MEASURED_TYPE}`,
    ),
    // The step's own record, which its form is filled from (InformationStep.tsx's `load`).
    page(
      `/${wizard}/${firstStep}/${productId}`,
      `/api/accommodation/${productId}`,
      `/${wizard}/${firstStep}/:id`,
    ),
    // The thread list the page's loader waits for (messagesPageData.ts).
    page('/message', '/api/chat/conversation'),
  ];
  return { session: JSON.stringify({ token, user }), pages };
}

async function signIn(appUrl: string): Promise<{ token: string; user: unknown }> {
  const res = await fetch(`${appUrl}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_PROVIDER, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${DEMO_PROVIDER}: ${res.status}`);
  return (await res.json()) as { token: string; user: unknown };
}

/** The id of the demo provider's first product of MEASURED_TYPE, as its product list gives it. */
async function demoProduct(appUrl: string, token: string): Promise<string> {
  const url = `${appUrl}/api/products?product_type=${MEASURED_TYPE}&results=1`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  const { data } = (await res.json()) as { data: { _id: string; product_type: number }[] };
  const product = data.find((p) => p.product_type === MEASURED_TYPE);
  if (!product) throw new Error(`${DEMO_PROVIDER} has no product of type ${MEASURED_TYPE} to measure`);
  return product._id;
}

import { SITE_BLOG, SITE_LANDINGS } from '../server/db/siteSeedContent.ts';
import { expect, test } from './fixtures.ts';
import { watch } from './pageWatch.ts';

/**
 * The public pages are rendered on the server (issue 31, deliverable 4): what a search engine, a link preview or
 * `curl` gets is the page's HTML — heading, text, head tags — and a person without JavaScript reads it and follows
 * its links; with JavaScript the browser hydrates the server's markup (the same elements, no error) and the page
 * works.
 */

const providers = SITE_LANDINGS.find((page) => page.slug === 'providers')!;
const post = SITE_BLOG[0]!;

/** The text of a page's Markdown body, its first paragraph that is plain words. */
const firstPlainParagraph = (body: string) =>
  body.split('\n\n').find((block) => /^[A-ZÁÉÍÓÚ¿¡]/.test(block) && !/[*[\]#`]/.test(block))!;

const htmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

test('the providers landing and a blog post answer a plain request with their HTML and Open Graph tags', async ({
  request,
}) => {
  // What curl sends: no Accept: text/html, no cookie.
  const landing = await request.get('/providers', { headers: { accept: '*/*' } });
  expect(landing.status()).toBe(200);
  expect(landing.headers()['content-type']).toContain('text/html');
  const landingHtml = await landing.text();
  expect(landingHtml).toMatch(new RegExp(`<h1[^>]*>${htmlText(providers.es.title)}</h1>`));
  expect(landingHtml).toContain(htmlText(providers.es.description));
  expect(landingHtml).toContain(`<meta property="og:title" content="${htmlText(providers.es.title)}" />`);
  expect(landingHtml).toContain(
    `<meta property="og:description" content="${htmlText(providers.es.description)}" />`,
  );
  expect(landingHtml).toMatch(/<meta property="og:url" content="http:\/\/[^"]+\/providers" \/>/);
  expect(landingHtml).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/providers" \/>/);
  expect(landingHtml).toContain(`<title>${htmlText(providers.es.title)} · Portal de proveedores</title>`);

  const article = await request.get(`/blog/${post.slug}`, { headers: { accept: '*/*' } });
  expect(article.status()).toBe(200);
  const articleHtml = await article.text();
  expect(articleHtml).toMatch(new RegExp(`<h1[^>]*>${htmlText(post.es.title)}</h1>`));
  expect(articleHtml).toContain(htmlText(firstPlainParagraph(post.es.body)));
  expect(articleHtml).toContain('<meta property="og:type" content="article" />');
  expect(articleHtml).toContain(`<meta property="og:title" content="${htmlText(post.es.title)}" />`);
  expect(articleHtml).toContain(`<meta name="description" content="${htmlText(post.es.description)}" />`);

  // In the language the visitor chose in the app (its cookie).
  const english = await request.get('/providers', { headers: { cookie: 'portal_language=en' } });
  const englishHtml = await english.text();
  expect(englishHtml).toContain('<html lang="en"');
  expect(englishHtml).toMatch(new RegExp(`<h1[^>]*>${htmlText(providers.en.title)}</h1>`));

  // A post that does not exist: a 404 that says so, kept out of search engines.
  const missing = await request.get('/blog/no-existe-este-articulo');
  expect(missing.status()).toBe(404);
  const missingHtml = await missing.text();
  expect(missingHtml).toContain('Esta página no existe');
  expect(missingHtml).toContain('<meta name="robots" content="noindex" />');
});

test('with JavaScript off a visitor reads a post and follows its link back to the blog', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.es.title })).toBeVisible();
  await expect(page.getByText(firstPlainParagraph(post.es.body))).toBeVisible();
  await page.getByRole('link', { name: 'Volver al blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page.getByRole('link', { name: post.es.title }).first()).toBeVisible();
  await context.close();
});

test('the browser hydrates the server-drawn landing: the same elements, no error, and it works', async ({
  page,
}) => {
  const { problems } = watch(page);
  // The app's code waits until the server's markup has been marked, so hydration is observed, not raced.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/providers', { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1, name: providers.es.title });
  await expect(heading).toBeVisible();
  // A mark on the element itself (not an attribute, which hydration would find changed).
  await heading.evaluate((element) => Object.assign(element, { drawnByServer: true }));
  release();
  // Hydrated: the contact button, a React handler, opens the dialog.
  await page.getByRole('button', { name: 'Contáctanos' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // Hydration kept the server's element (a redraw would have replaced it).
  expect(await heading.evaluate((element) => 'drawnByServer' in element)).toBe(true);
  expect(problems).toEqual([]);
});

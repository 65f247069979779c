import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { bearer, DEMO, loginAs, startTestApp, type TestApp } from './testApp.ts';

type SiteContent = components['schemas']['SiteContent'];
type SiteContentInput = components['schemas']['SiteContentInput'];
type SitePage = components['schemas']['SitePage'];
type BlogPage = components['schemas']['BlogPage'];
type TermsMenu = components['schemas']['TermsMenu'];

/*
 * The public site (issue 31) on the real app: the seeded pages read as a visitor reads them, and the operator's
 * content screen writing pages of its own (each test makes its pages under slugs no other test uses). The app
 * serves a built app's page too, so the sitemap is seen winning over the page fallback.
 */

const CONTENT = '/api/site/content';
const ORIGIN = 'http://portal.test'; // testApp's PUBLIC_URL

let app: TestApp;
let operator: string;
let provider: string;
const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-site-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(staticDir, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  app = await startTestApp({ staticDir });
  operator = await loginAs(app, 'soporte@demo.gt');
  provider = await loginAs(app, DEMO.company);
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(staticDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
  app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** A slug no other test uses. */
const unique = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/** A page as the content screen sends it: a Spanish blog draft unless told otherwise. */
const pageInput = (overrides: Partial<SiteContentInput> = {}): SiteContentInput => ({
  slug: unique('prueba'),
  kind: 'blog',
  language: 'es',
  title: 'Una página de prueba',
  description: 'Escrita por las pruebas.',
  body: '## Una sección\n\nUn párrafo de prueba.',
  status: 'draft',
  ...overrides,
});

async function create(input: SiteContentInput): Promise<SiteContent> {
  const res = await call('POST', CONTENT, operator, input);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function update(id: string, input: SiteContentInput): Promise<SiteContent> {
  const res = await call('PUT', `${CONTENT}/${id}`, operator, input);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function publicPage(kind: string, slug: string, language = 'es'): Promise<SitePage> {
  const res = await get(`/api/site/pages/${kind}/${slug}?language=${language}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function blog(page: number, language = 'es'): Promise<BlogPage> {
  const res = await get(`/api/site/blog?page=${page}&language=${language}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function terms(language = 'es'): Promise<TermsMenu> {
  const res = await get(`/api/site/terms?language=${language}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The operator's list, as the content screen reads it. */
async function contentList(query = ''): Promise<SiteContent[]> {
  const res = await call('GET', `${CONTENT}${query}`, operator);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the public pages', () => {
  it('answers a landing in Spanish by default and in English when asked, its Markdown rendered', async () => {
    const es = await publicPage('landing', 'providers');
    expect(es).toMatchObject({ slug: 'providers', kind: 'landing', language: 'es' });
    expect(es.title).toBe('Publica tus servicios turísticos gratis');
    expect(es.html).toContain('<h2>Por qué publicar con nosotros</h2>');
    expect(es.html).toContain('10 %');
    expect(es.html).toContain('15 %');
    expect(es.reading_minutes).toBeGreaterThanOrEqual(1);
    const byDefault = await get('/api/site/pages/landing/providers');
    expect(byDefault.json().title).toBe(es.title);

    const en = await publicPage('landing', 'providers', 'en');
    expect(en.title).toBe('List your tourism services for free');
    expect(en.html).toContain('<h2>Why list with us</h2>');
  });

  it('seeds every landing of SPEC §2 and the privacy notice with the headings the app had', async () => {
    for (const slug of ['home', 'providers', 'advertising', 'influencers', 'become-an-agent']) {
      for (const language of ['es', 'en']) {
        const page = await publicPage('landing', slug, language);
        expect(page.description.length, `${slug} ${language}`).toBeGreaterThan(40);
        expect(page.html, `${slug} ${language}`).toMatch(/<h2>/);
      }
    }
    const privacy = await publicPage('terms', 'privacy');
    expect(privacy.title).toBe('Aviso de privacidad');
    expect(privacy.html).toContain('<h2>Qué datos tratamos</h2>');
    expect(privacy.html).toContain('<h2>Cambios a este aviso</h2>');
    expect(privacy.html).not.toContain('<h1>');
    const notice = await publicPage('terms', 'privacy', 'en');
    expect(notice.title).toBe('Privacy notice');
    expect(notice.html).toContain('<h2>What data we handle</h2>');
    const agents = await publicPage('landing', 'become-an-agent');
    expect(agents.html).toContain('<table>');
    expect(agents.html).toMatch(/Bronce.*\$1000.*3 %/s);
  });

  it('answers 404 for a draft and for a page that is not there', async () => {
    const draft = await create(pageInput());
    expect((await get(`/api/site/pages/blog/${draft.slug}`)).statusCode).toBe(404);
    const missing = await get('/api/site/pages/blog/no-existe-esta-pagina');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'not_found' });
    // Published in Spanish only: there is no English page at that address.
    const spanish = await create(pageInput({ status: 'published' }));
    expect((await get(`/api/site/pages/blog/${spanish.slug}?language=en`)).statusCode).toBe(404);
  });

  it('answers 400 for an address that is no slug, an unknown kind or language', async () => {
    for (const url of [
      '/api/site/pages/blog/Con_Mayusculas',
      '/api/site/pages/blog/guion-final-',
      `/api/site/pages/blog/${'a'.repeat(81)}`,
      '/api/site/pages/news/providers',
      '/api/site/pages/landing/providers?language=fr',
      '/api/site/blog?page=0',
      '/api/site/blog?page=dos',
      '/api/site/terms?language=pt',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ status: 400 });
    }
  });

  it('shows raw HTML as text and keeps only web, mail and site links', async () => {
    const body = [
      '## Título',
      '<script>alert("x")</script>',
      '<img src=x onerror="alert(1)">',
      '[malo](javascript:alert(1)) [datos](data:text/html;base64,PHNjcmlwdD4=) [fuera](//otro.example/x)',
      '[web](https://www.visitguatemala.com) [correo](mailto:hola@portal.test) [sitio](/providers) [ancla](#arriba)',
    ].join('\n\n');
    const page = await create(pageInput({ status: 'published', body }));
    const { html } = await publicPage('blog', page.slug);
    expect(html).not.toContain('<script');
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).not.toContain('href="//');
    expect(html).toContain('[malo](javascript:alert(1))');
    expect(html).toContain('href="https://www.visitguatemala.com"');
    expect(html).toContain('href="mailto:hola@portal.test"');
    expect(html).toContain('href="/providers"');
    expect(html).toContain('href="#arriba"');

    const preview = await call('POST', '/api/site/preview', operator, { body });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ html });
  });

  it('counts reading minutes at 200 words a minute, never fewer than one', async () => {
    const short = await create(pageInput({ status: 'published', body: 'Hola.' }));
    expect((await publicPage('blog', short.slug)).reading_minutes).toBe(1);
    const long = await create(pageInput({ status: 'published', body: 'palabra '.repeat(401) }));
    expect((await publicPage('blog', long.slug)).reading_minutes).toBe(3);
  });
});

describe('the blog', () => {
  it('lists 12 posts a page, newest publication first, with the total and the pages', async () => {
    const first = await blog(1);
    expect(first.total).toBeGreaterThanOrEqual(14);
    expect(first.pages).toBe(Math.ceil(first.total / 12));
    expect(first.page).toBe(1);
    expect(first.items).toHaveLength(12);
    const dates = first.items.map((item) => item.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of first.items) expect(item.reading_minutes).toBeGreaterThanOrEqual(1);

    const second = await blog(2);
    expect(second.page).toBe(2);
    expect(second.items).toHaveLength(Math.min(12, first.total - 12));
    const firstSlugs = new Set(first.items.map((item) => item.slug));
    expect(second.items.filter((item) => firstSlugs.has(item.slug))).toEqual([]);
    expect(second.items[0]!.published_at <= first.items.at(-1)!.published_at).toBe(true);

    const beyond = await blog(first.pages + 1);
    expect(beyond).toMatchObject({ items: [], total: first.total, pages: first.pages });
  });

  it('puts a newly published post first, in its language only; a draft not at all', async () => {
    const before = await blog(1);
    const english = await blog(1, 'en');
    await create(pageInput({ title: 'Borrador que no se ve' }));
    const post = await create(pageInput({ status: 'published', title: 'La novedad de la semana' }));
    const after = await blog(1);
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ slug: post.slug, title: 'La novedad de la semana' });
    expect(after.items[0]!.published_at).toBe(post.published_at);
    expect((await blog(1, 'en')).total).toBe(english.total);
  });

  it('seeds the same posts in both languages, under the same addresses', async () => {
    const es = await contentList('?kind=blog&language=es');
    const en = await contentList('?kind=blog&language=en');
    const seeded = (pages: SiteContent[]) =>
      pages.filter((page) => !page.slug.startsWith('prueba-')).map((page) => page.slug);
    expect(seeded(es)).toHaveLength(14);
    expect(new Set(seeded(en))).toEqual(new Set(seeded(es)));
    for (const post of [...es, ...en].filter((page) => !page.slug.startsWith('prueba-'))) {
      expect(post.status, post.slug).toBe('published');
      expect(post.author, post.slug).toBeTruthy();
    }
  });
});

describe('the terms menu', () => {
  it('lists the sections by position, each with its subsections by position', async () => {
    const { sections } = await terms();
    expect(sections.slice(0, 3).map((s) => [s.slug, s.position])).toEqual([
      ['privacy', 1],
      ['conditions', 2],
      ['cookies', 3],
    ]);
    const conditions = sections.find((s) => s.slug === 'conditions');
    expect(conditions?.title).toBe('Condiciones para proveedores');
    expect(conditions?.children).toEqual([
      { slug: 'payments', title: 'Pagos', position: 1 },
      { slug: 'cancellations', title: 'Cancelaciones', position: 2 },
    ]);
    const english = await terms('en');
    expect(english.sections.find((s) => s.slug === 'conditions')?.children.map((c) => c.title)).toEqual([
      'Payouts',
      'Cancellations',
    ]);
  });

  it('adds a published subsection in its place, and no draft', async () => {
    const section = await create(
      pageInput({ kind: 'terms', slug: unique('seccion'), status: 'published', position: 900 }),
    );
    const later = await create(
      pageInput({
        kind: 'terms',
        parent_slug: section.slug,
        status: 'published',
        position: 5,
        title: 'Segunda',
      }),
    );
    const sooner = await create(
      pageInput({
        kind: 'terms',
        parent_slug: section.slug,
        status: 'published',
        position: 1,
        title: 'Primera',
      }),
    );
    await create(pageInput({ kind: 'terms', parent_slug: section.slug, title: 'Borrador' }));
    const { sections } = await terms();
    expect(sections.at(-1)?.slug).toBe(section.slug);
    expect(sections.at(-1)?.children.map((c) => c.slug)).toEqual([sooner.slug, later.slug]);
    const page = await publicPage('terms', later.slug);
    expect(page.parent_slug).toBe(section.slug);
  });
});

describe("the operator's content", () => {
  it('writes a draft, lists it first, and publishes it once', async () => {
    const input = pageInput({ author: '  Ana Sicán ', image_url: '/files/portada.webp' });
    const draft = await create(input);
    expect(draft).toMatchObject({
      slug: input.slug,
      status: 'draft',
      published_at: null,
      author: 'Ana Sicán',
      image_url: '/files/portada.webp',
      parent_slug: null,
      position: 0,
    });
    expect((await contentList())[0]?._id).toBe(draft._id);
    expect((await contentList('?kind=blog&language=es')).some((p) => p._id === draft._id)).toBe(true);
    expect((await contentList('?kind=terms')).some((p) => p._id === draft._id)).toBe(false);
    expect((await contentList('?language=en')).some((p) => p._id === draft._id)).toBe(false);

    const published = await update(draft._id, { ...input, status: 'published' });
    expect(published.published_at).not.toBeNull();
    expect((await publicPage('blog', input.slug)).published_at).toBe(published.published_at);

    const edited = await update(draft._id, { ...input, status: 'published', title: 'Título corregido' });
    expect(edited.published_at).toBe(published.published_at);
    expect(edited.updated_at > published.updated_at).toBe(true);
    expect((await publicPage('blog', input.slug)).title).toBe('Título corregido');

    const unpublished = await update(draft._id, { ...input, status: 'draft' });
    expect(unpublished.published_at).toBe(published.published_at);
    expect((await get(`/api/site/pages/blog/${input.slug}`)).statusCode).toBe(404);
    const again = await update(draft._id, { ...input, status: 'published' });
    expect(again.published_at).toBe(published.published_at);
  });

  it('refuses a second page at the same address with 409 on the slug; another language or kind may have it', async () => {
    const page = await create(pageInput());
    const twin = await call('POST', CONTENT, operator, pageInput({ slug: page.slug }));
    expect(twin.statusCode).toBe(409);
    expect(twin.json()).toMatchObject({ status: 409, code: 'slug_taken', field: 'slug' });
    await create(pageInput({ slug: page.slug, language: 'en' }));
    await create(pageInput({ slug: page.slug, kind: 'landing' }));

    const other = await create(pageInput());
    const renamed = await call('PUT', `${CONTENT}/${other._id}`, operator, pageInput({ slug: page.slug }));
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ code: 'slug_taken', field: 'slug' });
  });

  it('takes a parent only for terms, naming a section of the same language (400 on parent_slug)', async () => {
    const spanishOnly = await create(pageInput({ kind: 'terms', slug: unique('solo-es') }));
    const refused = [
      pageInput({ kind: 'blog', parent_slug: 'conditions' }),
      pageInput({ kind: 'landing', parent_slug: 'conditions' }),
      pageInput({ kind: 'terms', language: 'en', parent_slug: spanishOnly.slug }),
      pageInput({ kind: 'terms', parent_slug: 'no-existe' }),
      // A subsection is no section: the menu has two levels.
      pageInput({ kind: 'terms', parent_slug: 'payments' }),
    ];
    for (const input of refused) {
      const res = await call('POST', CONTENT, operator, input);
      expect(res.statusCode, JSON.stringify(input)).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, field: 'parent_slug' });
    }
    const itself = await call('PUT', `${CONTENT}/${spanishOnly._id}`, operator, {
      ...pageInput({ kind: 'terms', slug: spanishOnly.slug }),
      parent_slug: spanishOnly.slug,
    });
    expect(itself.statusCode).toBe(400);
    expect(itself.json()).toMatchObject({ field: 'parent_slug' });
    const child = await create(pageInput({ kind: 'terms', parent_slug: spanishOnly.slug }));
    expect(child.parent_slug).toBe(spanishOnly.slug);
  });

  it('keeps a section with subsections one: 409 to delete it or make it something else; renamed, they follow', async () => {
    const sectionInput = pageInput({
      kind: 'terms',
      slug: unique('seccion'),
      status: 'published',
      position: 950,
    });
    const section = await create(sectionInput);
    const child = await create(pageInput({ kind: 'terms', parent_slug: section.slug, status: 'published' }));

    const deleting = await call('DELETE', `${CONTENT}/${section._id}`, operator);
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json()).toMatchObject({ status: 409, code: 'has_subsections' });
    for (const change of [
      { kind: 'blog' as const },
      { language: 'en' as const },
      { parent_slug: 'conditions' },
    ]) {
      const res = await call('PUT', `${CONTENT}/${section._id}`, operator, { ...sectionInput, ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(res.json()).toMatchObject({ code: 'has_subsections' });
    }

    const newSlug = unique('seccion-nueva');
    await update(section._id, { ...sectionInput, slug: newSlug });
    const moved = (await contentList('?kind=terms&language=es')).find((p) => p._id === child._id);
    expect(moved?.parent_slug).toBe(newSlug);
    expect((await terms()).sections.find((s) => s.slug === newSlug)?.children.map((c) => c.slug)).toEqual([
      child.slug,
    ]);

    expect((await call('DELETE', `${CONTENT}/${child._id}`, operator)).statusCode).toBe(204);
    const gone = await call('DELETE', `${CONTENT}/${section._id}`, operator);
    expect(gone.statusCode).toBe(204);
    expect(gone.body).toBe('');
    expect((await get(`/api/site/pages/terms/${newSlug}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${CONTENT}/${section._id}`, operator)).statusCode).toBe(404);
  });

  it('answers 404 for an id that is not there', async () => {
    const id = randomUUID();
    const put = await call('PUT', `${CONTENT}/${id}`, operator, pageInput());
    expect(put.statusCode).toBe(404);
    expect(put.json()).toMatchObject({ status: 404, code: 'not_found' });
    expect((await call('DELETE', `${CONTENT}/${id}`, operator)).statusCode).toBe(404);
  });

  it('is the operator’s alone: 403 to a provider, 401 signed out', async () => {
    const page = await create(pageInput());
    const operations: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', CONTENT],
      ['POST', CONTENT, pageInput()],
      ['PUT', `${CONTENT}/${page._id}`, pageInput({ slug: page.slug, title: 'Cambiado por otro' })],
      ['DELETE', `${CONTENT}/${page._id}`],
      ['POST', '/api/site/preview', { body: '## Hola' }],
    ];
    for (const [method, url, payload] of operations) {
      const forbidden = await call(method, url, provider, payload);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json()).toMatchObject({ status: 403, code: 'forbidden' });
      const signedOut = await call(method, url, undefined, payload);
      expect(signedOut.statusCode, `${method} ${url}`).toBe(401);
    }
    const still = (await contentList()).find((p) => p._id === page._id);
    expect(still?.title).toBe(page.title);
  });

  it('answers a malformed body with a 4xx, never a 5xx', async () => {
    const page = await create(pageInput());
    const bodies: unknown[] = [
      {},
      { ...pageInput(), slug: 'Con Espacios' },
      { ...pageInput(), kind: 'news' },
      { ...pageInput(), language: 'fr' },
      { ...pageInput(), status: 'archived' },
      { ...pageInput(), title: '   ' },
      { ...pageInput(), title: 'x'.repeat(121) },
      { ...pageInput(), description: 'x'.repeat(301) },
      { ...pageInput(), body: 'x'.repeat(50_001) },
      { ...pageInput(), position: -1 },
      { ...pageInput(), position: 1.5 },
      { ...pageInput(), parent_slug: 7 },
      { ...pageInput(), image_url: 'javascript:alert(1)' },
      { ...pageInput(), author: 'x'.repeat(81) },
      { ...pageInput(), unknown: true },
      { ...pageInput(), title: 'nul\u0000byte' },
      [],
      'texto',
      null,
    ];
    for (const payload of bodies) {
      for (const [method, url] of [
        ['POST', CONTENT],
        ['PUT', `${CONTENT}/${page._id}`],
      ] as const) {
        const res = await app.inject({
          method,
          url,
          headers: { ...bearer(operator), 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(res.statusCode, `${method} ${JSON.stringify(payload)?.slice(0, 60)}`).toBeGreaterThanOrEqual(
          400,
        );
        expect(res.statusCode, `${method} ${JSON.stringify(payload)?.slice(0, 60)}`).toBeLessThan(500);
      }
    }
    const broken = await app.inject({
      method: 'POST',
      url: CONTENT,
      headers: { ...bearer(operator), 'content-type': 'application/json' },
      payload: '{"slug": ',
    });
    expect(broken.statusCode).toBe(400);
    const asText = await app.inject({
      method: 'POST',
      url: '/api/site/preview',
      headers: { ...bearer(operator), 'content-type': 'text/plain' },
      payload: '## Hola',
    });
    expect(asText.statusCode).toBe(415);
    const asXml = await app.inject({
      method: 'POST',
      url: '/api/site/preview',
      headers: { ...bearer(operator), 'content-type': 'application/xml' },
      payload: '<body>## Hola</body>',
    });
    expect(asXml.statusCode).toBe(415);
    for (const payload of [
      {},
      { body: { text: '## Hola' } },
      { body: 'x'.repeat(50_001) },
      { body: 'a', extra: 1 },
    ]) {
      const res = await call('POST', '/api/site/preview', operator, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    expect((await contentList()).find((p) => p._id === page._id)?.title).toBe(page.title);
  });
});

/** The jsdom the component tests run on, for its XML parser (the server project runs on Node, which has none). */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new () => { window: { DOMParser: typeof DOMParser } };
};

/** The sitemap parsed as XML: a document without `parsererror`, or the test fails. */
function parseXml(text: string): Document {
  const document = new new JSDOM().window.DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('the sitemap', () => {
  const sitemap = async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const document = parseXml(res.body);
    const urlset = document.documentElement;
    expect(urlset.localName).toBe('urlset');
    expect(urlset.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    return [...document.getElementsByTagName('url')].map((url) => ({
      loc: url.getElementsByTagName('loc')[0]?.textContent ?? '',
      lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
    }));
  };

  it('names every public page with its absolute address and the day it last changed', async () => {
    const urls = await sitemap();
    const locs = urls.map((url) => url.loc);
    for (const fixed of [
      '/',
      '/providers',
      '/advertising',
      '/influencers',
      '/become-an-agent',
      '/blog',
      '/terms',
    ])
      expect(locs, fixed).toContain(`${ORIGIN}${fixed}`);
    expect(locs).toContain(`${ORIGIN}/terms/privacy`);
    expect(locs).toContain(`${ORIGIN}/terms/conditions/payments`);
    expect(locs).toContain(`${ORIGIN}/blog/tu-codigo-qr-trae-viajeros`);
    for (const { loc, lastmod } of urls) {
      expect(loc.startsWith(`${ORIGIN}/`), loc).toBe(true);
      expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('lists a newly published post and not a draft', async () => {
    const draft = await create(pageInput());
    const post = await create(pageInput({ status: 'published' }));
    const urls = await sitemap();
    const entry = urls.find((url) => url.loc === `${ORIGIN}/blog/${post.slug}`);
    expect(entry?.lastmod).toBe(post.updated_at.slice(0, 10));
    expect(urls.some((url) => url.loc.endsWith(`/${draft.slug}`))).toBe(false);
    const blogIndex = urls.find((url) => url.loc === `${ORIGIN}/blog`);
    expect(blogIndex?.lastmod).toBe(post.updated_at.slice(0, 10));
  });

  it('is the sitemap for a browser too, while other page addresses still get the app', async () => {
    const res = await get('/sitemap.xml', { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    parseXml(res.body);
    const page = await get('/blog/tu-codigo-qr-trae-viajeros', { accept: 'text/html' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('uses the address the request came to when no PUBLIC_URL is set', async () => {
    const bare = await startTestApp({ publicUrl: undefined });
    try {
      const res = await bare.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'sitio.local:8080' },
      });
      expect(res.statusCode).toBe(200);
      const locs = [...parseXml(res.body).getElementsByTagName('loc')].map((loc) => loc.textContent);
      expect(locs).toContain('http://sitio.local:8080/providers');
    } finally {
      await bare.close();
    }
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../machines/roles.ts';
import type { Role } from '../../machines/signupRole.ts';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import {
  type ContactDialogProps,
  HomeActions,
  LandingPage,
  SignUpAndContact,
} from '../../src/features/site/LandingPage.tsx';
import type { SitePageKind } from '../../src/features/site/siteQueries.ts';
import { formatDate } from '../../src/i18n/dates.ts';
import { activateLanguage, type Language } from '../../src/i18n/i18n.ts';
import { renderPage } from './authHarness.tsx';
import { renderApp } from './shellHarness.tsx';

/*
 * The public site's pages (issue 31; SPEC §2): the operator's seeded texts, as the API gives them, drawn by the
 * landings, the blog and the terms, in Spanish and in English. Other files may write pages meanwhile (the content
 * screen's test publishes a post and a terms subsection): what is checked here holds whatever they add.
 */

beforeAll(async () => {
  await activateLanguage('es');
});
afterEach(async () => {
  await activateLanguage('es');
});

/** A published page as the API gives it: what the screen must show. */
async function publishedPage(kind: SitePageKind, slug: string, language: Language) {
  return unwrap(
    await api.GET('/api/site/pages/{kind}/{slug}', { params: { path: { kind, slug }, query: { language } } }),
  );
}

/** The first section heading of a page's rendered Markdown, as text. */
function firstSectionOf(html: string): string {
  const heading = new DOMParser().parseFromString(html, 'text/html').querySelector('h2');
  if (!heading?.textContent) throw new Error('the seeded page has no ## section');
  return heading.textContent;
}

/** What a page's rendered Markdown reads, all its text in order. */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** The route's dialog stands in here: the real one (the help feature's) is tested in help.joins.test.tsx. */
function StandInContact({ opened, onClose }: ContactDialogProps) {
  if (!opened) return null;
  return (
    <div role="dialog" aria-label="Diálogo de contacto de prueba">
      <button type="button" onClick={onClose}>
        Cerrar el diálogo
      </button>
    </div>
  );
}

const landing = (slug: string, role: Role) => (
  <LandingPage
    slug={slug}
    actions={<SignUpAndContact signUpRole={role} contact={(props) => <StandInContact {...props} />} />}
  />
);

describe('a landing', () => {
  it('home is the operator’s home landing with the way in: sign up or sign in', async () => {
    const page = await publishedPage('landing', 'home', 'es');
    await renderPage('/', <LandingPage slug="home" actions={<HomeActions />} />);

    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByText(page.description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: firstSectionOf(page.html) })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Regístrate gratis' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  });

  it('shows the operator’s text in Spanish, signs up with its role and opens the contact dialog', async () => {
    const page = await publishedPage('landing', 'influencers', 'es');
    await renderPage('/influencers', landing('influencers', ROLE.influencer));
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: page.title })).toBeInTheDocument();
    expect(screen.getByText(page.description)).toBeInTheDocument();
    // The Markdown, rendered by the server, with its sections as h2 under the page's one h1.
    expect(screen.getByRole('heading', { level: 2, name: firstSectionOf(page.html) })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Regístrate gratis' })).toHaveAttribute(
      'href',
      `/register?role=${ROLE.influencer}`,
    );
    // No plans but on the advertising landing.
    expect(screen.queryByRole('heading', { name: 'Planes de publicidad' })).not.toBeInTheDocument();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Contáctanos' }));
    const dialog = screen.getByRole('dialog', { name: 'Diálogo de contacto de prueba' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar el diálogo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the English text in English', async () => {
    const spanish = await publishedPage('landing', 'providers', 'es');
    const english = await publishedPage('landing', 'providers', 'en');
    expect(english.title).not.toBe(spanish.title);
    await activateLanguage('en');
    await renderPage('/providers', landing('providers', ROLE.provider));

    expect(await screen.findByRole('heading', { level: 1, name: english.title })).toBeInTheDocument();
    expect(screen.getByText(english.description)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: firstSectionOf(english.html) })).toBeInTheDocument();
    expect(screen.queryByText(spanish.title)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
      'href',
      `/register?role=${ROLE.provider}`,
    );
    expect(screen.getByRole('button', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('lists the advertising plans of SPEC §9 under the advertising text', async () => {
    await renderPage('/advertising', landing('advertising', ROLE.advertiser));
    const plans = await screen.findByRole('region', { name: 'Planes de publicidad' });
    expect(screen.getByRole('link', { name: 'Regístrate gratis' })).toHaveAttribute(
      'href',
      `/register?role=${ROLE.advertiser}`,
    );

    const card = (name: string) => within(within(plans).getByRole('article', { name }));
    const miniBanners = [
      ['Starter', '$10.00', '$0.01', '$100.00', '$0.008'],
      ['Pro', '$30.00', '$0.006', '$300.00', '$0.005'],
      ['Premium', '$50.00', '$0.005', '$500.00', '$0.004'],
    ] as const;
    for (const [name, monthly, monthlyView, yearly, yearlyView] of miniBanners) {
      expect(card(name).getByText(`${monthly} al mes`)).toBeInTheDocument();
      expect(card(name).getByText(`${monthlyView} por vista`)).toBeInTheDocument();
      expect(card(name).getByText(`${yearly} al año`)).toBeInTheDocument();
      expect(card(name).getByText(`${yearlyView} por vista`)).toBeInTheDocument();
      expect(card(name).getByText('2 meses gratis')).toBeInTheDocument();
    }
    expect(card('Anuncios estáticos').getByText('$90.00')).toBeInTheDocument();
    expect(card('Anuncios estáticos').getByText('$0.09 por impresión')).toBeInTheDocument();
    expect(card('Anuncios en video').getByText('$150.00')).toBeInTheDocument();
    expect(card('Anuncios en video').getByText('$0.15 por impresión')).toBeInTheDocument();
  });
});

/** The dates of the posts on screen, as their `time` elements carry them. */
const shownDates = () =>
  screen
    .getAllByRole('article')
    .map((article) => article.querySelector('time')?.getAttribute('datetime') ?? '');

const isNewestFirst = (dates: string[]) => dates.every((date, i) => i === 0 || dates[i - 1]! >= date);

describe('the blog', () => {
  it('shows 12 posts a page, newest first, and pages with links', async () => {
    const { router } = await renderApp('/blog');
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    const firstPage = shownDates();
    expect(isNewestFirst(firstPage)).toBe(true);

    // A card says what its post says: the last of the page is a seeded post whatever other files publish.
    const last = screen.getAllByRole('article').at(-1)!;
    const link = within(last).getByRole('link');
    const slug = link.getAttribute('href')!.replace('/blog/', '');
    const post = await publishedPage('blog', slug, 'es');
    expect(link).toHaveAccessibleName(post.title);
    expect(within(last).getByText(formatDate(post.published_at!, 'es'))).toBeInTheDocument();
    expect(within(last).getByText(`${post.reading_minutes} min de lectura`)).toBeInTheDocument();
    if (post.author) expect(within(last).getByText(post.author)).toBeInTheDocument();
    expect(within(last).getByText(post.description)).toBeInTheDocument();

    const pages = screen.getByRole('navigation', { name: 'Páginas del blog' });
    expect(within(pages).getByRole('link', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).queryByRole('link', { name: 'Anterior' })).not.toBeInTheDocument();
    await user.click(within(pages).getByRole('link', { name: 'Página 2' }));

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(router.state.location.search).toEqual({ page: 2 });
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeGreaterThan(0));
    const secondPage = shownDates();
    expect(secondPage.length).toBeLessThanOrEqual(12);
    expect(isNewestFirst(secondPage)).toBe(true);
    // Page 2 goes on where page 1 stopped.
    expect(secondPage[0]! <= firstPage.at(-1)!).toBe(true);
    expect(screen.getByRole('link', { name: 'Anterior' })).toHaveAttribute('href', '/blog?page=1');
  });

  it('shows a post with its share buttons, and the copy confirmation for 3 s', async () => {
    const secondPage = unwrap(
      await api.GET('/api/site/blog', { params: { query: { page: 2, language: 'es' } } }),
    );
    const { slug } = secondPage.items.at(-1)!;
    const post = await publishedPage('blog', slug, 'es');
    await renderApp(`/blog/${slug}`);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText(formatDate(post.published_at!, 'es'))).toBeInTheDocument();
    expect(screen.getByText(`${post.reading_minutes} min de lectura`)).toBeInTheDocument();
    if (post.author) expect(screen.getByText(post.author)).toBeInTheDocument();
    // The whole text, as the server rendered its Markdown.
    expect(screen.getByRole('article').textContent).toContain(textOf(post.html));
    expect(screen.getByRole('link', { name: 'Volver al blog' })).toHaveAttribute('href', '/blog');

    const address = `${window.location.origin}/blog/${slug}`;
    const share = within(screen.getByRole('region', { name: 'Compartir el artículo' }));
    const networks = [
      ['WhatsApp', 'https://wa.me/?text='],
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`],
      ['X', `https://x.com/intent/tweet?url=${encodeURIComponent(address)}`],
    ] as const;
    for (const [network, start] of networks) {
      const link = share.getByRole('link', { name: `Compartir en ${network}` });
      expect(link.getAttribute('href')).toMatch(new RegExp(`^${start.replace(/[?.]/g, '\\$&')}`));
      expect(link.getAttribute('href')).toContain(encodeURIComponent(address));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }

    await user.click(share.getByRole('button', { name: 'Copiar enlace' }));
    expect(await share.findByRole('button', { name: 'Enlace copiado' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(address);
    // SPEC §9: the confirmation stays 3 s (longer than a glance's 1 s or 2 s), then the button is back.
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    expect(share.getByRole('button', { name: 'Enlace copiado' })).toBeInTheDocument();
    await waitFor(() => expect(share.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument(), {
      timeout: 1_500,
    });
  });
});

/** A menu entry's number and title: "2. Condiciones…", "2.1 Pagos". */
const ENTRY = /^(\d+)\.(\d*) (.+)$/;

describe('the terms', () => {
  it('numbers the side menu, shows the first section at /terms and a subsection under its section', async () => {
    await renderApp('/terms');
    const user = userEvent.setup();
    // Each route draws the menu afresh: it is read again after a move.
    const termsMenu = () => within(screen.getByRole('navigation', { name: 'Secciones de los términos' }));
    await screen.findByRole('navigation', { name: 'Secciones de los términos' });
    const entries = termsMenu()
      .getAllByRole('link')
      .map((link) => {
        const [, section, sub, title] = ENTRY.exec(link.textContent ?? '') ?? [];
        return { link, section: Number(section), sub: sub ? Number(sub) : 0, title: title ?? '' };
      });
    expect(entries.every((entry) => entry.title !== '')).toBe(true);
    // Sections 1, 2, 3… in order; each one's subsections n.1, n.2… right under it.
    let section = 0;
    let sub = 0;
    for (const entry of entries) {
      if (entry.sub === 0) {
        section += 1;
        sub = 0;
        expect(entry.section).toBe(section);
      } else {
        sub += 1;
        expect([entry.section, entry.sub]).toEqual([section, sub]);
      }
    }
    expect(section).toBeGreaterThanOrEqual(3);

    // /terms shows the first section, its title the page's one h1.
    expect(await screen.findByRole('heading', { level: 1, name: entries[0]!.title })).toBeInTheDocument();

    // The privacy notice the registration links to, with the headings the e2e test reads.
    await user.click(termsMenu().getByRole('link', { name: /^\d+\. Aviso de privacidad$/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Qué datos tratamos' })).toBeInTheDocument();

    // A subsection: its own address under its section's, its text, the way back to its section.
    const child = entries.find((entry) => entry.sub > 0);
    if (!child) throw new Error('the seeded terms have no subsection');
    const parent = entries.find((entry) => entry.sub === 0 && entry.section === child.section)!;
    const parentSlug = parent.link.getAttribute('href')!.replace('/terms/', '');
    const childName = child.link.textContent!;
    expect(child.link.getAttribute('href')).toMatch(new RegExp(`^/terms/${parentSlug}/[a-z0-9-]+$`));
    await user.click(termsMenu().getByRole('link', { name: childName }));
    expect(await screen.findByRole('heading', { level: 1, name: child.title })).toBeInTheDocument();
    await waitFor(() =>
      expect(termsMenu().getByRole('link', { name: childName })).toHaveAttribute('aria-current', 'page'),
    );
    expect(screen.getByRole('link', { name: parent.title })).toHaveAttribute('href', `/terms/${parentSlug}`);
  });
});

describe('an address that names no page', () => {
  it.each([
    ['an unknown post', '/blog/este-articulo-no-existe'],
    ['a malformed post slug', '/blog/Hola_Mundo'],
    ['an unknown terms section', '/terms/esta-seccion-no-existe'],
    ['an unknown subsection', '/terms/privacy/esta-subseccion-no-existe'],
  ])('%s says the page does not exist, with the way home', async (_, path) => {
    const { router } = await renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta página no existe' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe(path);
  });

  it('says so for a subsection under another section than its own', async () => {
    const { sections } = unwrap(await api.GET('/api/site/terms', { params: { query: { language: 'es' } } }));
    const parent = sections.find((section) => section.children.length > 0);
    const other = sections.find((section) => section !== parent);
    if (!parent || !other) throw new Error('the seeded terms have no subsection or a single section');
    await renderApp(`/terms/${other.slug}/${parent.children[0]!.slug}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta página no existe' }),
    ).toBeInTheDocument();
  });

  it('says so for an unknown landing too', async () => {
    await renderPage('/influencers', landing('no-such-landing', ROLE.influencer));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta página no existe' }),
    ).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../src/api/session.ts';
import type { TeamRole } from '../../src/api/teamRole.ts';
import { isMenuItemActive, menuItemsFor, opensEntry } from '../../src/features/shell/menuItems.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { renderApp, signInAs } from './shellHarness.tsx';

const keys = (roles: number[], teamRole: TeamRole | null = null) =>
  menuItemsFor(roles, teamRole).map((item) => item.key);

describe('side menu role rules (SPEC §6)', () => {
  it('gives the operator (1) the control panel, the review queue, the support inbox, messages, the white landings and FAQ, no provider entries', () => {
    expect(keys([1])).toEqual([
      'dashboard',
      'review',
      'support',
      'messages',
      'white-landing',
      'faq',
      'terms',
    ]);
  });

  it('gives providers (2, 3) every entry but the review queue, in menu order', () => {
    for (const role of [2, 3]) {
      expect(keys([role])).toEqual([
        'dashboard',
        'add-products',
        'my-products',
        'calendar',
        'reservations',
        'reports',
        'messages',
        'qr',
        'faq',
        'terms',
      ]);
    }
  });

  it('gives hosts (4) the product entries and reservations but not messages', () => {
    expect(keys([4])).toEqual([
      'dashboard',
      'add-products',
      'my-products',
      'calendar',
      'reservations',
      'reports',
      'qr',
      'faq',
      'terms',
    ]);
  });

  it('gives partners and influencers (5, 6) QR, their white landings and FAQ, advertisers (7) QR and FAQ, besides the terms', () => {
    for (const role of [5, 6]) expect(keys([role])).toEqual(['qr', 'white-landing', 'faq', 'terms']);
    expect(keys([7])).toEqual(['qr', 'faq', 'terms']);
  });

  it('gives agents (8) their QR and white landings besides the terms, and users without roles only the terms', () => {
    expect(keys([8])).toEqual(['qr', 'white-landing', 'terms']);
    expect(keys([])).toEqual(['terms']);
  });

  it('opens the union of several roles without repeating entries', () => {
    expect(keys([6, 4])).toEqual([
      'dashboard',
      'add-products',
      'my-products',
      'calendar',
      'reservations',
      'reports',
      'qr',
      'white-landing',
      'faq',
      'terms',
    ]);
    expect(keys([8, 3])).toEqual([...keys([3]).slice(0, -2), 'white-landing', 'faq', 'terms']);
    // An operator who is a provider too has both menus.
    expect(keys([1, 2])).toEqual([
      'dashboard',
      'add-products',
      'my-products',
      'calendar',
      'reservations',
      'reports',
      'review',
      'support',
      'messages',
      'qr',
      'white-landing',
      'faq',
      'terms',
    ]);
  });

  it('opens an entry’s pages to exactly the roles whose menu has it', () => {
    expect(opensEntry([1], 'add-products')).toBe(false);
    expect(opensEntry([1], 'my-products')).toBe(false);
    expect(opensEntry([1], 'reservations')).toBe(false);
    expect(opensEntry([1], 'qr')).toBe(false);
    expect(opensEntry([1], 'review')).toBe(true);
    expect(opensEntry([2], 'review')).toBe(false);
    expect(opensEntry([1], 'support')).toBe(true);
    expect(opensEntry([2], 'support')).toBe(false);
    expect(opensEntry([4], 'add-products')).toBe(true);
    expect(opensEntry([6], 'qr')).toBe(true);
    expect(opensEntry([6], 'my-products')).toBe(false);
    expect(opensEntry([], 'terms')).toBe(true);
    for (const roles of [[1], [2], [4], [6], [1, 2], [8], []]) {
      for (const item of menuItemsFor(roles)) expect(opensEntry(roles, item.key)).toBe(true);
    }
  });

  it('narrows a company’s menu by the team role: the owner adds the team, a manager loses it, staff keep reservations and messages (issue 32)', () => {
    const provider = keys([2]);
    expect(keys([2], 'owner')).toEqual([...provider.slice(0, -1), 'team', 'terms']);
    expect(keys([2], 'manager')).toEqual(provider);
    expect(keys([2], 'staff')).toEqual(['reservations', 'messages', 'terms']);
    // A host has no messages entry, as staff or not.
    expect(keys([4], 'staff')).toEqual(['reservations', 'terms']);
    // Without a team (an individual provider), no team entry: its page explains, the menu does not offer it.
    expect(provider).not.toContain('team');
    expect(opensEntry([2], 'team')).toBe(false);
    expect(opensEntry([2], 'team', 'owner')).toBe(true);
    expect(opensEntry([2], 'team', 'manager')).toBe(false);
    expect(opensEntry([2], 'reports', 'manager')).toBe(true);
    for (const entry of [
      'dashboard',
      'add-products',
      'my-products',
      'calendar',
      'reports',
      'faq',
      'team',
    ] as const) {
      expect(opensEntry([2], entry, 'staff')).toBe(false);
    }
    for (const entry of ['reservations', 'messages', 'terms'] as const) {
      expect(opensEntry([2], entry, 'staff')).toBe(true);
    }
    // Reports are the product roles' only.
    expect(opensEntry([6], 'reports')).toBe(false);
    expect(opensEntry([1], 'reports')).toBe(false);
  });

  it('marks an entry current on its page and below; Reservations also on a reservation', () => {
    const item = (key: string) => menuItemsFor([1, 2]).find((i) => i.key === key)!;
    expect(isMenuItemActive(item('my-products'), '/my-products/abc')).toBe(true);
    expect(isMenuItemActive(item('my-products'), '/my-productsx')).toBe(false);
    expect(isMenuItemActive(item('reservations'), '/reservations')).toBe(true);
    expect(isMenuItemActive(item('reservations'), '/reservation/5b0f')).toBe(true);
    expect(isMenuItemActive(item('messages'), '/reservation/5b0f')).toBe(false);
  });

  it('links each entry to its route', () => {
    expect(Object.fromEntries(menuItemsFor([1, 2]).map((item) => [item.key, item.to]))).toEqual({
      dashboard: '/dashboard',
      'add-products': '/add-products',
      'my-products': '/my-products',
      calendar: '/calendar',
      reservations: '/reservations',
      reports: '/reports',
      review: '/review',
      support: '/support',
      messages: '/message',
      qr: '/qr',
      'white-landing': '/white-landing',
      faq: '/frequent-questions',
      terms: '/terms',
    });
  });
});

describe('the portal shell', () => {
  const cast = fileCast();
  beforeEach(async () => {
    clearSession();
    await activateLanguage('es');
  });
  afterEach(() => clearSession());

  it('shows a company its business name and the full provider menu', async () => {
    await signInAs(cast.company);
    await renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).getByTestId('profile-block')).toHaveTextContent('Hotel Lago Atitlán');
    expect(within(menu).getByTestId('profile-block')).toHaveAttribute('href', '/settings');
    for (const name of ['Panel de control', 'Agregar producto', 'Mis productos', 'Preguntas frecuentes']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: /Mi QR/ })).toHaveTextContent('Nuevo');
    expect(within(menu).getByRole('link', { name: 'Panel de control' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Its three pending reservations (server/db/seedBookings.ts) show as a badge, read out in words; the
    // messages entry is there (its unread badge is shell.unreadBadge.test.tsx's).
    expect(within(menu).getByRole('link', { name: /^Mensajes/ })).toBeInTheDocument();
    const reservations = await within(menu).findByRole('link', {
      name: /^Reservas \d+ reservas? por confirmar$/,
    });
    expect(reservations).toHaveAttribute('href', '/reservations');
    // On a phone the menu is closed: its burger says something waits.
    expect(
      screen.getByRole('button', { name: 'Abrir menú: hay mensajes o reservas pendientes' }),
    ).toBeInTheDocument();
  });

  it('shows a personal account its first name, and an influencer only QR, white landings, FAQ and terms', async () => {
    await signInAs(cast.personal);
    const first = await renderApp('/frequent-questions');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).getByTestId('profile-block')).toHaveTextContent('Carlos');
    first.unmount();

    await signInAs(cast.influencer);
    await renderApp('/frequent-questions');
    const influencerMenu = await screen.findByRole('navigation', { name: 'Menú principal' });
    const links = within(influencerMenu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/settings', '/qr', '/white-landing', '/frequent-questions', '/terms']);
  });

  it('shows the operator no provider entries, and refuses their pages by address', async () => {
    await signInAs(cast.operator);
    const first = await renderApp('/dashboard');
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    for (const name of ['Panel de control', 'Revisión de productos', 'Preguntas frecuentes']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of [/^Agregar producto/, /^Mis productos/, /^Reservas/, /^Mi QR/]) {
      expect(within(menu).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    first.unmount();

    for (const path of ['/add-products', '/select-accommodation', '/my-products', '/reservations', '/qr']) {
      const page = await renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'No tienes acceso a esta página' }),
      ).toBeInTheDocument();
      expect(page.router.state.location.pathname).toBe('/not-allowed');
      expect(
        screen.getByText('Esta sección es para otro tipo de cuenta y no está en tu menú.'),
      ).toBeInTheDocument();
      page.unmount();
    }
  });

  it('refuses a provider the operator’s review queue, and an influencer the provider pages', async () => {
    await signInAs(cast.company);
    const first = await renderApp('/review');
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta página' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('La revisión de productos es solo para el equipo de soporte.'),
    ).toBeInTheDocument();
    first.unmount();

    await signInAs(cast.influencer);
    await renderApp('/my-products');
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta página' }),
    ).toBeInTheDocument();
  });
});

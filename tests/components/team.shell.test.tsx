import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { staffToReservations } from '../../src/routes/entryGuard.tsx';
import { renderApp } from './shellHarness.tsx';
import { newCompany, newMember } from './teamHarness.tsx';

/**
 * The portal's shell for a company's team (issue 32), the real app against the real API: what each team role's menu
 * offers, whose name the profile block shows, and the payout screens a member opening them by address is refused.
 */

let owner: Session;
let manager: Session;
let staff: Session;

beforeAll(async () => {
  await activateLanguage('es');
  owner = await newCompany('equipo-menu');
  manager = await newMember(owner, 'manager', { first_name: 'Gerardo', last_name: 'Mendoza' });
  staff = await newMember(owner, 'staff', { first_name: 'Ana', last_name: 'Recepción' });
});
afterEach(() => clearSession());

const company = () => owner.user.tb_lg_person.tb_bp_md_business_profile?.name ?? '';

async function menuOf(session: Session, path: string) {
  setSession(session);
  const view = await renderApp(path);
  const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
  const links = within(menu)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  return { ...view, menu, links };
}

async function expectNotAllowed(session: Session, path: string) {
  setSession(session);
  const page = await renderApp(path);
  expect(await screen.findByRole('heading', { name: 'No tienes acceso a esta página' })).toBeInTheDocument();
  expect(page.router.state.location.pathname).toBe('/not-allowed');
  page.unmount();
}

describe('a team’s menu and guards', () => {
  it('gives staff only reservations, messages and the terms, with their own name over the company’s', async () => {
    const { menu, links, unmount } = await menuOf(staff, '/reservations');
    expect(links).toEqual(['/settings', '/reservations', '/message', '/terms']);
    const block = within(menu).getByTestId('profile-block');
    expect(block).toHaveTextContent('Ana Recepción');
    expect(block).toHaveTextContent(`Personal de ${company()}`);
    // Writing to support is not theirs either.
    expect(within(menu).queryByRole('button', { name: 'Ayuda' })).not.toBeInTheDocument();
    unmount();
  });

  it('refuses staff and managers the payout screens by address, and staff the product screens', async () => {
    for (const session of [staff, manager]) {
      await expectNotAllowed(session, '/edit-payments-and-collections');
      await expectNotAllowed(session, '/tax-setup');
    }
    await expectNotAllowed(staff, '/my-products');
    await expectNotAllowed(staff, '/calendar');
    // The team is the owner's.
    for (const session of [staff, manager]) {
      await expectNotAllowed(session, '/team');
      await expectNotAllowed(session, '/team/activity');
    }
  });

  it('sends staff from the control panel, where signing in lands, to their reservations', () => {
    const redirectOf = (session: Session) => {
      setSession(session);
      try {
        staffToReservations();
        return null;
      } catch (thrown) {
        return (thrown as { options?: { href?: string } }).options?.href ?? 'thrown';
      }
    };
    expect(redirectOf(staff)).toBe('/reservations');
    expect(redirectOf(manager)).toBeNull();
    expect(redirectOf(owner)).toBeNull();
  });

  it('gives a manager everything but the team, and hides the payout settings from them', async () => {
    const first = await menuOf(manager, '/settings');
    expect(first.links).toContain('/reports');
    expect(first.links).toContain('/my-products');
    expect(first.links).not.toContain('/team');
    expect(within(first.menu).getByTestId('profile-block')).toHaveTextContent(`Gerente de ${company()}`);
    const sections = await screen.findByRole('navigation', { name: 'Secciones de la configuración' });
    expect(within(sections).getByRole('link', { name: /Perfil de empresa/ })).toBeInTheDocument();
    expect(within(sections).queryByRole('link', { name: /Información de cobro/ })).not.toBeInTheDocument();
    expect(
      within(sections).queryByRole('link', { name: /Información de facturación/ }),
    ).not.toBeInTheDocument();
    first.unmount();
  });

  it('gives the owner the team and reports, the company’s name, and the payout screens', async () => {
    const { menu, links, unmount } = await menuOf(owner, '/settings');
    expect(links).toEqual(expect.arrayContaining(['/reservations', '/reports', '/team']));
    expect(links.indexOf('/reports')).toBe(links.indexOf('/reservations') + 1);
    expect(links.indexOf('/team')).toBe(links.indexOf('/terms') - 1);
    expect(within(menu).getByTestId('profile-block')).toHaveTextContent(company());
    expect(within(menu).getByTestId('profile-block')).not.toHaveTextContent('Gerente de');
    const sections = await screen.findByRole('navigation', { name: 'Secciones de la configuración' });
    expect(within(sections).getByRole('link', { name: /Información de cobro/ })).toBeInTheDocument();
    unmount();

    setSession(owner);
    const payouts = await renderApp('/edit-payments-and-collections');
    expect(payouts.router.state.location.pathname).toBe('/edit-payments-and-collections');
    payouts.unmount();

    // From the menu to the team, whose table names the two members.
    setSession(owner);
    const team = await renderApp('/team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Equipo' })).toBeInTheDocument();
    const members = within(await screen.findByRole('region', { name: 'Tabla de miembros del equipo' }));
    expect(members.getByText('Gerardo Mendoza')).toBeInTheDocument();
    expect(members.getByText('Ana Recepción')).toBeInTheDocument();
    team.unmount();
  });
});

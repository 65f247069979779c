import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearSession, type Session } from '../../src/api/session.ts';
import { homeAfterJoining, TeamJoinPage } from '../../src/features/team/TeamJoinPage.tsx';
import type { JoinedSession } from '../../src/features/team/teamQueries.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { freshEmail, renderPage } from './authHarness.tsx';
import { newAccount, newProvider } from './productsHarness.tsx';
import { invite, newCompany } from './teamHarness.tsx';

/**
 * The public join page (issue 32) against the real API: the company and its invitations are made through the API,
 * the invitee answers on the page; what the page hands on is the session the server answered.
 */

beforeAll(async () => {
  await activateLanguage('es');
});
afterEach(() => clearSession());

/** The join page for `token`, signed out; answers the sessions it hands on. */
async function showJoin(token: string) {
  clearSession();
  const joined: JoinedSession[] = [];
  const view = await renderPage(
    '/team/join',
    <TeamJoinPage
      token={token}
      onJoined={async (session) => {
        joined.push(session);
      }}
    />,
  );
  return { ...view, joined };
}

const companyName = (owner: Session) => owner.user.tb_lg_person.tb_bp_md_business_profile?.name ?? '';

describe('the join page', () => {
  it('says a link without a secret, or one the server does not know, is not valid, and leads to sign in', async () => {
    const first = await showJoin('');
    expect(
      await screen.findByRole('heading', { name: 'Esta invitación ya no es válida' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    first.unmount();

    await showJoin('c2luLWVzdGEtaW52aXRhY2lvbi1ubyBleGlzdGU');
    expect(
      await screen.findByRole('heading', { name: 'Esta invitación ya no es válida' }),
    ).toBeInTheDocument();
  });

  it('creates the account of a new address with the password rules, and hands on a staff member’s session', async () => {
    const owner = await newCompany('union-nueva');
    const { email, token } = await invite(owner, 'staff');
    const user = userEvent.setup();
    const { joined } = await showJoin(token);
    const company = companyName(owner);
    expect(await screen.findByRole('heading', { name: `Únete al equipo de ${company}` })).toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`${company} te invita a su equipo como Personal\\.`)),
    ).toBeInTheDocument();
    expect(screen.getByText(`Crea tu cuenta con ${email}: tu nombre y una contraseña.`)).toBeInTheDocument();

    // Nothing is sent until the names are there and the password meets the rules.
    await user.type(screen.getByLabelText(/^Contraseña/), 'corta');
    await user.click(screen.getByRole('button', { name: 'Aceptar la invitación' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    expect(screen.getByText('La contraseña no cumple las reglas')).toBeInTheDocument();
    // The first field refused takes the focus on the next frame (focusFirstInvalid), as in the other forms' tests.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveFocus());
    expect(joined).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Nombre' }), 'Rosa');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Cux');
    await user.clear(screen.getByLabelText(/^Contraseña/));
    await user.type(screen.getByLabelText(/^Contraseña/), 'Recepcion2026');
    await user.click(screen.getByRole('button', { name: 'Aceptar la invitación' }));
    await expect.poll(() => joined.length, { timeout: 10_000 }).toBe(1);
    const session = joined[0]!;
    // The session acts for the company; the person is the member.
    expect(session.user._id).toBe(owner.user._id);
    expect(session.user.team).toMatchObject({
      role: 'staff',
      company_name: company,
      member: { first_name: 'Rosa', last_name: 'Cux', email },
    });
    expect(homeAfterJoining(session.user)).toBe('/reservations');
  });

  it('asks an existing account only its password, says when it is wrong, and joins a manager', async () => {
    const owner = await newCompany('union-existente');
    // An account of its own (a partner, role 5), which owns no business.
    const email = await newAccount('union-socio', 5);
    const { token } = await invite(owner, 'manager', email);
    const user = userEvent.setup();
    const { joined } = await showJoin(token);
    expect(await screen.findByText(/Ya tienes una cuenta con/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
    expect(screen.getByText(/te invita a su equipo como Gerente\./)).toBeInTheDocument();

    const password = screen.getByLabelText(/^Contraseña de tu cuenta/);
    await user.type(password, 'NoEsLaMia1');
    await user.click(screen.getByRole('button', { name: 'Aceptar la invitación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La contraseña no es la de tu cuenta. Escríbela de nuevo.',
    );
    expect(password).toHaveValue('NoEsLaMia1');

    await user.clear(password);
    await user.type(password, 'Secreto123');
    await user.click(screen.getByRole('button', { name: 'Aceptar la invitación' }));
    await expect.poll(() => joined.length, { timeout: 10_000 }).toBe(1);
    expect(joined[0]!.user.team?.role).toBe('manager');
    expect(homeAfterJoining(joined[0]!.user)).toBe('/dashboard');
  });

  it('refuses an account that owns a business, in words, and a used link afterwards is not valid', async () => {
    const owner = await newCompany('union-negocio');
    const provider = await newProvider('union-proveedor', { complete: false });
    const { token } = await invite(owner, 'staff', provider.user.tb_lg_person.email);
    const user = userEvent.setup();
    const first = await showJoin(token);
    await user.type(await screen.findByLabelText(/^Contraseña de tu cuenta/), 'Secreto123');
    await user.click(screen.getByRole('button', { name: 'Aceptar la invitación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu cuenta tiene un negocio propio en el portal, así que no puede unirse al equipo de otra empresa.',
    );
    expect(first.joined).toEqual([]);
    first.unmount();

    // A new address joins with its link once; the link then leads nowhere.
    const { token: once } = await invite(owner, 'staff', freshEmail('union-una-vez'));
    const second = await showJoin(once);
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Una');
    await user.type(screen.getByRole('textbox', { name: 'Apellido' }), 'Vez');
    await user.type(screen.getByLabelText(/^Contraseña/), 'Recepcion2026');
    await user.click(screen.getByRole('button', { name: 'Aceptar la invitación' }));
    await expect.poll(() => second.joined.length, { timeout: 10_000 }).toBe(1);
    second.unmount();
    await showJoin(once);
    expect(
      await screen.findByRole('heading', { name: 'Esta invitación ya no es válida' }),
    ).toBeInTheDocument();
  });
});

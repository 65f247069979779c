import fs from 'node:fs';
import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { api } from '../../src/api/client.ts';
import { ApiFailure, unwrap } from '../../src/api/errors.ts';
import {
  clearSession,
  getSession,
  type Session,
  setSession,
  updateSessionUser,
} from '../../src/api/session.ts';
import { TeamActivityPage } from '../../src/features/team/TeamActivityPage.tsx';
import { TeamPage } from '../../src/features/team/TeamPage.tsx';
import { AREA_NAMES, areaName } from '../../src/features/team/teamMessages.ts';
import { activateLanguage, i18n } from '../../src/i18n/i18n.ts';
import { freshEmail, renderPage } from './authHarness.tsx';
import { newProvider } from './productsHarness.tsx';
import { invite, joinToken, newCompany, newMember } from './teamHarness.tsx';

/**
 * The owner's team screens (issue 32) against the real API: each test makes its own company and members, invites
 * through the form, reads the join links from the development outbox, and checks on the server what the screen did.
 */

beforeAll(async () => {
  await activateLanguage('es');
});
afterEach(() => clearSession());

async function showTeam(owner: Session) {
  setSession(owner);
  const view = await renderPage(
    '/team',
    <>
      <TeamPage />
      <Notifications />
    </>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Equipo' });
  await waitFor(() => expect(screen.queryByLabelText('Cargando el equipo')).not.toBeInTheDocument());
  return view;
}

const membersTable = () => within(screen.getByRole('region', { name: 'Tabla de miembros del equipo' }));

/** The team as the server keeps it, read with the owner's session. */
async function storedTeam(owner: Session) {
  setSession(owner);
  return unwrap(await api.GET('/api/team'));
}

describe('the team screen', () => {
  it('tells a provider that is not a company why it has no team, and where to change that', async () => {
    const personal = await newProvider('equipo-personal', { complete: false });
    setSession(personal);
    const first = await renderPage('/team', <TeamPage />);
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no tiene equipo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cambiar el tipo de cuenta' })).toHaveAttribute(
      'href',
      '/account-type',
    );
    expect(screen.queryByRole('button', { name: 'Enviar invitación' })).not.toBeInTheDocument();
    first.unmount();

    await renderPage('/team/activity', <TeamActivityPage />);
    expect(await screen.findByRole('heading', { name: 'Tu cuenta no tiene equipo' })).toBeInTheDocument();
  });

  it('shows the owner as “Tú”, invites a staff member by e-mail and lists the invitation, with the mailed link', async () => {
    const owner = await newCompany('equipo-invita');
    const user = userEvent.setup();
    await showTeam(owner);
    const ownerRow = membersTable().getByRole('row', { name: /Propietario/ });
    expect(within(ownerRow).getByText('Tú')).toBeInTheDocument();
    expect(ownerRow).toHaveTextContent(owner.user.tb_lg_person.email);
    // The owner is not removable and has no role to change.
    expect(within(ownerRow).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(/Aún no hay nadie más en tu equipo/)).toBeInTheDocument();
    expect(screen.getByText('No hay invitaciones pendientes.')).toBeInTheDocument();
    expect(
      screen.getByText('0 de 20 lugares usados, entre miembros e invitaciones pendientes.'),
    ).toBeInTheDocument();

    // Each role says what it may do.
    const roles = screen.getByRole('radiogroup', { name: 'Rol' });
    expect(
      within(roles).getByRole('radio', { name: 'Gerente: todo menos pagos y equipo' }),
    ).not.toBeChecked();
    expect(within(roles).getByRole('radio', { name: 'Personal: reservas y mensajes' })).toBeChecked();

    const email = freshEmail('recepcion');
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), `  ${email} `);
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText(`Invitación enviada a ${email}.`)).toBeInTheDocument();
    // The form is ready for the next person.
    expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue('');

    const invitations = within(
      await screen.findByRole('region', { name: 'Tabla de invitaciones pendientes' }),
    );
    const row = invitations.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
    expect(within(row).getByText('Personal')).toBeInTheDocument();
    expect(
      screen.getByText('1 de 20 lugares usados, entre miembros e invitaciones pendientes.'),
    ).toBeInTheDocument();

    const stored = await storedTeam(owner);
    expect(stored.invitations).toMatchObject([{ email, role: 'staff' }]);
    const token = await joinToken(email);
    const view = unwrap(await api.GET('/api/team/join/{token}', { params: { path: { token } } }));
    expect(view).toMatchObject({ email, role: 'staff', account_exists: false });
  });

  it('checks the address before sending, and keeps what was typed when the server refuses it', async () => {
    const owner = await newCompany('equipo-rechazo');
    const user = userEvent.setup();
    await showTeam(owner);
    const field = screen.getByRole('textbox', { name: 'Correo electrónico' });
    await user.type(field, 'no-es-un-correo');
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByText('Escribe un correo válido, como nombre@empresa.com')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());

    // The owner's own address is already in the team.
    const own = owner.user.tb_lg_person.email;
    await user.clear(field);
    await user.type(field, own);
    await user.click(screen.getByRole('radio', { name: 'Gerente: todo menos pagos y equipo' }));
    await user.click(screen.getByRole('button', { name: 'Enviar invitación' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esa persona ya es parte de tu equipo.');
    expect(field).toHaveValue(own);
    expect(screen.getByRole('radio', { name: 'Gerente: todo menos pagos y equipo' })).toBeChecked();

    // In English too.
    await activateLanguage('en');
    try {
      expect(await screen.findByRole('alert')).toHaveTextContent('That person is already on your team.');
    } finally {
      await activateLanguage('es');
    }
  });

  it('sends an invitation again with a new link, and revokes one after asking', async () => {
    const owner = await newCompany('equipo-reenvia');
    const { email, token: first } = await invite(owner, 'manager');
    const user = userEvent.setup();
    await showTeam(owner);
    await user.click(await screen.findByRole('button', { name: `Reenviar la invitación a ${email}` }));
    expect(await screen.findByText(`Invitación reenviada a ${email}.`)).toBeInTheDocument();
    const second = await joinToken(email);
    expect(second).not.toBe(first);
    // The first link no longer works.
    await expect(
      api.GET('/api/team/join/{token}', { params: { path: { token: first } } }).then(unwrap),
    ).rejects.toMatchObject({ status: 404 });

    await user.click(screen.getByRole('button', { name: `Revocar la invitación de ${email}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Revocar invitación' });
    expect(dialog).toHaveTextContent(`¿Revocar la invitación de ${email}? Su enlace deja de funcionar.`);
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('Invitación revocada.')).toBeInTheDocument();
    expect(await screen.findByText('No hay invitaciones pendientes.')).toBeInTheDocument();
    await expect(
      api.GET('/api/team/join/{token}', { params: { path: { token: second } } }).then(unwrap),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('changes a member’s role at once, and removing a member ends their session', async () => {
    const owner = await newCompany('equipo-roles');
    const member = await newMember(owner, 'staff', { first_name: 'Lucía', last_name: 'Pérez' });
    const user = userEvent.setup();
    await showTeam(owner);
    const row = membersTable().getByRole('row', { name: /Lucía Pérez/ });
    expect(row).toHaveTextContent(member.email);
    const role = within(row).getByRole('combobox', { name: 'Rol de Lucía Pérez' });
    expect(role).toHaveValue('staff');

    await user.selectOptions(role, 'manager');
    expect(await screen.findByText('Lucía Pérez ahora es Gerente.')).toBeInTheDocument();
    expect((await storedTeam(owner)).members.find((m) => m.email === member.email)?.role).toBe('manager');
    setSession(owner);

    await user.click(within(row).getByRole('button', { name: 'Quitar a Lucía Pérez del equipo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar del equipo' });
    expect(dialog).toHaveTextContent('Sus sesiones se cierran al momento');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    expect(await screen.findByText('La persona ya no es parte del equipo.')).toBeInTheDocument();
    await waitFor(() => expect(membersTable().queryByText('Lucía Pérez')).not.toBeInTheDocument());

    // The member's token is refused from their next request.
    const refused = await fetch(new URL('/api/bookings', globalThis.location.origin), {
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(refused.status).toBe(401);
  });

  it('says a full team is full, and the server’s refusal when an invitation would pass the limit', async () => {
    const owner = await newCompany('equipo-lleno');
    setSession(owner);
    const { limit } = await storedTeam(owner);
    for (let i = 0; i < limit; i++) {
      unwrap(
        await api.POST('/api/team/invitations', { body: { email: freshEmail('lleno'), role: 'staff' } }),
      );
    }
    await showTeam(owner);
    expect(
      screen.getByText(`${limit} de ${limit} lugares usados, entre miembros e invitaciones pendientes.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar invitación' })).toBeDisabled();
    expect(screen.getAllByText(/Tu equipo llegó a su límite/).length).toBeGreaterThan(0);
    setSession(owner);
    const refusal = await api
      .POST('/api/team/invitations', { body: { email: freshEmail('lleno'), role: 'staff' } })
      .then(unwrap)
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiFailure);
    expect(refusal).toMatchObject({ status: 409, code: 'team_full' });
  });
});

describe('the team’s activity', () => {
  async function showActivity(owner: Session) {
    setSession(owner);
    const view = await renderPage('/team/activity', <TeamActivityPage />);
    await screen.findByRole('heading', { level: 1, name: 'Actividad del equipo' });
    await waitFor(() => expect(screen.queryByLabelText('Cargando la actividad')).not.toBeInTheDocument());
    return view;
  }

  it('says when nothing has been changed yet', async () => {
    // A provider that has just become a company: the change that made it one was not yet a team's, so nothing is
    // recorded (a company's business profile saved through the form would be its first entry).
    await newProvider('actividad-vacia', { complete: false });
    unwrap(await api.PUT('/users/business-category', { body: { business_category: 'company' } }));
    updateSessionUser(unwrap(await api.GET('/users/me')));
    const owner = getSession();
    if (!owner) throw new Error('no session');
    expect(owner.user.team?.role).toBe('owner');
    await showActivity(owner);
    expect(await screen.findByText(/Aún no hay cambios registrados/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('lists who changed what, newest first, for everyone or one person, and loads older pages', async () => {
    const owner = await newCompany('actividad');
    // An account that became a company a moment ago is its team's owner (and recorded) at once: saving the category
    // forgets the session's cached team role.
    const member = await newMember(owner, 'manager', { first_name: 'Mario', last_name: 'Gómez' });
    // The member changes their own interface language: a change of their own account, recorded for the company too.
    setSession(member);
    unwrap(await api.PUT('/users/language', { body: { language: 'en' } }));
    // The owner's own changes: 26 invitations and revocations, 52 entries, past the first page of 50.
    setSession(owner);
    for (let i = 0; i < 26; i++) {
      const invitation = unwrap(
        await api.POST('/api/team/invitations', { body: { email: freshEmail('historial'), role: 'staff' } }),
      );
      unwrap(
        await api.DELETE('/api/team/invitations/{invitationId}', {
          params: { path: { invitationId: invitation.id } },
        }),
      );
    }
    const user = userEvent.setup();
    await showActivity(owner);
    const table = () => within(screen.getByRole('region', { name: 'Tabla de actividad del equipo' }));
    const rows = () => table().getAllByRole('row').slice(1);
    await waitFor(() => expect(rows()).toHaveLength(50));
    // Newest first: the last revocation.
    expect(rows()[0]).toHaveTextContent('Eliminó un elemento en Equipo');
    expect(rows()[0]).toHaveTextContent('Propietario');
    expect(rows()[1]).toHaveTextContent('Creó un elemento en Equipo');
    // The exact time is there for a screen reader (and in the tooltip), the relative one on screen.
    expect(within(rows()[0]!).getByText(/^\d{2}\/\w{3}\/\d{4} \d{2}:\d{2}/)).toBeInTheDocument();

    expect(table().queryByText('Mario Gómez')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(rows().length).toBeGreaterThan(50));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument());
    // The member's changes are on the older page, before the owner's 52.
    const mario = rows().find((row) => row.textContent?.includes('Mario Gómez'));
    expect(mario).toHaveTextContent('Gerente');
    expect(mario).toHaveTextContent('Cambió un elemento en Perfil');

    // One person's changes only.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Persona' }), 'Mario Gómez');
    // Their language, and before it their joining (the server records the join as theirs).
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toHaveTextContent('Mario Gómez');
    expect(rows()[0]).toHaveTextContent('Cambió un elemento en Perfil');
    expect(rows()[1]).toHaveTextContent('Creó un elemento en Equipo');
  });

  it('names every area of the contract, and falls back to the tag for one it does not know', async () => {
    const contract = parse(fs.readFileSync('openapi/portal.yaml', 'utf8')) as { tags: { name: string }[] };
    const unnamed = contract.tags.map((tag) => tag.name).filter((tag) => !Object.hasOwn(AREA_NAMES, tag));
    expect(unnamed).toEqual([]);
    expect(areaName('somethingNew')).toBe('somethingNew');
    const reservations = areaName('reservations');
    expect(typeof reservations === 'string' ? reservations : i18n._(reservations)).toBe('Reservas');
  });
});

import { Notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, renewingSession } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, getSession, setSession } from '../../src/api/session.ts';
import { AccountSecurityPage } from '../../src/features/profile/AccountSecurityPage.tsx';
import { BusinessSettingsPage } from '../../src/features/profile/BusinessSettingsPage.tsx';
import { ConfigInitialPage } from '../../src/features/profile/ConfigInitialPage.tsx';
import { PersonalInformationPage } from '../../src/features/profile/PersonalInformationPage.tsx';
import type { BackLink } from '../../src/features/profile/ProfileFormFrame.tsx';
import { ProfileHubPage } from '../../src/features/profile/ProfileHubPage.tsx';
import { SettingsPage } from '../../src/features/profile/SettingsPage.tsx';
import { activateLanguage, i18n } from '../../src/i18n/i18n.ts';
import { freshEmail, mailedLink, renderPage, signedInNewAccount } from './authHarness.tsx';

const toProfile: BackLink = { to: '/profile', label: 'Volver al perfil' };
const toSettings: BackLink = { to: '/settings', label: 'Volver a la configuración' };

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

/** A new account made a company, the session holding the user as the server now has it. */
async function signedInCompany(tag: string) {
  const { token } = await signedInNewAccount(tag);
  unwrap(await api.PUT('/users/business-category', { body: { business_category: 'company' } }));
  setSession({ token, user: unwrap(await api.GET('/users/me')) });
}

/** The personal information saved through the API, as onboarding leaves it. */
async function savePersonalInformation() {
  const genders = unwrap(
    await api.GET('/api/catalog/genders', { params: { query: { language_code: 'es' } } }),
  );
  const user = unwrap(
    await api.PUT('/users/personal-information', {
      body: {
        first_name: 'Ana',
        last_name: 'López',
        phones: [{ country_code: 'gt', phone_number: '5512 3456', whatsapp: true }],
        date_of_birth: '1990-01-15',
        description: '',
        languages: ['es'],
        tb_lg_gender_gender_id: genders[0]!._id,
      },
    }),
  );
  const session = getSession()!;
  setSession({ ...session, user });
}

/** Ends every session of the signed-in account (its password changed elsewhere); the page keeps the old token. */
async function revokeSessionElsewhere() {
  const session = getSession()!;
  unwrap(
    await api.PUT('/users/account', {
      body: {
        email: session.user.tb_lg_person.email,
        password: 'Secreto123',
        new_password: 'Secreto456',
        verify_password: 'Secreto456',
        change_password: true,
      },
    }),
  );
  setSession(session);
}

const withToasts = (page: React.ReactNode) => (
  <>
    {page}
    <Notifications />
  </>
);

describe('profile hub', () => {
  it('shows a company its business card and a summary of each part', async () => {
    await signedInCompany('hub-empresa');
    await renderPage('/profile', <ProfileHubPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Prueba Portal' })).toBeInTheDocument();
    expect(screen.getByText('Cuenta de empresa')).toBeInTheDocument();
    const business = screen.getByRole('link', { name: /Perfil de empresa/ });
    expect(business).toHaveAttribute('href', '/edit-business-account');
    expect(within(business).getByText('Aún no has completado tu empresa')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Información personal/ })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    const account = screen.getByRole('link', { name: /Cuenta y seguridad/ });
    expect(account).toHaveAttribute('href', '/edit-acount');
    expect(account).toHaveTextContent(
      `${getSession()!.user.tb_lg_person.email} · inicias sesión con contraseña`,
    );
    expect(screen.getByRole('link', { name: /Idioma y ubicación/ })).toHaveAttribute(
      'href',
      '/settings/language-location',
    );
    await waitFor(() =>
      expect(screen.getByRole('link', { name: /Idioma y ubicación/ })).toHaveTextContent(
        'Español · Guatemala',
      ),
    );
    expect(screen.getByRole('link', { name: /Método de pago/ })).toHaveAttribute(
      'href',
      '/edit-payments-and-collections',
    );
    expect(screen.getByRole('link', { name: /Datos de contribuyente/ })).toHaveAttribute(
      'href',
      '/tax-setup',
    );
  });

  it('shows a personal account no business card, here and in the settings list', async () => {
    await signedInNewAccount('hub-personal');
    await savePersonalInformation();
    const hub = await renderPage('/profile', <ProfileHubPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana López' })).toBeInTheDocument();
    expect(screen.getByText('Cuenta personal')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: /Perfil de empresa/ })).toBeNull();
    hub.unmount();

    await renderPage('/settings', <SettingsPage />);
    const sections = within(screen.getByRole('navigation', { name: 'Secciones de la configuración' }));
    expect(sections.getByRole('link', { name: /Información personal/ })).toHaveAttribute(
      'href',
      '/settings/profile',
    );
    expect(sections.queryByRole('link', { name: /Perfil de empresa/ })).toBeNull();
    // Personal information, account and security, language and location, payout, taxes, notifications (issue 32).
    expect(sections.getAllByRole('link')).toHaveLength(7);
  });

  it('lists the business profile in the settings of a company', async () => {
    await signedInCompany('ajustes-empresa');
    await renderPage('/settings', <SettingsPage />);
    expect(await screen.findByRole('link', { name: /Perfil de empresa/ })).toHaveAttribute(
      'href',
      '/settings/profile-business',
    );
  });
});

describe('personal information on a settings route', () => {
  it('saves and stays on the page with "Cambios guardados"', async () => {
    await signedInNewAccount('ajustes-personal');
    await savePersonalInformation();
    const { router } = await renderPage(
      '/settings/profile',
      withToasts(<PersonalInformationPage back={toSettings} />),
    );
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText(/^Nombre/);
    expect(firstName).toHaveValue('Ana');
    expect(screen.getByRole('link', { name: 'Volver a la configuración' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await user.clear(firstName);
    await user.type(firstName, 'Ana María');
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile');
    expect(unwrap(await api.GET('/users/personal-information')).first_name).toBe('Ana María');
    expect(getSession()?.user.tb_lg_person.first_name).toBe('Ana María');
  });

  it('keeps everything typed when the server refuses the save', async () => {
    await signedInNewAccount('ajustes-rechazo');
    await savePersonalInformation();
    const { router } = await renderPage('/edit-profile', <PersonalInformationPage back={toProfile} />);
    const user = userEvent.setup();
    const lastName = await screen.findByLabelText(/^Apellido/);
    await user.clear(lastName);
    await user.type(lastName, 'Pérez');
    await revokeSessionElsewhere();
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    const modal = await screen.findByRole('dialog');
    expect(
      within(modal).getByText('Tus datos siguen en el formulario. Revísalos e inténtalo de nuevo.'),
    ).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Entendido' }));
    expect(screen.getByLabelText(/^Apellido/)).toHaveValue('Pérez');
    expect(router.state.location.pathname).toBe('/edit-profile');
  });
});

describe('business profile on a settings route', () => {
  it('tells a personal account it is for companies and offers its personal form', async () => {
    await signedInNewAccount('empresa-personal');
    await renderPage(
      '/edit-business-account',
      <BusinessSettingsPage back={toProfile} personalForm="/edit-profile" />,
    );
    expect(
      await screen.findByRole('heading', { name: 'El perfil de empresa es para cuentas de empresa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar mi información personal' })).toHaveAttribute(
      'href',
      '/edit-profile',
    );
    expect(screen.queryByLabelText(/^Nombre de la empresa/)).toBeNull();
  });

  it('shows a company its business form, which saves and stays', async () => {
    await signedInCompany('empresa-ajustes');
    const { router } = await renderPage(
      '/settings/profile-business',
      withToasts(<BusinessSettingsPage back={toSettings} personalForm="/settings/profile" />),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Nombre de la empresa/), 'Lago Azul');
    await user.type(screen.getByLabelText(/^Número de teléfono 1/), '2222 3333');
    await screen.findByPlaceholderText('DD/MM/AAAA');
    await user.click(screen.getByRole('textbox', { name: /^Fecha de fundación/ }));
    await user.click(await screen.findByRole('button', { name: '2021' }));
    await user.click(await screen.findByRole('button', { name: /^jun/i }));
    await user.click(await screen.findByRole('button', { name: /^1 junio 2021/i }));
    await user.click(screen.getByPlaceholderText('Elige uno o más idiomas'));
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/profile-business');
    expect(unwrap(await api.GET('/users/business-profile')).name).toBe('Lago Azul');
  });
});

describe('account and security', () => {
  it('shows a wrong current password under its field, keeps the new one typed, then changes it', async () => {
    await signedInNewAccount('clave');
    const before = getSession()!.token;
    await renderPage('/edit-acount', withToasts(<AccountSecurityPage back={toProfile} />));
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Contraseña' }));
    await user.type(form.getByLabelText(/^Contraseña actual/), 'Equivocada1');
    await user.type(form.getByLabelText(/^Nueva contraseña/), 'Nueva12345');
    await user.type(form.getByLabelText(/^Confirmar nueva contraseña/), 'Nueva12345');
    await user.click(form.getByRole('button', { name: 'Cambiar contraseña' }));

    const current = form.getByLabelText(/^Contraseña actual/);
    await waitFor(() => expect(current).toHaveAccessibleDescription('Contraseña incorrecta'));
    expect(form.getByLabelText(/^Nueva contraseña/)).toHaveValue('Nueva12345');
    expect(form.getByLabelText(/^Confirmar nueva contraseña/)).toHaveValue('Nueva12345');

    await user.clear(current);
    await user.type(current, 'Secreto123');
    await user.click(form.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText(/^Nueva contraseña/)).toHaveValue(''));
    // Every other session ended; this one goes on with the new token.
    expect(getSession()!.token).not.toBe(before);
    expect((await api.GET('/users/me')).response.status).toBe(200);
  });

  it('says how long to wait once wrong current passwords spent the account’s sign-in budget', async () => {
    const session = await signedInNewAccount('adivinanzas');
    // Ten wrong guesses elsewhere (production's loginFailuresPerAccount): the eleventh is refused unchecked.
    for (let i = 0; i < 10; i++) {
      const res = await api.PUT('/users/account', {
        body: { email: session.user.tb_lg_person.email, password: `Adivino${i}9`, change_password: true },
      });
      expect(res.response.status).toBe(400);
    }
    await renderPage('/edit-acount', <AccountSecurityPage back={toProfile} />);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Contraseña' }));
    await user.type(form.getByLabelText(/^Contraseña actual/), 'Secreto123');
    await user.type(form.getByLabelText(/^Nueva contraseña/), 'Nueva12345');
    await user.type(form.getByLabelText(/^Confirmar nueva contraseña/), 'Nueva12345');
    await user.click(form.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      /^Demasiados intentos\. Inténtalo de nuevo en (14|15) minutos\.$/,
    );
    expect(form.getByLabelText(/^Contraseña actual/)).toHaveValue('Secreto123');
    expect(form.getByLabelText(/^Nueva contraseña/)).toHaveValue('Nueva12345');
  });

  it('says in the interface language that the new email is in use, keeps it, then sends the link to a free one', async () => {
    const taken = freshEmail('ocupado');
    const other = await signedInNewAccount('otro');
    await api.PUT('/users/account', {
      body: { email: taken, password: 'Secreto123', change_password: false },
    });
    const link = await mailedLink(taken);
    unwrap(await api.POST('/users/confirm-email', { body: { secret: link.searchParams.get('secret')! } }));
    expect(other.user.tb_lg_person.email).not.toBe(taken);

    await signedInNewAccount('correo');
    await activateLanguage('en');
    await renderPage('/settings/security-acount', <AccountSecurityPage back={toSettings} />);
    const user = userEvent.setup();
    const form = within(await screen.findByRole('form', { name: 'Login email' }));
    await user.type(form.getByLabelText(/^New email/), taken);
    await user.type(form.getByLabelText(/^Current password/), 'Secreto123');
    await user.click(form.getByRole('button', { name: 'Change email' }));
    const email = form.getByLabelText(/^New email/);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is already in use'));
    expect(email).toHaveValue(taken);
    expect(form.getByLabelText(/^Current password/)).toHaveValue('Secreto123');

    const fresh = freshEmail('nuevo');
    await user.clear(email);
    await user.type(email, fresh);
    await user.click(form.getByRole('button', { name: 'Change email' }));
    expect(await form.findByRole('status')).toHaveTextContent(fresh);
    expect((await mailedLink(fresh)).pathname).toBe('/confirm-email');
  });

  it('keeps the tab signed in when a request with the replaced token is refused during the change', async () => {
    const old = await signedInNewAccount('renovar');
    // The real change: the server ends the old token and answers a new one.
    const changed = unwrap(
      await api.PUT('/users/account', {
        body: {
          email: old.user.tb_lg_person.email,
          password: 'Secreto123',
          new_password: 'Secreto456',
          verify_password: 'Secreto456',
          change_password: true,
        },
      }),
    );
    // As while the change is on its way: the tab still holds the old token, now refused.
    setSession(old);
    let answer = () => {};
    const renewal = renewingSession(
      new Promise<void>((resolve) => {
        answer = resolve;
      }).then(() => setSession({ token: changed.token!, user: changed.user })),
    );
    expect((await api.GET('/users/me')).response.status).toBe(401);
    expect(getSession()?.token).toBe(old.token);
    answer();
    await renewal;
    await waitFor(() => expect(getSession()?.token).toBe(changed.token));
    expect((await api.GET('/users/me')).response.status).toBe(200);

    // Without a renewal on its way, a refused token signs the tab out.
    setSession(old);
    expect((await api.GET('/users/me')).response.status).toBe(401);
    expect(getSession()).toBeNull();
  });

  it('has no password section for an account that signs in only with Google or Facebook', async () => {
    const session = await signedInNewAccount('social');
    // The real server signs such an account in only through Google or Facebook (no test verifier): the session
    // holds the user as that sign-in answers it.
    setSession({ ...session, user: { ...session.user, local_login: false } });
    await renderPage('/edit-acount', <AccountSecurityPage back={toProfile} />);
    expect(await screen.findByText('Inicias sesión con Google o Facebook')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contraseña' })).toBeNull();
    expect(screen.queryByLabelText(/^Contraseña actual/)).toBeNull();
  });
});

describe('language and location on a settings route', () => {
  it('switches the interface language on save and stays', async () => {
    await signedInNewAccount('idioma');
    const states = unwrap(
      await api.GET('/api/location/states/{countryId}', { params: { path: { countryId: 'gt' } } }),
    );
    const state = states.find((s) => s.name === 'Sololá')!;
    const cities = unwrap(
      await api.GET('/api/location/cities/{stateId}', { params: { path: { stateId: state._id } } }),
    );
    unwrap(
      await api.PUT('/users/location', {
        body: { country: 'gt', state: state._id, city: cities[0]!._id, language: 'es' },
      }),
    );
    const { router } = await renderPage(
      '/settings/language-location',
      withToasts(<ConfigInitialPage back={toSettings} />),
    );
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Idioma y ubicación' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Ciudad/ })).toHaveValue(cities[0]!.name),
    );
    await user.click(screen.getByText('English'));
    await user.click(screen.getByRole('button', { name: 'Guardar cambios' }));

    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(i18n.locale).toBe('en');
    expect(screen.getByRole('heading', { name: 'Language and location' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/language-location');
    expect(unwrap(await api.GET('/users/location')).language).toBe('en');
  });
});

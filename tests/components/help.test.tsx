import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import type { HelpPlace } from '../../src/api/helpQueries.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { HelpDialog } from '../../src/features/help/HelpDialog.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import {
  captchaSolution,
  letTheCaptchaWidgetRun,
  renderPage,
  signedInNewAccount,
  tickCaptcha,
} from './authHarness.tsx';
import { fileCast } from './demoCastHarness.ts';
import { renderApp, signInAs } from './shellHarness.tsx';

const cast = fileCast();

beforeAll(async () => {
  await activateLanguage('es');
});
afterEach(() => clearSession());

describe('/frequent-questions', () => {
  it('lists the questions by category and finds them without accents, with an empty state', async () => {
    await signInAs(cast.company);
    await renderApp('/frequent-questions');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Comisiones' })).toBeInTheDocument();
    const question = screen.getByRole('button', { name: '¿Cuánto cobra la plataforma de comisión?' });
    await user.click(question);
    // The answer is in the page before the accordion has finished opening: wait until it shows.
    const answer = await screen.findByText(/Modelo 1: tú gestionas la reserva y la comisión es del 10 %/);
    await waitFor(() => expect(answer).toBeVisible());

    const search = screen.getByRole('textbox', { name: 'Buscar en las preguntas' });
    // "comision" without its accent still finds "comisión"; questions about other things go.
    await user.type(search, 'COMISION');
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: '¿Cuándo y cómo recibo mis pagos?' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('button', { name: '¿Cuánto cobra la plataforma de comisión?' }),
    ).toBeInTheDocument();
    // An answer's words count too: "quincenas" is nowhere, "transferencia" is in the payouts answer.
    await user.clear(search);
    await user.type(search, 'zzzz quincenas');
    expect(await screen.findByText('Ninguna pregunta coincide con «zzzz quincenas»')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Borrar la búsqueda' }));
    expect(
      await screen.findByRole('button', { name: '¿Cuándo y cómo recibo mis pagos?' }),
    ).toBeInTheDocument();
  });
});

describe('/support, the operator’s inbox', () => {
  it('refuses a provider', async () => {
    await signInAs(cast.company);
    const page = await renderApp('/support');
    expect(
      await screen.findByText('La bandeja de soporte es solo para el equipo de soporte.'),
    ).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe('/not-allowed');
  });

  it('shows a provider’s help message as new, marks it seen and answers it', async () => {
    await signInAs(cast.company);
    const question = `¿Puedo cambiar el modelo de comisión? ${Date.now().toString(36)}`;
    unwrap(
      await api.POST('/api/help-providers', {
        body: { question, typeMessage: 'assistance', segment: 'vacation-rental', step: 'location' },
      }),
    );
    const operator = await signInAs(cast.operator);
    await renderApp('/support');
    const user = userEvent.setup();
    const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
    // The menu entry counts what is unseen.
    expect(
      await within(menu).findByRole('link', { name: /^Soporte \d+ solicitudes? sin ver$/ }),
    ).toHaveAttribute('href', '/support');
    const card = (await screen.findByText(question)).closest('article')!;
    expect(within(card).getByText('Nuevo')).toBeInTheDocument();
    expect(within(card).getByText(/vacation-rental \/ location/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Marcar como visto' }));
    await waitFor(() => expect(within(card).queryByText('Nuevo')).not.toBeInTheDocument());

    // An empty answer is not sent.
    await user.click(within(card).getByRole('button', { name: 'Enviar respuesta' }));
    expect(within(card).getByText('Escribe una respuesta')).toBeInTheDocument();
    const answer = 'Sí: en el paso de precios de cada producto eliges el modelo.';
    await user.type(within(card).getByRole('textbox', { name: /^Respuesta/ }), answer);
    await user.click(within(card).getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText(`Respuesta enviada a ${cast.company}`)).toBeInTheDocument();
    expect(await within(card).findByText(answer)).toBeInTheDocument();

    // The server holds it: seen and answered.
    setSession(operator);
    const inbox = unwrap(await api.GET('/api/support/requests', {}));
    expect(inbox.help_requests.find((r) => r.question === question)).toMatchObject({ seen: true, answer });
  });

  it('lists meeting requests in their own tab', async () => {
    await signInAs(cast.operator);
    await renderApp('/support');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: /^Solicitudes de reunión/ }));
    const panel = screen.getByRole('tabpanel');
    // The demo's meeting request (migration seed) is there, with its day, time and app.
    expect(await within(panel).findAllByRole('article')).not.toHaveLength(0);
    expect(
      within(panel).getAllByText(/ a las \d\d:\d\d por (Google Meet|Zoom|WhatsApp)$/).length,
    ).toBeGreaterThan(0);
  });
});

describe('the help dialog past the limits', () => {
  const PLACE: HelpPlace = { segment: 'vacation-rental', step: 'location', typeProduct: 1 };
  const inDialog = () => within(screen.getByRole('dialog', { name: 'Ayuda' }));

  async function openDialog(session: Session) {
    letTheCaptchaWidgetRun();
    await renderPage('/help', <HelpDialog opened onClose={() => {}} me={session.user._id} place={PLACE} />);
    const user = userEvent.setup();
    await user.click(await inDialog().findByRole('button', { name: /^Asistencia/ }));
    return user;
  }

  it('says how long to wait for the next help message, with the question kept', async () => {
    const session = await signedInNewAccount('ayuda-tope');
    // Production's limit: 10 help messages an hour.
    for (let i = 0; i < 10; i++) {
      unwrap(
        await api.POST('/api/help-providers', {
          body: { question: `Pregunta ${i}`, typeMessage: 'assistance' },
        }),
      );
    }
    const user = await openDialog(session);
    await user.click(await inDialog().findByRole('button', { name: /^Enviar un mensaje/ }));
    const box = await inDialog().findByRole('textbox', { name: /^Tu pregunta/ });
    await user.type(box, '¿Una más?');
    await user.click(inDialog().getByRole('button', { name: 'Enviar mensaje' }));
    expect(await inDialog().findByRole('alert')).toHaveTextContent(
      /^Demasiados intentos\. Inténtalo de nuevo en (59|60) minutos\. Tu mensaje sigue aquí para enviarlo de nuevo\.$/,
    );
    expect(box).toHaveValue('¿Una más?');
  });

  it('says how long to wait for the next meeting request', async () => {
    const session = await signedInNewAccount('reunion-tope');
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000);
    const date = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    const meeting = {
      firstName: 'Lía',
      lastName: 'Prueba',
      email: 'lia@example.com',
      phone: '5512 3344',
      date,
      schedule: '10:15',
      typeMeet: 'Zoom' as const,
    };
    // Production's limit: 5 meeting requests an hour.
    for (let i = 0; i < 5; i++) {
      unwrap(
        await api.POST('/api/paid-contacts', {
          body: { ...meeting, typeContact: 'assistance', captcha: await captchaSolution() },
        }),
      );
    }
    const user = await openDialog(session);
    await user.click(await inDialog().findByRole('button', { name: /^Agendar una reunión/ }));
    const field = (name: string) => inDialog().getByRole('textbox', { name: new RegExp(`^${name}`) });
    // The form starts with the account's own name and e-mail: typed over here.
    for (const [name, value] of [
      ['Nombre', meeting.firstName],
      ['Apellido', meeting.lastName],
      ['Correo electrónico', meeting.email],
    ] as const) {
      await user.clear(await waitFor(() => field(name)));
      await user.type(field(name), value);
    }
    await user.type(field('Teléfono'), meeting.phone);
    await inDialog().findByPlaceholderText('DD/MM/AAAA');
    await user.type(field('Fecha'), `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`);
    await user.selectOptions(inDialog().getByRole('combobox', { name: /^Hora/ }), meeting.schedule);
    await user.click(inDialog().getByRole('radio', { name: 'Zoom' }));
    await tickCaptcha(user);
    await user.click(inDialog().getByRole('button', { name: 'Agendar reunión' }));
    expect(await inDialog().findByRole('alert')).toHaveTextContent(
      /^Demasiados intentos\. Inténtalo de nuevo en (59|60) minutos\.$/,
    );
    expect(field('Nombre')).toHaveValue(meeting.firstName);
  });
});

describe('the meeting form (issue 26)', () => {
  const inDialog = () => within(screen.getByRole('dialog', { name: 'Ayuda' }));
  const field = (name: string) => inDialog().getByRole('textbox', { name: new RegExp(`^${name}`) });

  it("starts with the signed-in provider's name and e-mail, and takes a Guatemalan number of 8 digits", async () => {
    const session = await signedInNewAccount('reunion-datos');
    letTheCaptchaWidgetRun();
    await renderPage('/help', <HelpDialog opened onClose={() => {}} me={session.user._id} />);
    const user = userEvent.setup();
    await user.click(await inDialog().findByRole('button', { name: /^Asistencia/ }));
    await user.click(await inDialog().findByRole('button', { name: /^Agendar una reunión/ }));

    const person = session.user.tb_lg_person;
    expect(await waitFor(() => field('Nombre'))).toHaveValue(person.first_name);
    expect(field('Apellido')).toHaveValue(person.last_name);
    expect(field('Correo electrónico')).toHaveValue(person.email);
    // The phone's country is fixed in the field, Guatemala's by default (SPEC §5), as in onboarding.
    expect(inDialog().getByRole('combobox', { name: 'País del teléfono' })).toHaveValue('gt');

    // A number too short for Guatemala is refused in the onboarding forms' words…
    await user.type(field('Teléfono'), '5512334');
    const day = tomorrow();
    await user.type(field('Fecha'), `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`);
    await user.selectOptions(inDialog().getByRole('combobox', { name: /^Hora/ }), '10:15');
    await tickCaptcha(user);
    await user.click(inDialog().getByRole('button', { name: 'Agendar reunión' }));
    expect(
      await inDialog().findByText('Faltan dígitos: el número es corto para el país elegido'),
    ).toBeInTheDocument();
    // …and its 8 digits are taken, which "at least 10 characters" refused.
    await user.clear(field('Teléfono'));
    await user.type(field('Teléfono'), '55123344');
    await user.click(inDialog().getByRole('button', { name: 'Agendar reunión' }));
    expect(await inDialog().findByText('Datos enviados, reunión creada')).toBeInTheDocument();
    // A booked meeting starts the form over from the provider's own name and e-mail.
    expect(field('Nombre')).toHaveValue(person.first_name);
    expect(field('Teléfono')).toHaveValue('');

    const inbox = await signInAs(cast.operator);
    setSession(inbox);
    const stored = unwrap(await api.GET('/api/support/requests', {})).meeting_requests.find(
      (r) => r.email === person.email,
    );
    expect(stored).toMatchObject({ firstName: person.first_name, phone: '+502 55123344' });
  });
});

function tomorrow() {
  const day = new Date(Date.now() + 24 * 3600 * 1000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

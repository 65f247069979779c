import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyStateMachine, createActor } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import { model } from '../../machines/helpDialog.model.ts';
import { shortestPaths, stepsOf } from '../../machines/machineModel.ts';
import { emptyMeeting, type MeetingValues } from '../../machines/meetingRequest.ts';
import type { HelpPlace } from '../../src/api/helpQueries.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { HelpDialog } from '../../src/features/help/HelpDialog.tsx';
import { parseDate } from '../../src/i18n/dateEntry.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { letTheCaptchaWidgetRun, renderPage, tickCaptcha } from './authHarness.tsx';
import { fileCast } from './demoCastHarness.ts';
import { signInAs } from './shellHarness.tsx';

/*
 * The helpDialog model's paths drive the real help dialog against the real server (issue 15, Tests). Each path
 * is the shortest way to a state of the machine (with its context) and one more transition; of those, the fewest
 * that still take every move the walk takes are driven. A person's events are clicks and typing in the dialog;
 * the calls' answers happen for real. A refusal is made by the server too: just before the person sends, the
 * session's token is swapped for one the server does not know, so it answers 401 with its own message; before
 * a call the path says succeeds, the real token is back.
 *
 * The model's meeting day (in March 2026) is moved to tomorrow: the server refuses a day in the past.
 */

type ModelEvent = (typeof model.events)[number];
type EventType = ModelEvent['type'];
interface Context {
  kind: 'assistance' | 'technical' | null;
  question: string;
  questionMissing: boolean;
  meeting: MeetingValues;
  missingFields: (keyof MeetingValues)[];
  captcha: string;
}

const PLACE: HelpPlace = { segment: 'vacation-rental', step: 'location', typeProduct: 1 };

const tomorrow = () => {
  const day = new Date(Date.now() + 24 * 3600 * 1000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
};
/** The day the form holds for the model's day. */
const heldDate = (iso: string) => (iso === '' ? null : tomorrow());
/** That day as a person types it: DD/MM/YYYY. */
const typedDate = (iso: string) => {
  const day = heldDate(iso);
  return day === null ? '' : `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
};
/** The date field, once its own code has replaced the stand-in drawn with the form. */
const dateField = () => inDialog().findByRole('textbox', { name: /^Fecha/ });

interface Walk {
  user: UserEvent;
  state: unknown;
  session: Session;
}

const dialog = () => screen.getByRole('dialog', { name: 'Ayuda' });
const inDialog = () => within(dialog());
const textbox = (name: string) => inDialog().getByRole('textbox', { name: new RegExp(`^${name}`) });

/** Before a call the path answers, the token the server will take or refuse. */
function arrange(walk: Walk, next: readonly ModelEvent[]) {
  const answer = next[0]?.type ?? '';
  if (answer.startsWith('xstate.error.actor.')) setSession({ ...walk.session, token: 'revoked.by.the.test' });
  else if (answer.startsWith('xstate.done.actor.')) setSession(walk.session);
}

type Executor = (event: ModelEvent, walk: Walk, next: readonly ModelEvent[]) => Promise<void>;
const noWork: Executor = async () => {};

async function fillMeeting(user: UserEvent, values: Partial<MeetingValues>) {
  const typeInto = async (name: string, value: string) => {
    await user.clear(textbox(name));
    await user.type(textbox(name), value);
  };
  if (values.firstName !== undefined) await typeInto('Nombre', values.firstName);
  if (values.lastName !== undefined) await typeInto('Apellido', values.lastName);
  if (values.email !== undefined) await typeInto('Correo electrónico', values.email);
  if (values.phone !== undefined) await typeInto('Teléfono', values.phone);
  if (values.date !== undefined) {
    await inDialog().findByPlaceholderText('DD/MM/AAAA');
    const date = await dateField();
    await user.clear(date);
    if (typedDate(values.date)) await user.type(date, typedDate(values.date));
  }
  if (values.schedule !== undefined)
    await user.selectOptions(inDialog().getByRole('combobox', { name: /^Hora/ }), values.schedule);
  if (values.typeMeet !== undefined) {
    const label = { GoogleMeet: 'Google Meet', Zoom: 'Zoom', Whatsapp: 'WhatsApp' }[values.typeMeet];
    await user.click(inDialog().getByRole('radio', { name: label }));
  }
}

const CHOICE = {
  assistance: 'Asistencia',
  technical: 'Problema técnico',
  message: 'Enviar un mensaje',
  meeting: 'Agendar una reunión',
  chat: 'Chatear ahora con un agente',
} as const;
const choose = (name: string) => inDialog().getByRole('button', { name: new RegExp(`^${name}`) });

const execute = {
  'kind.choose': async (event, walk) => {
    await walk.user.click(choose(CHOICE[(event as Extract<ModelEvent, { kind: unknown }>).kind]));
  },
  'channel.choose': async (event, walk, next) => {
    // Choosing the chat opens the support thread at once.
    arrange(walk, next);
    await walk.user.click(choose(CHOICE[(event as Extract<ModelEvent, { channel: unknown }>).channel]));
  },
  'dialog.back': async (_e, walk) => walk.user.click(inDialog().getByRole('button', { name: 'Volver' })),
  'dialog.close': async (_e, walk) =>
    walk.user.click(inDialog().getByRole('button', { name: 'Cerrar la ayuda' })),
  'question.change': async (event, walk) => {
    const box = inDialog().getByRole('textbox', { name: /^(Tu pregunta|Describe el problema)/ });
    await walk.user.clear(box);
    await walk.user.type(box, (event as Extract<ModelEvent, { type: 'question.change' }>).value);
  },
  'message.send': async (_e, walk, next) => {
    arrange(walk, next);
    await walk.user.click(inDialog().getByRole('button', { name: 'Enviar mensaje' }));
  },
  'meeting.change': async (event, walk) => {
    await fillMeeting(walk.user, (event as Extract<ModelEvent, { type: 'meeting.change' }>).values);
  },
  'captcha.change': async (_e, walk) => tickCaptcha(walk.user),
  'meeting.submit': async (_e, walk, next) => {
    arrange(walk, next);
    await walk.user.click(inDialog().getByRole('button', { name: 'Agendar reunión' }));
  },
  'failure.dismiss': async (_e, walk) =>
    walk.user.click(inDialog().getByRole('button', { name: 'Cerrar aviso' })),
  'chat.retry': async (_e, walk, next) => {
    arrange(walk, next);
    await walk.user.click(inDialog().getByRole('button', { name: 'Intentar de nuevo' }));
  },
  // The answers come from the server, the redirect after its 3 s: the screen is checked once they have.
  'xstate.done.actor.sendHelpMessage': noWork,
  'xstate.error.actor.sendHelpMessage': noWork,
  'xstate.done.actor.requestMeeting': noWork,
  'xstate.error.actor.requestMeeting': noWork,
  'xstate.done.actor.createSupportThread': noWork,
  'xstate.error.actor.createSupportThread': noWork,
  'xstate.after.chatRedirect.helpDialog.chat.redirecting': noWork,
} satisfies Record<EventType, Executor>;

const ERROR_TEXT = {
  required: 'Este campo es obligatorio',
  email: 'Escribe un correo electrónico válido',
  phone: 'Faltan dígitos: el número es corto para el país elegido',
};

async function expectMeetingForm({ meeting, missingFields, captcha }: Context) {
  await waitFor(() => expect(textbox('Nombre')).toHaveValue(meeting.firstName));
  expect(textbox('Apellido')).toHaveValue(meeting.lastName);
  expect(textbox('Correo electrónico')).toHaveValue(meeting.email);
  expect(textbox('Teléfono')).toHaveValue(meeting.phone);
  // Typed DD/MM/YYYY, written DD/MMM/YYYY once the field is left: either way it holds the model's day.
  expect(parseDate(((await dateField()) as HTMLInputElement).value)).toBe(heldDate(meeting.date));
  expect(inDialog().getByRole('combobox', { name: /^Hora/ })).toHaveValue(meeting.schedule);
  const app = { GoogleMeet: 'Google Meet', Zoom: 'Zoom', Whatsapp: 'WhatsApp' }[meeting.typeMeet];
  expect(inDialog().getByRole('radio', { name: app })).toBeChecked();
  // Every field the machine marks says why, and no other.
  const said = inDialog().queryAllByText(
    new RegExp(`^(${ERROR_TEXT.required}|${ERROR_TEXT.email}|${ERROR_TEXT.phone})$`),
  );
  expect(said).toHaveLength(missingFields.length);
  // The captcha widget shows verified exactly when the machine holds an answer.
  await waitFor(() => expect(inDialog().queryByText('Verificado') !== null).toBe(captcha !== ''));
}

async function expectView(value: unknown, context: Context) {
  const is = (v: unknown) => JSON.stringify(value) === JSON.stringify(v);
  if (is('closed')) {
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ayuda' })).not.toBeInTheDocument());
    return;
  }
  if (is('redirected')) {
    // On /message, the support thread chosen.
    await waitFor(() => expect(screen.getByTestId('elsewhere')).toHaveTextContent('/message'), {
      timeout: 6000,
    });
    return;
  }
  if (is({ message: 'sending' }) || is({ meeting: 'submitting' }) || is({ chat: 'creating' })) return;
  if (is('choosingKind')) {
    await waitFor(() => expect(inDialog().getByText('¿Cómo podemos ayudarte?')).toBeInTheDocument());
    // The step's own guidance shows above the choice.
    expect(await inDialog().findByText('Ayuda para este paso')).toBeInTheDocument();
    return;
  }
  if (is('choosingChannel')) {
    await waitFor(() => expect(inDialog().getByText('¿Cómo prefieres que te ayudemos?')).toBeInTheDocument());
    expect(inDialog().getByText(/\$5 por cada 15 minutos/)).toBeInTheDocument();
    expect(inDialog().getByText('$10 por cada 15 minutos.')).toBeInTheDocument();
    return;
  }
  if (is({ message: 'sent' })) {
    expect(await inDialog().findByText('Mensaje enviado')).toBeInTheDocument();
    return;
  }
  if (is({ message: 'editing' }) || is({ message: 'failed' })) {
    const box = await inDialog().findByRole('textbox', {
      name: context.kind === 'technical' ? /^Describe el problema/ : /^Tu pregunta/,
    });
    await waitFor(() => expect(box).toHaveValue(context.question));
    expect(inDialog().queryByText('Escribe tu pregunta') !== null).toBe(context.questionMissing);
    if (is({ message: 'failed' })) {
      // The server's own message, and the question still there.
      expect(await inDialog().findByRole('alert')).toHaveTextContent(/Tu mensaje sigue aquí/);
    } else expect(inDialog().queryByRole('alert')).not.toBeInTheDocument();
    return;
  }
  if (is({ meeting: 'scheduled' })) {
    expect(await inDialog().findByText('Datos enviados, reunión creada')).toBeInTheDocument();
    await expectMeetingForm(context);
    return;
  }
  if (is({ meeting: 'captchaMissing' })) {
    expect(await inDialog().findByText('Completa la verificación antes de enviar.')).toBeInTheDocument();
    await expectMeetingForm(context);
    return;
  }
  if (is({ meeting: 'failed' })) {
    expect(await inDialog().findByRole('alert')).toBeInTheDocument();
    await expectMeetingForm(context);
    return;
  }
  if (is({ meeting: 'editing' })) {
    await waitFor(() => expect(inDialog().queryByRole('alert')).not.toBeInTheDocument());
    await expectMeetingForm(context);
    return;
  }
  if (is({ chat: 'redirecting' })) {
    expect(await inDialog().findByText(/Un agente hablará contigo/)).toBeInTheDocument();
    return;
  }
  if (is({ chat: 'failed' })) {
    expect(await inDialog().findByRole('alert')).toBeInTheDocument();
    expect(inDialog().getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    return;
  }
  throw new Error(`no view for ${JSON.stringify(value)}`);
}

const moveOf = (from: unknown, event: ModelEvent, to: unknown) =>
  JSON.stringify([
    from,
    'kind' in event
      ? `${event.type}:${event.kind}`
      : 'channel' in event
        ? `${event.type}:${event.channel}`
        : event.type,
    to,
  ]);

/** To each (state, context) of the walk, one transition out; of those, the fewest that take every move. */
function pathsToDrive() {
  const paths = shortestPaths(model);
  const key = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]);
  const byState = new Map(paths.map((p) => [key(p.state), p]));
  const adjacency = getAdjacencyMap(model.machine as AnyStateMachine, {
    events: model.events as never,
    input: model.input,
  });
  const candidates: {
    name: string;
    events: ModelEvent[];
    states: { value: unknown; context: Context }[];
    moves: string[];
  }[] = [];
  for (const { state, transitions } of Object.values(adjacency)) {
    if (state.status === 'done') continue;
    const to = byState.get(key(state));
    if (!to) continue;
    const steps = stepsOf(to.steps);
    for (const { event, state: next } of Object.values(transitions) as {
      event: ModelEvent;
      state: typeof state;
    }[]) {
      if (key(next) === key(state)) continue;
      const events = [...steps.map((s) => s.event as ModelEvent), event];
      const states = [...steps.map((s) => s.state), next].map((s) => ({
        value: s.value,
        context: s.context as Context,
      }));
      const values = [to.steps[0]!.state.value, ...states.map((s) => s.value)];
      candidates.push({
        name: `${JSON.stringify(next.value)} via ${events.map((e) => e.type.replace('xstate.', '')).join(' → ')}`,
        events,
        states,
        moves: events.map((e, i) => moveOf(values[i], e, values[i + 1])),
      });
    }
  }
  candidates.sort((a, b) => b.events.length - a.events.length);
  const taken = new Set<string>();
  const chosen = candidates.filter((c) => {
    const fresh = c.moves.filter((m) => !taken.has(m));
    for (const m of fresh) taken.add(m);
    return fresh.length > 0;
  });
  return { chosen, moves: taken };
}

const { chosen, moves } = pathsToDrive();
const driven = new Set<string>();
let company: Session;

function Harness({ me }: { me: string }) {
  const [opened, setOpened] = useState(true);
  return <HelpDialog opened={opened} onClose={() => setOpened(false)} me={me} place={PLACE} />;
}

beforeAll(async () => {
  await activateLanguage('es');
  letTheCaptchaWidgetRun();
  const signedIn = await signInAs(fileCast().company);
  // The person the model's walk opens the dialog as: the form starts with their name and e-mail.
  const { firstName, lastName, email } = model.input.meeting;
  company = {
    ...signedIn,
    user: {
      ...signedIn.user,
      tb_lg_person: { ...signedIn.user.tb_lg_person, first_name: firstName, last_name: lastName, email },
    },
  };
  setSession(company);
});
afterAll(() => {
  clearSession();
  // Every move of the chosen paths was driven through the dialog.
  expect([...driven].sort()).toEqual([...moves].sort());
});

describe('the help dialog (helpDialog paths)', () => {
  it("starts from the signed-in person's name and e-mail, as the model does", () => {
    const start = createActor(model.machine, { input: model.input }).getSnapshot().context;
    expect(start.meeting).toEqual({ ...emptyMeeting(), ...model.input.meeting });
  });

  it.each(chosen.map((c) => [c.name, c] as const))('drives %s', async (_, path) => {
    setSession(company);
    const walk: Walk = { user: userEvent.setup(), state: 'choosingKind', session: company };
    const view = await renderPage('/vacation-rental/location', <Harness me={company.user._id} />);
    await expectView('choosingKind', model.machine.config.context as unknown as Context);
    const values = ['choosingKind', ...path.states.map((s) => s.value)];
    for (const [i, event] of path.events.entries()) {
      walk.state = values[i];
      await execute[event.type](event, walk, path.events.slice(i + 1));
      await expectView(path.states[i]!.value, path.states[i]!.context);
      driven.add(moveOf(values[i], event, values[i + 1]));
    }
    if (JSON.stringify(values.at(-1)) === '"redirected"') {
      // The support thread is the one /message opens.
      expect(view.router.state.location.search).toMatchObject({ thread: expect.any(String) });
    }
    view.unmount();
    setSession(company);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describePath, stepsOf } from '../../machines/machineModel.ts';
import { type WizardInput, type WizardIntent, wizardMachine } from '../../machines/wizard.machine.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { createStay, renderWizardApp, stepConnection } from './wizardHarness.tsx';

// Model-based (CONVENTIONS.md): the wizard machine's own paths drive the real wizard page against the
// real API server. A person's events are clicks; an invoked actor settling is the step's request reaching
// the server (done) or the connection dropping it (error).

/** The id a create answer carries in the model, and the model's product; the real ones are the server's. */
const NEW_ID = 'NEW';
const MODEL_ID = 'p1';
const ID = '[0-9a-f-]{36}';

const events = [
  { type: 'step.save', values: {} },
  { type: 'failure.dismiss' },
  { type: 'load.retry' },
  { type: 'choice.keepEditing' },
  { type: 'choice.rooms' },
  { type: 'choice.products' },
  { type: 'form.change', unsaved: true },
  { type: 'leave.request' },
  { type: 'leave.stay' },
  { type: 'leave.discard' },
  { type: 'xstate.done.actor.loadStep', output: {}, actorId: 'loadStep' },
  { type: 'xstate.error.actor.loadStep', error: new Error('Failed to fetch'), actorId: 'loadStep' },
  { type: 'xstate.done.actor.saveStep', output: { id: NEW_ID }, actorId: 'saveStep' },
  { type: 'xstate.error.actor.saveStep', error: new Error('Failed to fetch'), actorId: 'saveStep' },
] as const;
type WizardEventType = (typeof events)[number]['type'];
type Snapshot = SnapshotFrom<typeof wizardMachine>;

interface Run {
  user: ReturnType<typeof userEvent.setup>;
  connection: ReturnType<typeof stepConnection>;
  scenario: Scenario;
}
type Executor = (run: Run) => Promise<void>;

const mainButton = (name: string) => screen.getByRole('button', { name });
const dialog = (name: string) => screen.findByRole('dialog', { name });
const LEAVE_DIALOG = 'Tienes cambios sin guardar';
const leaveChoice = async (user: Run['user'], name: string) =>
  user.click(within(await dialog(LEAVE_DIALOG)).getByRole('button', { name }));

/** Every event of the wizard machine as something done on the screen or on the connection. */
const executors = {
  'step.save': async (run) => {
    // Asked on the way out, the leave dialog's button saves; otherwise the wizard's main button.
    if (screen.queryByRole('dialog', { name: LEAVE_DIALOG })) return leaveChoice(run.user, 'Guardar y salir');
    await run.scenario.type(run.user);
    await run.user.click(mainButton(run.scenario.button));
  },
  'form.change': async (run) => run.scenario.type(run.user),
  'leave.request': async ({ user }) =>
    user.click(screen.getByRole('link', { name: 'Salir a mis productos' })),
  'leave.stay': async ({ user }) => leaveChoice(user, 'Quedarme'),
  'leave.discard': async ({ user }) => leaveChoice(user, 'Salir sin guardar'),
  'failure.dismiss': async ({ user }) => {
    await user.click(
      within(await dialog('Lo sentimos, algo salió mal')).getByRole('button', { name: 'Entendido' }),
    );
  },
  'load.retry': async ({ user }) => user.click(await screen.findByRole('button', { name: 'Reintentar' })),
  'choice.keepEditing': async ({ user }) =>
    user.click(within(await dialog('Cambios guardados')).getByRole('button', { name: 'Seguir editando' })),
  'choice.rooms': async ({ user }) =>
    user.click(
      within(await dialog('Cambios guardados')).getByRole('button', { name: 'Ir a las habitaciones' }),
    ),
  'choice.products': async ({ user }) =>
    user.click(within(await dialog('Cambios guardados')).getByRole('button', { name: 'Ir a mis productos' })),
  'xstate.done.actor.loadStep': async ({ connection }) => {
    await connection.waitFor('loadStep');
    connection.pass('loadStep');
  },
  'xstate.error.actor.loadStep': async ({ connection }) => {
    await connection.waitFor('loadStep');
    connection.fail('loadStep');
  },
  'xstate.done.actor.saveStep': async ({ connection }) => {
    await connection.waitFor('saveStep');
    connection.pass('saveStep');
  },
  'xstate.error.actor.saveStep': async ({ connection }) => {
    await connection.waitFor('saveStep');
    connection.fail('saveStep');
  },
} satisfies Record<WizardEventType, Executor>;

interface Scenario {
  name: string;
  input: WizardInput;
  /** The page's path for the product (created fresh for each path) or for a new one. */
  path: (id: string | undefined) => string;
  button: string;
  formId: string;
  /** Enters something on the step (once), so that keeping it through a failure can be checked. */
  type: (user: Run['user']) => Promise<void>;
  /** What was entered is still on screen. */
  expectTyped: () => void;
}

const create: Scenario = {
  name: 'creating a vacation rental from its information step',
  input: { wizard: 'vacation-rental', step: 'information', productType: 1 },
  path: () => '/vacation-rental/information?commission=2',
  button: 'Siguiente',
  formId: 'wizard-step-information',
  async type(user) {
    const name = await screen.findByRole('textbox', { name: /^Nombre del alojamiento/ });
    if ((name as HTMLInputElement).value !== '') return;
    await user.click(screen.getByRole('combobox', { name: /^Tipo de propiedad/ }));
    await user.click(await screen.findByRole('option', { name: 'Cabaña' }));
    await user.type(name, 'Cabaña Las Nubes');
    await user.type(screen.getByRole('textbox', { name: /^Título del anuncio/ }), 'Cabaña entre pinos');
    await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Chimenea y vista al valle.');
  },
  expectTyped() {
    expect(screen.getByRole('textbox', { name: /^Nombre del alojamiento/ })).toHaveValue('Cabaña Las Nubes');
    expect(screen.getByRole('textbox', { name: /^Descripción/ })).toHaveValue('Chimenea y vista al valle.');
  },
};

const edit: Scenario = {
  name: 'editing the features of a vacation rental',
  input: { wizard: 'vacation-rental', step: 'feature', productType: 1, id: MODEL_ID, edit: true },
  path: (id) => `/vacation-rental/feature/${id}?edit`,
  button: 'Guardar',
  formId: 'wizard-step-feature',
  async type(user) {
    const exclusive = await screen.findByRole('switch', { name: /^Uso exclusivo/ });
    if (!(exclusive as HTMLInputElement).checked) await user.click(exclusive);
  },
  expectTyped() {
    expect(screen.getByRole('switch', { name: /^Uso exclusivo/ })).toBeChecked();
  },
};

const pathsOf = (scenario: Scenario) =>
  getShortestPaths(wizardMachine, {
    events: events as unknown as EventFromLogic<typeof wizardMachine>[],
    input: scenario.input,
    // Once the machine tells the view where to go, the page there runs a machine of its own.
    stopWhen: (state) => state.context.next !== null,
  });

/** The page the view must have gone to for an intent (a pattern: the model's ids stand for the server's). */
function pageOf(intent: WizardIntent): { pathname: string; edit: boolean } {
  const real = (id: string | null) => (id === NEW_ID || id === MODEL_ID ? ID : (id ?? ''));
  switch (intent.to) {
    case 'step': {
      const ids = [intent.id, intent.idRoom].filter((id) => id !== null).map(real);
      return { pathname: ['', intent.wizard, intent.step, ...ids].join('/'), edit: intent.edit };
    }
    case 'rooms':
      return { pathname: `/rooms-${intent.wizard}s/${real(intent.id)}`, edit: false };
    case 'products':
      return { pathname: '/my-products', edit: false };
    case 'callback':
      return { pathname: intent.callback, edit: false };
  }
}

/** The screen shows the state the machine reached. */
async function expectView(
  state: Snapshot,
  scenario: Scenario,
  router: { state: { location: { pathname: string; search: { edit?: boolean } } } },
) {
  const { next } = state.context;
  if (next) {
    const { pathname, edit } = pageOf(next);
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`^${pathname}$`)));
    expect(Boolean(router.state.location.search.edit)).toBe(edit);
    return;
  }
  const form = () => document.getElementById(scenario.formId);
  switch (state.value) {
    case 'editing':
      await waitFor(() => expect(form()).not.toBeNull());
      await waitFor(() => expect(mainButton(scenario.button)).toBeEnabled());
      expect(screen.queryByRole('dialog')).toBeNull();
      return;
    case 'loading':
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
      expect(form()).toBeNull();
      return;
    case 'loadFailed':
      expect(await screen.findByText('Error de conexión')).toBeVisible();
      expect(screen.getByText('Problemas de conexión con el servidor')).toBeVisible();
      expect(form()).toBeNull();
      return;
    case 'saving':
      await waitFor(() => expect(mainButton(scenario.button)).toHaveAttribute('data-loading', 'true'));
      expect(form()?.querySelector('fieldset')).toBeDisabled();
      return;
    case 'failed': {
      const failure = await dialog('Lo sentimos, algo salió mal');
      expect(within(failure).getByText('Problemas de conexión con el servidor')).toBeVisible();
      scenario.expectTyped();
      return;
    }
    case 'saved':
      expect(await dialog('Cambios guardados')).toBeVisible();
      return;
    case 'confirmingLeave':
      expect(await dialog(LEAVE_DIALOG)).toBeVisible();
      scenario.expectTyped();
      return;
    case 'left':
      // The held navigation went on: the exit link's page.
      await waitFor(() => expect(router.state.location.pathname).toBe('/my-products'));
      return;
    default:
      throw new Error(`no view check for ${JSON.stringify(state.value)}`);
  }
}

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});

let connection: ReturnType<typeof stepConnection> | null = null;
afterEach(() => {
  connection?.dispose();
  connection = null;
  clearSession();
});

it('drives the page through every state of the wizard machine between the two scenarios', () => {
  const reached = new Set(
    [create, edit].flatMap((s) => pathsOf(s).map((p) => JSON.stringify(p.state.value))),
  );
  const states = Object.keys(wizardMachine.root.states).map((key) => JSON.stringify(key));
  expect([...reached].sort()).toEqual(states.sort());
});

describe.each([create, edit])('wizard paths: $name', (scenario) => {
  const paths = pathsOf(scenario);

  it.each(paths.map((p) => [describePath(p), p] as const))('%s', async (_, path) => {
    await signedInNewAccount('ruta');
    const id = scenario.input.id ? await createStay(1) : undefined;
    connection = stepConnection();
    const { router } = await renderWizardApp(scenario.path(id));
    const run: Run = { user: userEvent.setup({ delay: null }), connection, scenario };
    for (const step of stepsOf(path.steps)) {
      await executors[step.event.type as WizardEventType](run);
    }
    await expectView(path.state, scenario, router);
  });
});

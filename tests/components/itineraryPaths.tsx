import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';
import type { ItineraryContext } from '../../machines/itinerary.machine.ts';
import { model } from '../../machines/itinerary.model.ts';
import type { DurationType, Itinerary } from '../../machines/itineraryRules.ts';
import { shortestPaths, stepsOf } from '../../machines/machineModel.ts';
import { to12Hour } from '../../machines/timeChoices.ts';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { renderWizardApp, stepConnection } from './wizardHarness.tsx';

/*
 * The itinerary model's paths drive the real itinerary step of the /tour wizard against the real server (issue 16,
 * Tests). Each path is the shortest way to a state of the machine (with its context) and one more transition; of
 * those, the fewest that still take every move the walk takes — a move being (state, event, next state) — are
 * driven. A person's events are clicks and typing in the step; a stored itinerary (`itinerary.load`) is saved
 * through the API before the step opens; the save's answers come from the real server, let through or dropped as
 * a broken connection by `stepConnection`. Paths the screen cannot take are left out: the step shows nothing but
 * the duration until one is chosen, and a stored multi-day itinerary has at least two days (the server's rule).
 */

export type ModelEvent = (typeof model.events)[number];
type StateValue = { layout: string; schedule: string; submission: string };
interface Step {
  value: StateValue;
  context: ItineraryContext;
}
export interface ItineraryPath {
  name: string;
  events: ModelEvent[];
  states: Step[];
  moves: string[];
}

const DURATION_LABEL: Record<DurationType, string> = {
  0: 'Por horas',
  1: 'Medio día',
  2: 'Día completo',
  3: 'Varios días',
};
const LAYOUT_DURATION: Record<string, DurationType> = { hours: 0, halfDay: 1, allDay: 2, multiDay: 3 };
const PROBLEM_TEXT = {
  durationRequired: 'Elige la duración del tour',
  durationOutOfRange: 'Un tour de varios días dura de 2 a 30 días',
  dayCountMismatch: 'Los días del itinerario no coinciden con la duración',
  activityRequired: 'Agrega al menos una actividad a cada día',
  startTimeRequired: 'Agrega al menos una hora de inicio a cada día',
} as const;
/** The hours typed whenever the tour becomes one of some hours (the model does not carry them). */
const HOURS = '3';

const shown = (time: string) => {
  const t = to12Hour(time)!;
  return `${t.hour}:${t.minute} ${t.meridiem}`;
};

const eventName = (event: ModelEvent) =>
  'durationType' in event ? `${event.type}:${event.durationType}` : event.type;

/** A move: the event, with the regions it changes (from → to); regions it leaves as they are make no other move. */
const moveOf = (from: StateValue, event: ModelEvent, to: StateValue) =>
  JSON.stringify([
    eventName(event),
    (['layout', 'schedule', 'submission'] as const)
      .filter((region) => from[region] !== to[region])
      .map((region) => `${region}:${from[region]}→${to[region]}`),
  ]);

/** Whether the screen can take the event in that state (see the note above). */
function drivable(event: ModelEvent, index: number, before: Step) {
  if (event.type === 'itinerary.load') return index === 0 && event.itinerary.duration_type !== 3;
  if (before.value.layout !== 'unchosen') return true;
  return (
    event.type === 'duration.change' || event.type === 'itinerary.submit' || event.type.startsWith('xstate.')
  );
}

/** To each (state, context) of the walk, one transition out; of those, the fewest that take every move. */
export function itineraryPathsToDrive() {
  const paths = shortestPaths(model);
  const key = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]);
  const byState = new Map(paths.map((p) => [key(p.state), p]));
  const adjacency = getAdjacencyMap(model.machine as AnyStateMachine, { events: model.events as never });
  const candidates: ItineraryPath[] = [];
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
        value: s.value as StateValue,
        context: s.context as ItineraryContext,
      }));
      const start = { value: to.steps[0]!.state.value as StateValue, context: to.steps[0]!.state.context };
      const before = [start, ...states];
      if (!events.every((e, i) => drivable(e, i, before[i]!))) continue;
      const values = before.map((s) => s.value);
      candidates.push({
        name: `${JSON.stringify(next.value)} via ${events.map(eventName).join(' → ')}`,
        events,
        states,
        moves: events.map((e, i) => moveOf(values[i]!, e, values[i + 1]!)),
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

const day = (context: ItineraryContext, no_day: number) =>
  screen.getByRole('region', { name: context.duration_type === 3 ? `Día ${no_day}` : 'Itinerario' });

async function pickTime(user: UserEvent, scope: HTMLElement, label: string, time: string) {
  const t = to12Hour(time)!;
  for (const [piece, option] of [
    ['hora', t.hour],
    ['minutos', t.minute],
    ['AM/PM', t.meridiem],
  ] as const) {
    await user.selectOptions(within(scope).getByRole('combobox', { name: `${label}: ${piece}` }), option);
  }
}

/** The screen shows what the machine's state and context say. */
async function expectView(before: Step, step: Step, id: string, pathname: () => string) {
  const { value, context } = step;
  if (value.submission === 'saved') {
    await waitFor(() => expect(pathname()).toBe(`/tour/cancellation-policy/${id}`));
    return;
  }
  if (value.submission === 'failed' && before.value.submission !== 'failed') {
    expect(await screen.findByRole('dialog', { name: 'Lo sentimos, algo salió mal' })).toBeVisible();
    return;
  }
  if (value.submission === 'saving') return;
  for (const [layout, duration] of Object.entries(LAYOUT_DURATION)) {
    expect(screen.getByRole('radio', { name: DURATION_LABEL[duration] }).matches(':checked')).toBe(
      value.layout === layout,
    );
  }
  if (value.layout === 'unchosen') {
    expect(screen.queryByRole('switch', { name: /^Horario flexible/ })).toBeNull();
  } else {
    expect(screen.getByRole('switch', { name: /^Horario flexible/ }).matches(':checked')).toBe(
      value.schedule === 'flexible',
    );
    const blocks = screen.getAllByRole('region', { name: /^(Día \d+|Itinerario)$/ });
    expect(blocks).toHaveLength(context.days.length);
    for (const d of context.days) {
      const block = day(context, d.no_day);
      const listed = within(block)
        .queryAllByRole('listitem')
        .map((li) => li.textContent);
      for (const a of d.activities) expect(listed).toContain(`${shown(a.start_time)} ${a.description}`);
      if (value.schedule === 'flexible') {
        for (const t of d.start_times_flexible) expect(listed).toContain(shown(t));
      }
      expect(listed).toHaveLength(
        d.activities.length + (value.schedule === 'flexible' ? d.start_times_flexible.length : 0),
      );
    }
  }
  for (const [problem, text] of Object.entries(PROBLEM_TEXT)) {
    if (problem === context.problem) expect(screen.getByText(text)).toBeVisible();
    else expect(screen.queryByText(text)).toBeNull();
  }
}

/** Stores the itinerary the path starts from, as the server keeps it. */
async function store(id: string, itinerary: Itinerary) {
  const time_duration = itinerary.duration_type === 0 ? Number(HOURS) : null;
  unwrap(
    await api.PUT('/api/thingsToDo/itinerary/{id}/{languageCode}/{type}', {
      params: { path: { id, languageCode: 'es', type: 11 } },
      body: { ...itinerary, duration_type: itinerary.duration_type, time_duration },
    }),
  );
}

/** Drives one path through the real step; every move it takes is added to `driven`. */
export async function drivePath(path: ItineraryPath, id: string, driven: Set<string>) {
  const [first] = path.events;
  const loads = first?.type === 'itinerary.load';
  if (first?.type === 'itinerary.load') await store(id, first.itinerary);
  const view = await renderWizardApp(`/tour/itinerary/${id}`);
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('radio', { name: 'Por horas' });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled());
  const connection = stepConnection();
  const start: Step = {
    value: { layout: 'unchosen', schedule: 'fixed', submission: 'editing' },
    context: model.machine.config.context as ItineraryContext,
  };
  const steps = [start, ...path.states];
  try {
    for (const [i, event] of path.events.entries()) {
      const before = steps[i]!;
      if (!(i === 0 && loads)) await execute(event, before, user, connection);
      await expectView(before, steps[i + 1]!, id, () => view.router.state.location.pathname);
      if (steps[i + 1]!.value.submission === 'failed' && before.value.submission !== 'failed') {
        await user.click(screen.getByRole('button', { name: 'Entendido' }));
        await waitFor(() => expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled());
      }
      driven.add(moveOf(before.value, event, steps[i + 1]!.value));
    }
  } finally {
    connection.dispose();
    view.unmount();
  }
}

async function execute(
  event: ModelEvent,
  before: Step,
  user: UserEvent,
  connection: ReturnType<typeof stepConnection>,
) {
  const { context } = before;
  switch (event.type) {
    case 'duration.change': {
      await user.click(screen.getByRole('radio', { name: DURATION_LABEL[event.durationType] }));
      const entries = context.days.some((d) => d.activities.length > 0 || d.start_times_flexible.length > 0);
      if (entries && before.value.layout !== 'unchosen') {
        const ask = await screen.findByRole('dialog', { name: '¿Cambiar la duración?' });
        await user.click(within(ask).getByRole('button', { name: 'Cambiar y borrar' }));
      }
      if (event.durationType === 0)
        await user.type(screen.getByRole('textbox', { name: /^Cantidad de horas/ }), HOURS);
      return;
    }
    case 'days.count': {
      const count = screen.getByRole('textbox', { name: /^Cantidad de días/ });
      await user.clear(count);
      await user.type(count, String(event.count));
      return;
    }
    case 'schedule.flexible':
    case 'schedule.fixed':
      await user.click(screen.getByRole('switch', { name: /^Horario flexible/ }));
      return;
    case 'activity.add': {
      const block = day(context, event.no_day);
      await user.type(within(block).getByRole('textbox', { name: 'Nueva actividad' }), event.description);
      await pickTime(user, block, 'Hora de la actividad', event.start_time);
      await user.click(within(block).getByRole('button', { name: 'Agregar actividad' }));
      return;
    }
    case 'activity.remove': {
      const activity = context.days.find((d) => d.no_day === event.no_day)!.activities[event.number - 1]!;
      await user.click(
        within(day(context, event.no_day)).getByRole('button', {
          name: `Quitar la actividad ${activity.description}`,
        }),
      );
      return;
    }
    case 'startTime.add': {
      const block = day(context, event.no_day);
      await pickTime(user, block, 'Hora de inicio', event.time);
      await user.click(within(block).getByRole('button', { name: 'Agregar hora de inicio' }));
      return;
    }
    case 'startTime.remove':
      await user.click(
        within(day(context, event.no_day)).getByRole('button', {
          name: `Quitar la hora de inicio ${shown(event.time)}`,
        }),
      );
      return;
    case 'itinerary.submit':
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      return;
    case 'xstate.done.actor.saveItinerary':
      await connection.waitFor('saveStep');
      connection.pass('saveStep');
      return;
    case 'xstate.error.actor.saveItinerary':
      await connection.waitFor('saveStep');
      connection.fail('saveStep');
      return;
    default:
      throw new Error(`no action for ${event.type}`);
  }
}

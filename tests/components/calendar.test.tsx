import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Middleware } from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAdjacencyMap } from 'xstate/graph';
import { model } from '../../machines/calendarRange.model.ts';
import { describePath, shortestPaths, stepsOf } from '../../machines/machineModel.ts';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, setSession } from '../../src/api/session.ts';
import { longDay, monthTitle } from '../../src/features/calendar/calendarDays.ts';
import { formatDate } from '../../src/i18n/dates.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { createProduct, installIntersectionObserver, newProvider, uniqueName } from './productsHarness.tsx';
import { renderApp } from './shellHarness.tsx';

/*
 * The calendarRange model's paths drive the real calendar view against the real server (SPEC §4 calendar).
 * Each path is the shortest way to a state of the machine and one more transition; together they take every
 * transition the model's walk takes. A person's events are clicks and typing; the invoked actors' answers
 * (xstate.done / xstate.error) happen for real: a refusal is made by the server, because another writer took
 * the days (or reopened the range) just before, or the product was deleted before the calendar read it again.
 * After each step the view is checked, and so are the product's ranges on the server. A path goes on after
 * the reload's answer only when nothing follows (from there the model's sample ranges and the server's part).
 *
 * The model's days are in March 2026; the product's are the same days a year later, in the future. The model's
 * reservation (25–27 March) is in no path's clicks, so the product has no reservation.
 */

type ModelEvent = (typeof model.events)[number];
type EventType = ModelEvent['type'];

const YEAR_LATER = (date: string) => `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
const LOCALE = 'es-GT';

interface Range {
  start: string;
  end: string;
  note: string;
}

/** One walk: the product, what the server should hold, and what the test arranged to make the server refuse. */
interface Walk {
  productId: string;
  user: UserEvent;
  expected: Range[];
  note: string;
  /** Deletes the product between the save's answer and the calendar's reload. */
  deleteBeforeReload: boolean;
  deleted: boolean;
}

const sortRanges = (ranges: Range[]) => ranges.sort((a, b) => a.start.localeCompare(b.start));

const put = (
  productId: string,
  body: { start: string; end: string; lock: 'blocked' | 'available'; note: string; id: string | null },
) =>
  api.PUT('/api/accommodation/availability/{id}', {
    params: { path: { id: productId } },
    body: {
      product_type: 1,
      start_date: body.start,
      end_date: body.end,
      lock_type: body.lock,
      note: body.note,
      availability_id: body.id,
    },
  });

async function serverRanges(productId: string): Promise<Range[]> {
  const { data } = unwrap(
    await api.GET('/api/accommodation/availability/{id}/{languageCode}', {
      params: { path: { id: productId, languageCode: 'es' } },
    }),
  );
  return data.map((e) => ({ start: e.start_date, end: e.end_date, note: e.note }));
}

const dayButton = (date: string) =>
  screen.getByRole('button', { name: new RegExp(`^${longDay(date, LOCALE)},`) });

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

/** Brings the month of the day into view with the month buttons, as a person would. */
async function showMonth(date: string, user: UserEvent) {
  const title = monthTitle(date.slice(0, 7), LOCALE);
  for (let i = 0; i < 24 && !screen.queryByRole('grid', { name: new RegExp(title, 'i') }); i++)
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
  expect(screen.getByRole('grid', { name: new RegExp(title, 'i') })).toBeInTheDocument();
}

const sentNote = (event: ModelEvent) => ('note' in event ? event.note : '');

type Executor = (event: ModelEvent, walk: Walk, next: readonly ModelEvent[]) => Promise<void>;

/** The refusal the next answers ask for, arranged before the person acts. */
async function arrange(walk: Walk, next: readonly ModelEvent[], selection: Range | null) {
  const [answer, reload] = next;
  if (answer?.type === 'xstate.error.actor.saveAvailability' && selection) {
    const stored = walk.expected.find((r) => r.start === selection.start && r.end === selection.end);
    if (stored) {
      // Another session reopens the range first: reopening it by its id finds nothing.
      const { data } = unwrap(await put(walk.productId, { ...stored, lock: 'available', id: null }));
      expect(data).toHaveLength(walk.expected.length - 1);
      walk.expected = walk.expected.filter((r) => r !== stored);
    } else {
      // Another session blocks the first day first: the save overlaps it. The range stays; the view shows it
      // once the refusal is told (the machine learns it on its next reload, which these paths never reach).
      const taken = { start: selection.start, end: selection.start, note: 'Otra sesión' };
      unwrap(await put(walk.productId, { ...taken, lock: 'blocked', id: null }));
      walk.expected = sortRanges([...walk.expected, taken]);
    }
  }
  walk.deleteBeforeReload =
    answer?.type === 'xstate.done.actor.saveAvailability' &&
    reload?.type === 'xstate.error.actor.loadAvailability';
}

function selectionShown(): Range | null {
  const text = screen.getByRole('region', { name: 'Fechas elegidas' }).textContent ?? '';
  const match = /Del (\S+) al (\S+)/.exec(text);
  if (!match) return null;
  const toIso = (shown: string) => {
    const months = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
    const [day, month, year] = shown.split('/');
    return `${year}-${String(months.indexOf(month!) + 1).padStart(2, '0')}-${day}`;
  };
  return { start: toIso(match[1]!), end: toIso(match[2]!), note: '' };
}

const noWork: Executor = async () => {};

const execute = {
  'calendar.click': async (event, walk) => {
    const date = YEAR_LATER((event as Extract<ModelEvent, { type: 'calendar.click' }>).date);
    await showMonth(date, walk.user);
    await walk.user.click(dayButton(date));
  },
  'calendar.save': async (event, walk, next) => {
    walk.note = sentNote(event);
    const field = screen.getByRole('textbox', { name: 'Nota' });
    await walk.user.clear(field);
    if (walk.note) await walk.user.type(field, walk.note);
    await arrange(walk, next, selectionShown());
    await walk.user.click(screen.getByRole('button', { name: 'Bloquear fechas' }));
  },
  'dialog.confirm': async (_event, walk, next) => {
    const dialog = await dialogNamed('¿Liberar estas fechas?');
    const shown = walk.expected.find((r) =>
      within(dialog).queryByText(new RegExp(formatDate(r.start, 'es').replaceAll('/', '\\/'))),
    );
    await arrange(walk, next, shown ?? null);
    await walk.user.click(within(dialog).getByRole('button', { name: 'Liberar fechas' }));
  },
  'dialog.cancel': async (_event, walk) => {
    await walk.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }),
    );
  },
  'dialog.close': async (_event, walk) => {
    await walk.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Entendido' }),
    );
  },
  // The answers come from the server; the view is checked once they have.
  'xstate.done.actor.saveAvailability': noWork,
  'xstate.error.actor.saveAvailability': noWork,
  'xstate.done.actor.loadAvailability': noWork,
  'xstate.error.actor.loadAvailability': noWork,
} satisfies Record<EventType, Executor>;

/** The view of each stable state, and the server's ranges. Busy states pass before they can be seen. */
async function expectView(value: unknown, walk: Walk, previous: EventType | undefined) {
  const state = JSON.stringify(value);
  if (['"saving"', '"unblocking"', '"reloading"'].includes(state)) return;
  const dialog = {
    '"confirmingUnblock"': '¿Liberar estas fechas?',
    '"overlapError"': 'No se puede bloquear',
    '"missingDates"': 'Faltan fechas',
  }[state];
  if (dialog) {
    const shown = await dialogNamed(dialog);
    expect(shown).toBeInTheDocument();
    // The dialog says why (a refused save's toast may say the same beside it).
    if (state === '"overlapError"')
      expect(
        within(shown).getByText(
          'Las fechas elegidas se cruzan con fechas ya bloqueadas o reservadas. Elige otras fechas.',
        ),
      ).toBeInTheDocument();
  } else {
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const panel = screen.getByRole('region', { name: 'Fechas elegidas' });
    const phrase = {
      '{"selecting":"empty"}': /Elige el primer día/,
      '{"selecting":"startPicked"}': /elige el último día/,
      '{"selecting":"rangePicked"}': /^Del .* al /,
    }[state];
    await waitFor(() => expect(within(panel).getByText(phrase!)).toBeInTheDocument());
  }
  if (previous === 'xstate.error.actor.saveAvailability') {
    expect(await screen.findByText('No se pudieron guardar las fechas')).toBeInTheDocument();
    // The person's note stays for another try.
    expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveValue(walk.note);
    act(() => notifications.clean());
  }
  if (previous === 'xstate.error.actor.loadAvailability') {
    expect(await screen.findByText('No se pudo recargar el calendario')).toBeInTheDocument();
    act(() => notifications.clean());
    return;
  }
  if (previous === 'xstate.done.actor.loadAvailability') {
    // Saved and read again: the note field is empty for the next range.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nota' })).toHaveValue(''));
  }
  const stored = await serverRanges(walk.productId);
  expect(stored).toEqual(walk.expected);
  const list = screen.queryByRole('list', { name: 'Fechas cerradas' });
  await waitFor(() =>
    expect(list ? within(list).getAllByRole('listitem') : []).toHaveLength(walk.expected.length),
  );
}

/** What the server holds after a save the path says succeeded. */
function applySave(walk: Walk, steps: readonly ModelEvent[], index: number) {
  const selection = selectionBefore(steps, index);
  if (!selection) return;
  const { start, end, confirm } = selection;
  if (confirm) walk.expected = walk.expected.filter((r) => !(r.start === start && r.end === end));
  else walk.expected = sortRanges([...walk.expected, { start, end, note: walk.note }]);
}

/** The range the last two clicks before `index` picked, and whether a reopening was confirmed after them. */
function selectionBefore(steps: readonly ModelEvent[], index: number) {
  const clicks = steps
    .slice(0, index)
    .flatMap((e, i) => (e.type === 'calendar.click' ? [{ date: YEAR_LATER(e.date), i }] : []));
  const [a, b] = clicks.slice(-2);
  if (!a || !b) return null;
  const [start, end] = [a.date, b.date].sort();
  const confirm = steps.slice(b.i, index).some((e) => e.type === 'dialog.confirm');
  return { start: start!, end: end!, confirm };
}

/**
 * The paths to drive: to each state of the walk, then one transition out of it. An answer of the reload may
 * only end a path (after it the model's sample ranges and the server's real ones part ways). Of those, the
 * fewest that still take every (state, event, next state) the walk takes.
 */
function pathsToDrive() {
  const paths = shortestPaths(model);
  const key = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]);
  const byState = new Map(paths.map((p) => [key(p.state), p]));
  const adjacency = getAdjacencyMap(model.machine, { events: model.events as never, input: model.input });
  const candidates: { name: string; events: ModelEvent[]; states: unknown[]; moves: string[] }[] = [];
  for (const { state, transitions } of Object.values(adjacency)) {
    const to = byState.get(key(state));
    if (!to) continue;
    const steps = stepsOf(to.steps);
    if (steps.some((s) => s.event.type.endsWith('.actor.loadAvailability'))) continue;
    for (const { event, state: next } of Object.values(transitions) as {
      event: ModelEvent;
      state: typeof state;
    }[]) {
      if (key(next) === key(state)) continue;
      const events = [...steps.map((s) => s.event as ModelEvent), event];
      const states = [...steps.map((s) => s.state.value), next.value];
      const values = [to.steps[0]!.state.value, ...states];
      const moves = events.map((e, i) => JSON.stringify([values[i], e.type, values[i + 1]]));
      candidates.push({
        name: describePath({ steps: [...steps, { event }], state: next }),
        events,
        states,
        moves,
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
let session: Awaited<ReturnType<typeof newProvider>>;

/** Holds the save's answer until the product is deleted, when the walk asks for it. */
const deleteBeforeReload: { walk: Walk | null } = { walk: null };
const holdSave: Middleware = {
  async onResponse({ request, response }) {
    const walk = deleteBeforeReload.walk;
    if (walk?.deleteBeforeReload && request.method === 'PUT' && request.url.includes('/availability/')) {
      walk.deleteBeforeReload = false;
      unwrap(await api.DELETE('/api/accommodation/{id}', { params: { path: { id: walk.productId } } }));
      walk.deleted = true;
    }
    return response;
  },
};

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  session = await newProvider('calendario', { complete: false });
  api.use(holdSave);
});
afterEach(() => {
  deleteBeforeReload.walk = null;
  clearSession();
});
afterAll(() => {
  api.eject(holdSave);
  // Every move of the chosen paths was driven through the view.
  expect([...driven].sort()).toEqual([...moves].sort());
});

describe('the product calendar (calendarRange paths)', () => {
  it.each(chosen.map((c) => [c.name, c] as const))('drives %s', async (_, path) => {
    setSession(session);
    const productId = await createProduct(uniqueName('Casa Calendario'));
    const maintenance = { start: '2027-03-10', end: '2027-03-12', note: 'Mantenimiento' };
    unwrap(await put(productId, { ...maintenance, lock: 'blocked', id: null }));
    const walk: Walk = {
      productId,
      user: userEvent.setup(),
      expected: [maintenance],
      note: '',
      deleteBeforeReload: false,
      deleted: false,
    };
    deleteBeforeReload.walk = walk;
    await renderApp(`/calendar/${productId}/1`);
    expect(await screen.findByRole('heading', { name: 'Calendario de disponibilidad' })).toBeInTheDocument();
    await expectView({ selecting: 'empty' }, walk, undefined);
    const values = [{ selecting: 'empty' }, ...path.states];
    for (const [i, event] of path.events.entries()) {
      await execute[event.type](event, walk, path.events.slice(i + 1));
      if (event.type === 'xstate.done.actor.saveAvailability') applySave(walk, path.events, i);
      await expectView(path.states[i], walk, event.type);
      driven.add(JSON.stringify([values[i], event.type, values[i + 1]]));
    }
    if (walk.deleted)
      expect(
        (await api.GET('/api/products/{id}', { params: { path: { id: productId } } })).response.status,
      ).toBe(404);
  });
});

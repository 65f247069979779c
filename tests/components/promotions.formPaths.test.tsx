import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Temporal } from 'temporal-polyfill';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAdjacencyMap } from 'xstate/graph';
import { shortestPaths, stepsOf } from '../../machines/machineModel.ts';
import { model } from '../../machines/promotionForm.model.ts';
import type { PromotionErrors, PromotionField, PromotionValues } from '../../machines/promotionRules.ts';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { formatDate, today } from '../../src/i18n/dates.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { installIntersectionObserver } from './productsHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

/*
 * The promotionForm model's paths drive the real promotion modal against the real server (issue 14, Tests).
 * Each path is the shortest way to a state of the machine (with its context) and one more transition; of those,
 * the fewest that still take every move the walk takes — a move being (state, event, next state), a field change
 * named by its field — are driven. A person's events are typing and clicks in the modal; the save's answers
 * happen for real: a refusal is made by the server, because another session deleted the promotion just before
 * the person pressed "Guardar promoción". After each step the screen is checked against the model's state and
 * context: which fields show, what they hold, which errors they say, the failure warning, the saved promotion.
 *
 * The model's days are in March 2026 around its "today", 14 March; the walk moves them to the browser's today.
 *
 * In `failed` the §8 warning is a modal over the form: a person closes it ("Entendido") before touching the form
 * again, so a change or a new try out of `failed` is driven as exactly that — close the warning, then act.
 */

type ModelEvent = (typeof model.events)[number];
type EventType = ModelEvent['type'];
type FieldEvent = Extract<ModelEvent, { type: 'field.change' }>;
interface Context {
  values: PromotionValues;
  errors: PromotionErrors;
}

const MODEL_TODAY = Temporal.PlainDate.from(model.input.today);
const shift = (iso: string) =>
  Temporal.PlainDate.from(today())
    .add({ days: MODEL_TODAY.until(Temporal.PlainDate.from(iso)).days })
    .toString();
const typed = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** Typed DD/MM/YYYY, a day is written DD/MMM/YYYY once the field is left. */
const shown = (iso: string | null) => (iso === null ? '' : formatDate(shift(iso), 'es'));

const ERROR_TEXT = {
  required: 'Este campo es obligatorio',
  beforeToday: 'La fecha de inicio no puede ser anterior a hoy',
  notAfterStart: 'La fecha de fin debe ser al menos un día después de la de inicio',
  afterStart: 'La fecha desde la que se muestra no puede ser posterior al inicio',
  notPositive: 'El porcentaje debe ser mayor que 0',
  tooHigh: 'Un descuento no puede pasar del 100 %',
  offStep: 'Usa como máximo cinco decimales',
  belowOne: 'Indica al menos 1 noche',
  tooManyNights: 'Como máximo 365 noches',
} as const;

const TYPE_NAME = { 1: 'Oferta de última hora', 2: 'Descuento', 3: 'Fecha especial', 4: 'Recargo' } as const;
const STATUS_NAME = { 1: 'Activa', 2: 'Desactivada', 3: 'Programada' } as const;

interface Walk {
  user: UserEvent;
  /** The machine's state before the step. */
  state: unknown;
  promotionId: string;
  /** The promotion was deleted by "another session": every save is refused from then on. */
  deleted: boolean;
}

const form = () => screen.getByRole('dialog', { name: 'Editar promoción' });
const field = (name: string) => within(form()).queryByRole('textbox', { name: new RegExp(`^${name}`) });
const select = (name: string) => within(form()).queryByRole('combobox', { name: new RegExp(`^${name}`) });
const percentField = () =>
  within(form()).getByRole('textbox', { name: /^Porcentaje de (descuento|recargo)/ });

async function typeDate(user: UserEvent, input: HTMLElement, iso: string) {
  await user.clear(input);
  await user.type(input, typed(iso));
  await user.tab();
}

/** Before a save the path says is refused, another session deletes the promotion. */
async function arrange(walk: Walk, next: readonly ModelEvent[]) {
  const answer = next[0]?.type;
  if (answer === 'xstate.error.actor.savePromotion' && !walk.deleted) {
    unwrap(await api.DELETE('/api/promotion-new/{id}', { params: { path: { id: walk.promotionId } } }));
    walk.deleted = true;
  }
  // A path never asks for a save to succeed after a refusal (the promotion is gone by then).
  if (answer === 'xstate.done.actor.savePromotion') expect(walk.deleted).toBe(false);
}

type Executor = (event: ModelEvent, walk: Walk, next: readonly ModelEvent[]) => Promise<void>;
const noWork: Executor = async () => {};

const changeField: Record<PromotionField, (event: FieldEvent, walk: Walk) => Promise<void>> = {
  start_date: (e, w) => typeDate(w.user, field('Fecha de inicio')!, shift(e.value as string)),
  end_date: (e, w) => typeDate(w.user, field('Fecha de fin')!, shift(e.value as string)),
  date_show_promotion: (e, w) => typeDate(w.user, field('Mostrar desde')!, shift(e.value as string)),
  assigned_check: async (e, w) => {
    await w.user.click(within(form()).getByRole('radio', { name: STATUS_NAME[e.value as 1 | 2 | 3] }));
  },
  promotion_type: async (e, w) => {
    await w.user.click(select('Tipo de promoción')!);
    // Without layout (jsdom) the dropdown's anchor in the modal measures as off screen and Mantine hides the
    // dropdown with display: none; its options are queried with `hidden: true` for that reason only.
    await w.user.click(
      await screen.findByRole('option', { name: TYPE_NAME[e.value as 1 | 2 | 3 | 4], hidden: true }),
    );
  },
  percent_discount: async (e, w) => {
    await w.user.clear(percentField());
    await w.user.type(percentField(), String(e.value).replace('.', ','));
  },
  title: async () => {
    throw new Error('the model changes no title');
  },
  offer_type: async () => {
    throw new Error('the model changes no season');
  },
  discountChoice: async () => {
    throw new Error('the model picks no choice');
  },
  min_days: async () => {
    throw new Error('the model changes no minimum');
  },
};

/** Out of `failed`, the person first closes the warning that covers the form. */
async function closeWarning(walk: Walk) {
  if (walk.state !== 'failed') return;
  const failure = await screen.findByRole('dialog', { name: /Lo sentimos, algo salió mal/ });
  await walk.user.click(within(failure).getByRole('button', { name: 'Entendido' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: /Lo sentimos/ })).not.toBeInTheDocument());
}

const execute = {
  'field.change': async (event, walk) => {
    await closeWarning(walk);
    const change = event as FieldEvent;
    await changeField[change.field](change, walk);
  },
  'form.submit': async (_event, walk, next) => {
    await closeWarning(walk);
    await arrange(walk, next);
    await walk.user.click(within(form()).getByRole('button', { name: 'Guardar promoción' }));
  },
  'failure.dismiss': async (_event, walk) => {
    const failure = await screen.findByRole('dialog', { name: /Lo sentimos, algo salió mal/ });
    await walk.user.click(within(failure).getByRole('button', { name: 'Entendido' }));
  },
  // The answers come from the server; the screen is checked once they have.
  'xstate.done.actor.savePromotion': noWork,
  'xstate.error.actor.savePromotion': noWork,
} satisfies Record<EventType, Executor>;

/** The form shows the context's values, the fields its type and status reveal, and exactly its errors. */
async function expectForm({ values, errors }: Context) {
  await waitFor(() => expect(field('Fecha de inicio')).toHaveValue(shown(values.start_date)));
  expect(field('Fecha de fin')).toHaveValue(shown(values.end_date));
  expect(select('Tipo de promoción')).toHaveValue(
    values.promotion_type === null ? '' : TYPE_NAME[values.promotion_type],
  );
  expect(within(form()).getByRole('radio', { name: STATUS_NAME[values.assigned_check] })).toBeChecked();
  const showFrom = field('Mostrar desde');
  if (values.assigned_check === 3) expect(showFrom).toHaveValue(shown(values.date_show_promotion));
  else expect(showFrom).toBeNull();
  const seasonShown = values.promotion_type === 3 || values.promotion_type === 4;
  expect(select('Temporada especial') !== null).toBe(seasonShown);
  const minShown = values.promotion_type === 1 || values.promotion_type === 4;
  expect(field('Noches mínimas') !== null).toBe(minShown);
  expect(percentField()).toHaveAccessibleName(
    new RegExp(values.promotion_type === 4 ? '^Porcentaje de recargo' : '^Porcentaje de descuento'),
  );
  expect(percentField()).toHaveValue(
    values.percent_discount === null ? '' : `${String(values.percent_discount).replace('.', ',')} %`,
  );
  const said = Object.entries(ERROR_TEXT).filter(([, text]) => within(form()).queryByText(text));
  expect(said.map(([code]) => code).sort()).toEqual(Object.values(errors).sort());
}

/** What the server holds once the path says the save went through: the form's values. */
async function expectStored(walk: Walk, { values }: Context) {
  const stored = unwrap(
    await api.GET('/api/promotion-new/{id}/{languageCode}', {
      params: { path: { id: walk.promotionId, languageCode: 'es' } },
    }),
  );
  expect(stored).toMatchObject({
    promotion_type: values.promotion_type,
    assigned_check: values.assigned_check,
    percent_discount: values.percent_discount,
    availability: {
      start_date: shift(values.start_date!),
      end_date: shift(values.end_date!),
      date_show_promotion: values.date_show_promotion === null ? null : shift(values.date_show_promotion),
    },
  });
}

async function expectView(value: unknown, context: Context, walk: Walk) {
  switch (value) {
    case 'submitting':
      // The save passes before it can be seen; its answer is the next step.
      return;
    case 'saved':
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expectStored(walk, context);
      return;
    case 'failed': {
      const failure = await screen.findByRole('dialog', { name: /Lo sentimos, algo salió mal/ });
      expect(
        within(failure).getByText('Tus datos siguen en el formulario. Revísalos e inténtalo de nuevo.'),
      ).toBeInTheDocument();
      // Every value is still in the form behind the warning.
      await expectForm(context);
      return;
    }
    case 'editing':
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: /Lo sentimos/ })).not.toBeInTheDocument(),
      );
      await expectForm(context);
      return;
    default:
      throw new Error(`no view for ${JSON.stringify(value)}`);
  }
}

const moveOf = (from: unknown, event: ModelEvent, to: unknown) =>
  JSON.stringify([from, event.type === 'field.change' ? `field.change:${event.field}` : event.type, to]);

/**
 * The paths to drive: to each (state, context) of the walk, then one transition out of it; of those, the
 * fewest (longest first) that still take every move the walk takes.
 */
function pathsToDrive() {
  const paths = shortestPaths(model);
  const key = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]);
  const byState = new Map(paths.map((p) => [key(p.state), p]));
  const adjacency = getAdjacencyMap(model.machine, { events: model.events as never, input: model.input });
  const candidates: {
    name: string;
    start: { value: unknown; context: Context };
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
      // After a refusal the promotion is gone: a later save could only be refused again.
      const refused = events.findIndex((e) => e.type === 'xstate.error.actor.savePromotion');
      if (refused >= 0 && events.slice(refused).some((e) => e.type === 'xstate.done.actor.savePromotion'))
        continue;
      const values = [to.steps[0]!.state.value, ...states.map((s) => s.value)];
      const moves = events.map((e, i) => moveOf(values[i], e, values[i + 1]));
      const first = to.steps[0]!.state;
      candidates.push({
        name: `${JSON.stringify(next.value)} via ${events
          .map((e) => (e.type === 'field.change' ? `${e.field}=${e.value}` : e.type.replace('xstate.', '')))
          .join(' → ')}`,
        start: { value: first.value, context: first.context as Context },
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
let company: Session;

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  company = await signInAs(fileCast().company);
});
afterEach(() => clearSession());
afterAll(() => {
  // Every move of the chosen paths was driven through the modal.
  expect([...driven].sort()).toEqual([...moves].sort());
});

describe('the promotion modal (promotionForm paths)', () => {
  it.each(chosen.map((c) => [c.name, c] as const))('drives %s', async (_, path) => {
    setSession(company);
    const stored = model.input.promotion!;
    const title = `${stored.title} ${Date.now().toString(36)}`;
    const created = unwrap(
      await api.POST('/api/promotion-new', {
        body: {
          title,
          promotion_type: stored.promotion_type!,
          offer_type: stored.offer_type,
          assigned_check: stored.assigned_check,
          start_date: shift(stored.start_date!),
          end_date: shift(stored.end_date!),
          date_show_promotion: null,
          percent_discount: stored.percent_discount!,
          min_days: stored.min_days,
        },
      }),
    );
    const walk: Walk = {
      user: userEvent.setup(),
      state: path.start.value,
      promotionId: created.promotion_id,
      deleted: false,
    };
    await renderApp(`/promote?tab=${stored.promotion_type}`);
    const card = await screen.findByRole('article', { name: title });
    await walk.user.click(within(card).getByRole('button', { name: 'Editar' }));
    const modal = await screen.findByRole('dialog', { name: 'Editar promoción' });
    // The form downloads with its modal.
    await within(modal).findByRole('button', { name: 'Guardar promoción' });
    // The date fields' own code replaces their stand-ins.
    await within(modal).findAllByPlaceholderText('DD/MM/AAAA');
    await expectView(path.start.value, path.start.context, walk);
    const values = [path.start.value, ...path.states.map((s) => s.value)];
    for (const [i, event] of path.events.entries()) {
      walk.state = values[i];
      await execute[event.type](event, walk, path.events.slice(i + 1));
      await expectView(path.states[i]!.value, path.states[i]!.context, walk);
      driven.add(moveOf(values[i], event, values[i + 1]));
    }
    if (!walk.deleted)
      unwrap(await api.DELETE('/api/promotion-new/{id}', { params: { path: { id: walk.promotionId } } }));
  });
});

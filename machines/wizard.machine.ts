import { assertEvent, assign, fromPromise, not, setup } from 'xstate';
import { type ProductType, type StepValidate, stepKey } from './completion.ts';
import { type RequestFailure, toRequestFailure } from './requestFailure.ts';
import {
  WIZARD_ROOM_STEPS,
  WIZARD_STEPS,
  type Wizard,
  type WizardStep,
  type WizardWithRooms,
} from './wizardSteps.ts';

/** Creating posts a new product; updating puts into the one the id names. */
export type WizardMode = 'create' | 'update';

/** The wrapper's main button (SPEC §2): its label follows the wizard's mode and step. */
export type WizardButton = 'next' | 'finalize' | 'save' | 'send';

export interface WizardInput {
  wizard: Wizard;
  step: WizardStep;
  productType: ProductType;
  id?: string | undefined;
  idRoom?: string | undefined;
  /** The query's `action` (create or update), when the link says which. */
  action?: string | undefined;
  /** `?edit`: the provider came back from the step grid to change one step. */
  edit?: boolean | undefined;
  /**
   * Where a finished wizard returns to instead of the products list: a path given from outside (a link),
   * kept as it came; the view follows it only if it stays on this site.
   */
  callback?: string | undefined;
  stepValidate?: StepValidate | undefined;
}

/**
 * Where the view should take the provider: an intent, never a URL, so the view maps it to the router's
 * typed routes and a renamed route fails to compile instead of at run time.
 */
export type WizardIntent =
  /** Another step of the product (or of one of its rooms); `edit` keeps edit mode. */
  | { to: 'step'; wizard: Wizard; step: WizardStep; id: string | null; idRoom: string | null; edit: boolean }
  /** The rooms of the hotel or hostel. */
  | { to: 'rooms'; wizard: WizardWithRooms; id: string | null }
  /** The provider's products. */
  | { to: 'products' }
  /** Back where the wizard was opened from (`WizardInput.callback`, unchecked: the view checks it). */
  | { to: 'callback'; callback: string };

export interface StepRequest {
  wizard: Wizard;
  step: WizardStep;
  productType: ProductType;
  mode: WizardMode;
  id: string | null;
  idRoom: string | null;
}

export interface WizardContext extends StepRequest {
  edit: boolean;
  callback: string | null;
  stepValidate: StepValidate;
  /** The step whose stored data is on screen; data loads once per step visit. */
  loadedStep: WizardStep | null;
  data: unknown;
  /** What the provider entered, kept through a failed save so nothing is typed twice. */
  values: unknown;
  /** Why loading or saving failed. */
  failure: RequestFailure | null;
  /** Where the view should go now; the machine never navigates. */
  next: WizardIntent | null;
  /** The form holds changes that are not saved (its own report, `form.change`). */
  unsaved: boolean;
  /** The save running now was asked for from the leave prompt: once saved, the provider leaves. */
  leaving: boolean;
}

/** SPEC §4: an id means update, unless the query explicitly asks to create. */
export const wizardMode = (id: string | undefined, action: string | undefined): WizardMode =>
  id && action !== 'create' ? 'update' : 'create';

const isRoomStep = (wizard: Wizard, step: WizardStep) =>
  (wizard === 'hotel' || wizard === 'hostel') &&
  (WIZARD_ROOM_STEPS[wizard] as readonly string[]).includes(step);

const stepsOf = (wizard: Wizard, step: WizardStep): readonly WizardStep[] =>
  isRoomStep(wizard, step) ? WIZARD_ROOM_STEPS[wizard as 'hotel'] : WIZARD_STEPS[wizard];

/** 1-based position of the step in its list, as `step_validate` counts it. */
export const stepNumber = (wizard: Wizard, step: WizardStep) => stepsOf(wizard, step).indexOf(step) + 1;

export const isConfirmationStep = (step: WizardStep) =>
  step === 'confirmation' || step === 'room-confirmation';

const nextStepOf = (wizard: Wizard, step: WizardStep): WizardStep => {
  const steps = stepsOf(wizard, step);
  return steps[steps.indexOf(step) + 1] ?? step;
};

/** The next step with the product (and room) id, keeping edit mode. */
export const nextStepIntent = (
  c: Pick<WizardContext, 'wizard' | 'step' | 'id' | 'idRoom' | 'edit'>,
): WizardIntent => ({
  to: 'step',
  wizard: c.wizard,
  step: nextStepOf(c.wizard, c.step),
  id: c.id,
  idRoom: c.idRoom,
  edit: c.edit,
});

/** The rooms list of a hotel or hostel; only those wizards have rooms, and the callers check it. */
export const roomsIntent = (wizard: Wizard, id: string | null): WizardIntent => ({
  to: 'rooms',
  wizard: wizard === 'hostel' ? 'hostel' : 'hotel',
  id,
});

/** A finished wizard returns to its callback, else the rooms list for a room, else the products. */
export function finishIntent(c: Pick<WizardContext, 'wizard' | 'step' | 'id' | 'callback'>): WizardIntent {
  if (c.callback !== null) return { to: 'callback', callback: c.callback };
  return isRoomStep(c.wizard, c.step) ? roomsIntent(c.wizard, c.id) : { to: 'products' };
}

/** The main button: Send for a transport contact form, Save in edit mode, Finalize on confirmation. */
export function wizardButton(c: Pick<WizardContext, 'wizard' | 'step' | 'edit'>): WizardButton {
  if (c.wizard === 'transportation') return 'send';
  if (c.edit) return 'save';
  return isConfirmationStep(c.step) ? 'finalize' : 'next';
}

/** What a step reads and saves: the product, or on a room step its room (null while it is being created). */
const ownIdOf = (c: Pick<WizardContext, 'wizard' | 'step' | 'id' | 'idRoom'>) =>
  isRoomStep(c.wizard, c.step) ? c.idRoom : c.id;

const requestOf = ({ wizard, step, productType, mode, id, idRoom }: WizardContext): StepRequest => ({
  wizard,
  step,
  productType,
  mode,
  id,
  idRoom,
});

/**
 * One visit of a product wizard (SPEC §4): each step loads its stored data, saves, is marked complete
 * and tells the view to go to the next step; in edit mode the provider chooses where to go after a
 * save; the confirmation step ends the wizard. Leaving a step with unsaved changes asks first (issue 11):
 * save and go, discard and go, or stay.
 */
export const wizardMachine = setup({
  types: {
    context: {} as WizardContext,
    input: {} as WizardInput,
    events: {} as
      | { type: 'step.save'; values: unknown }
      | { type: 'failure.dismiss' }
      | { type: 'load.retry' }
      | { type: 'choice.keepEditing' }
      | { type: 'choice.rooms' }
      | { type: 'choice.products' }
      | { type: 'form.change'; unsaved: boolean }
      | { type: 'leave.request' }
      | { type: 'leave.stay' }
      | { type: 'leave.discard' },
  },
  actors: {
    loadStep: fromPromise<unknown, StepRequest>(async () => {
      throw new Error('loadStep not provided');
    }),
    saveStep: fromPromise<{ id?: string | undefined }, StepRequest & { values: unknown }>(async () => {
      throw new Error('saveStep not provided');
    }),
  },
  guards: {
    // A room step reads its room (idRoom); a room not created yet, like a new product, has nothing stored.
    needsData: ({ context }) => ownIdOf(context) !== null && context.loadedStep !== context.step,
    isConfirmationStep: ({ context }) => isConfirmationStep(context.step),
    isEditMode: ({ context }) => context.edit,
    hasRooms: ({ context }) => context.wizard === 'hotel' || context.wizard === 'hostel',
    hasUnsavedChanges: ({ context }) => context.unsaved,
    isLeaving: ({ context }) => context.leaving,
  },
  actions: {
    keepData: assign(({ context }, params: { data: unknown }) => ({
      data: params.data,
      loadedStep: context.step,
    })),
    rememberValues: assign({
      values: ({ event }) => {
        assertEvent(event, 'step.save');
        return event.values;
      },
      failure: null,
    }),
    rememberFailure: assign((_, params: { error: unknown }) => ({
      failure: toRequestFailure(params.error),
      leaving: false,
    })),
    rememberChanges: assign({
      unsaved: ({ event }) => {
        assertEvent(event, 'form.change');
        return event.unsaved;
      },
    }),
    leaveAfterSave: assign({ leaving: true }),
    forgetFailure: assign({ failure: null }),
    markComplete: assign(({ context }, params: { id: string | undefined }) => {
      // Only a create answer names what was created (the product, or on a room step the room); an update keeps
      // the ids it was opened with.
      const created = context.mode === 'create' ? params.id : undefined;
      const room = isRoomStep(context.wizard, context.step);
      return {
        stepValidate: { ...context.stepValidate, [stepKey(stepNumber(context.wizard, context.step))]: true },
        unsaved: false,
        id: !room && created ? created : context.id,
        idRoom: room && created ? created : context.idRoom,
        mode: 'update' as const,
      };
    }),
    advance: assign(({ context }) => ({
      step: nextStepOf(context.wizard, context.step),
      next: nextStepIntent(context),
      data: null,
      values: null,
    })),
    finish: assign(({ context }) => ({ next: finishIntent(context) })),
    goToRooms: assign(({ context }) => ({ next: roomsIntent(context.wizard, context.id) })),
    goToProducts: assign({ next: { to: 'products' } as const }),
  },
}).createMachine({
  id: 'wizard',
  context: ({ input }) => ({
    wizard: input.wizard,
    step: input.step,
    productType: input.productType,
    // A room step creates or updates the room: the property's id is already there.
    mode: wizardMode(isRoomStep(input.wizard, input.step) ? input.idRoom : input.id, input.action),
    id: input.id ?? null,
    idRoom: input.idRoom ?? null,
    edit: input.edit ?? false,
    callback: input.callback ?? null,
    stepValidate: input.stepValidate ?? {},
    loadedStep: null,
    data: null,
    values: null,
    failure: null,
    next: null,
    unsaved: false,
    leaving: false,
  }),
  initial: 'editing',
  states: {
    // The step's form, filled with what was stored (or empty for a new product).
    editing: {
      // Arriving at a step of an existing product: its stored data comes first, once.
      always: { guard: 'needsData', target: 'loading' },
      on: {
        'step.save': { target: 'saving', actions: 'rememberValues' },
        'form.change': { actions: 'rememberChanges' },
        'leave.request': { guard: 'hasUnsavedChanges', target: 'confirmingLeave' },
      },
    },
    // The provider is leaving the step (another step, the exit link, the browser's back) with changes
    // not saved: a dialog asks to save them, discard them or stay. An invalid form stays to be fixed.
    confirmingLeave: {
      on: {
        'step.save': { target: 'saving', actions: ['rememberValues', 'leaveAfterSave'] },
        'leave.discard': 'left',
        'leave.stay': 'editing',
      },
    },
    // The step's stored data is on its way; the form shows skeletons.
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadStep',
        src: 'loadStep',
        input: ({ context }) => requestOf(context),
        onDone: {
          target: 'editing',
          actions: { type: 'keepData', params: ({ event }) => ({ data: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The stored data could not be read: a connection error with a retry button.
    loadFailed: {
      on: { 'load.retry': 'loading' },
    },
    // The step is being saved; the button spins and the form is locked.
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveStep',
        src: 'saveStep',
        input: ({ context }) => ({ ...requestOf(context), values: context.values }),
        onDone: [
          {
            guard: 'isLeaving',
            target: 'left',
            actions: { type: 'markComplete', params: ({ event }) => ({ id: event.output?.id }) },
          },
          { guard: 'isConfirmationStep', target: 'finished', actions: 'finish' },
          {
            target: 'saved',
            actions: { type: 'markComplete', params: ({ event }) => ({ id: event.output?.id }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // The server refused: its message shows in a warning, everything entered is still there.
    failed: {
      on: {
        'step.save': { target: 'saving', actions: 'rememberValues' },
        'failure.dismiss': { target: 'editing', actions: 'forgetFailure' },
        'leave.request': { guard: 'hasUnsavedChanges', target: 'confirmingLeave', actions: 'forgetFailure' },
      },
    },
    // Saved and marked complete. Outside edit mode the wizard walks on to the next step; in edit mode
    // a dialog asks whether to keep editing or go to the rooms or products list.
    saved: {
      always: { guard: not('isEditMode'), target: 'editing', actions: 'advance' },
      on: {
        'choice.keepEditing': { target: 'editing', actions: 'advance' },
        'choice.rooms': { guard: 'hasRooms', target: 'finished', actions: 'goToRooms' },
        'choice.products': { target: 'finished', actions: 'goToProducts' },
      },
    },
    // The wizard is left for `next`.
    finished: { type: 'final' },
    // The provider left the step from the leave dialog (saved or discarded): the held navigation goes on.
    left: { type: 'final' },
  },
});

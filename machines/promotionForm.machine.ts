import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  choiceForPercent,
  DEFAULT_MIN_NIGHTS,
  type FieldChange,
  INCREASE_TYPE,
  type PromotionErrors,
  type PromotionType,
  type PromotionValues,
  validatePromotion,
  withChange,
} from './promotionRules.ts';
import { type RequestFailure, toRequestFailure } from './requestFailure.ts';

/** A stored promotion as the edit screen loads it (SPEC §3). */
export interface LoadedPromotion extends Omit<PromotionValues, 'discountChoice'> {
  promotion_id: string;
}

export interface PromotionFormInput {
  /** The provider's today, as an ISO day; the machine never reads the clock. */
  today: string;
  /** The product's base price, for the promo price preview; null when unknown. */
  basePrice: number | null;
  /** Opened from the increases list: a new promotion starts as an increase (type 4). */
  forIncreases?: boolean;
  /** The type a new promotion starts with (the open tab's); an increase list's wins. */
  initialType?: PromotionType;
  /** Present when editing: the form opens with it. */
  promotion?: LoadedPromotion;
}

export interface PromotionSave {
  /** null creates, an id updates. */
  promotionId: string | null;
  values: PromotionValues;
}

interface PromotionFormContext {
  today: string;
  basePrice: number | null;
  promotionId: string | null;
  values: PromotionValues;
  errors: PromotionErrors;
  /** After the first send, every change is checked again so errors clear as they are fixed. */
  submitted: boolean;
  /** Why the last save was refused; the values stay as typed. */
  failure: RequestFailure | null;
}

type PromotionFormEvent =
  | ({ type: 'field.change' } & FieldChange)
  | { type: 'form.submit' }
  | { type: 'failure.dismiss' };

function openingValues(input: PromotionFormInput): PromotionValues {
  if (input.promotion) {
    const { promotion_id: _id, ...stored } = input.promotion;
    return { ...stored, discountChoice: choiceForPercent(stored.percent_discount) };
  }
  return {
    title: '',
    promotion_type: input.forIncreases ? INCREASE_TYPE : (input.initialType ?? null),
    offer_type: 0,
    assigned_check: 1,
    start_date: null,
    end_date: null,
    date_show_promotion: null,
    discountChoice: null,
    percent_discount: null,
    min_days: DEFAULT_MIN_NIGHTS,
  };
}

/**
 * The promotion form (SPEC §4, §5): the person sets type, dates, status and percent; fields appear as the
 * type and status call for them; sending checks every rule, then saves and either closes or shows the
 * server's message with the values kept.
 */
export const promotionFormMachine = setup({
  types: {
    context: {} as PromotionFormContext,
    input: {} as PromotionFormInput,
    events: {} as PromotionFormEvent,
  },
  actors: {
    savePromotion: fromPromise<unknown, PromotionSave>(async () => {
      throw new Error('savePromotion not provided');
    }),
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(validatePromotion(context.values, context.today)).length === 0,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      assertEvent(event, 'field.change');
      const { type: _type, ...change } = event;
      const values = withChange(context.values, change as FieldChange);
      return { values, errors: context.submitted ? validatePromotion(values, context.today) : {} };
    }),
    markSubmitted: assign({ submitted: true, failure: null }),
    showErrors: assign({ errors: ({ context }) => validatePromotion(context.values, context.today) }),
    rememberFailure: assign((_, params: { error: unknown }) => ({ failure: toRequestFailure(params.error) })),
    forgetFailure: assign({ failure: null }),
  },
}).createMachine({
  id: 'promotionForm',
  initial: 'editing',
  context: ({ input }) => ({
    today: input.today,
    basePrice: input.basePrice,
    promotionId: input.promotion?.promotion_id ?? null,
    values: openingValues(input),
    errors: {},
    submitted: false,
    failure: null,
  }),
  states: {
    // The form is open; refused fields show their message once the person tried to send.
    editing: {
      on: {
        'field.change': { actions: 'applyChange' },
        'form.submit': [
          { guard: 'isFormValid', target: 'submitting', actions: 'markSubmitted' },
          { actions: ['markSubmitted', 'showErrors'] },
        ],
      },
    },
    // The promotion is being saved; the form is locked.
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'savePromotion',
        src: 'savePromotion',
        input: ({ context }) => ({ promotionId: context.promotionId, values: context.values }),
        onDone: { target: 'saved' },
        onError: {
          target: 'failed',
          actions: { type: 'rememberFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Saved: the form closes and the list shows the promotion.
    saved: { type: 'final' },
    // The server refused: its message shows above the form, every value still there.
    failed: {
      on: {
        'field.change': { target: 'editing', actions: ['forgetFailure', 'applyChange'] },
        // The values are the ones just checked (any change goes back to editing), so this simply sends again.
        'form.submit': { target: 'submitting', actions: 'markSubmitted' },
        'failure.dismiss': { target: 'editing', actions: 'forgetFailure' },
      },
    },
  },
});

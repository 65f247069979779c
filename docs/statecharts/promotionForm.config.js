// The promotionForm machine (machines/) as a self-contained config, written by `npm run statecharts`: do not edit.
// Guards, actions and actors are named, not implemented; the context is the one the model starts with.
// Paste the whole file into https://stately.ai/viz or Stately's editor (Code panel → Import).
import { createMachine } from 'xstate';

export const machine = createMachine({
  id: 'promotionForm',
  context: {
    today: '2026-03-14',
    basePrice: 100,
    promotionId: 'p1',
    values: {
      title: 'Semana Santa',
      promotion_type: 2,
      offer_type: 0,
      assigned_check: 1,
      start_date: '2026-03-16',
      end_date: '2026-03-20',
      date_show_promotion: null,
      percent_discount: 10,
      min_days: 1,
      discountChoice: 10,
    },
    errors: {},
    submitted: false,
    failure: null,
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'applyChange' },
        'form.submit': [
          { target: 'submitting', guard: 'isFormValid', actions: 'markSubmitted' },
          { actions: ['markSubmitted', 'showErrors'] },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'savePromotion',
        src: 'savePromotion',
        onDone: { target: 'saved' },
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    saved: { type: 'final' },
    failed: {
      on: {
        'field.change': { target: 'editing', actions: ['forgetFailure', 'applyChange'] },
        'form.submit': { target: 'submitting', actions: 'markSubmitted' },
        'failure.dismiss': { target: 'editing', actions: 'forgetFailure' },
      },
    },
  },
});

import type { MachineModel } from './machineModel.ts';
import { type PromotionFormInput, promotionFormMachine } from './promotionForm.machine.ts';

// The walk starts on a stored, valid discount and breaks and mends it: a start before today, a scheduled
// status without its show-from date, a switch to an increase, a custom percent.
const events = [
  { type: 'field.change', field: 'start_date', value: '2026-03-01' },
  { type: 'field.change', field: 'start_date', value: '2026-03-18' },
  { type: 'field.change', field: 'assigned_check', value: 3 },
  { type: 'field.change', field: 'date_show_promotion', value: '2026-03-15' },
  { type: 'field.change', field: 'promotion_type', value: 4 },
  { type: 'field.change', field: 'percent_discount', value: 12.5 },
  { type: 'form.submit' },
  { type: 'failure.dismiss' },
  { type: 'xstate.done.actor.savePromotion', output: { promotion_id: 'p1' }, actorId: 'savePromotion' },
  {
    type: 'xstate.error.actor.savePromotion',
    error: { status: 400, code: 'bad_request', message: 'La fecha no es válida' },
    actorId: 'savePromotion',
  },
] as const;

const input: PromotionFormInput = {
  today: '2026-03-14',
  basePrice: 100,
  promotion: {
    promotion_id: 'p1',
    title: 'Semana Santa',
    promotion_type: 2,
    offer_type: 0,
    assigned_check: 1,
    start_date: '2026-03-16',
    end_date: '2026-03-20',
    date_show_promotion: null,
    percent_discount: 10,
    min_days: 1,
  },
};

export const model = {
  id: 'promotionForm',
  machine: promotionFormMachine,
  input,
  events,
} satisfies MachineModel;

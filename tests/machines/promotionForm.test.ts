import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type LoadedPromotion,
  type PromotionFormInput,
  type PromotionSave,
  promotionFormMachine,
} from '../../machines/promotionForm.machine.ts';

const today = '2026-03-14';
const stored: LoadedPromotion = {
  promotion_id: 'p1',
  title: 'Semana Santa',
  promotion_type: 2,
  offer_type: 0,
  assigned_check: 1,
  start_date: '2026-03-16',
  end_date: '2026-03-20',
  date_show_promotion: null,
  percent_discount: 12.5,
  min_days: 1,
};

function start(input: Omit<PromotionFormInput, 'today'>, save?: (input: PromotionSave) => Promise<unknown>) {
  const savePromotion = vi.fn(save ?? (async () => ({})));
  const actor = createActor(
    promotionFormMachine.provide({
      actors: { savePromotion: fromPromise(({ input }) => savePromotion(input)) },
    }),
    { input: { today, ...input } },
  ).start();
  return { actor, savePromotion };
}

describe('promotion form machine (SPEC §4, §5)', () => {
  it('opens a new promotion active, with no type', () => {
    const { actor } = start({ basePrice: 100 });
    expect(actor.getSnapshot().context).toMatchObject({
      promotionId: null,
      values: { promotion_type: null, assigned_check: 1, offer_type: 0, min_days: 1, percent_discount: null },
    });
  });

  it('opens a new increase as type 4', () => {
    const { actor } = start({ basePrice: 100, forIncreases: true });
    expect(actor.getSnapshot().context.values).toMatchObject({ promotion_type: 4, assigned_check: 1 });
  });

  it('opens a new promotion with the type it is given (the open tab’s)', () => {
    const { actor } = start({ basePrice: 100, initialType: 3 });
    expect(actor.getSnapshot().context.values).toMatchObject({ promotion_type: 3, offer_type: 0 });
  });

  it('opens an edit with the loaded promotion, its percent shown as custom when not offered', () => {
    const { actor } = start({ basePrice: 100, promotion: stored });
    expect(actor.getSnapshot().context.promotionId).toBe('p1');
    expect(actor.getSnapshot().context.values).toMatchObject({
      title: 'Semana Santa',
      start_date: '2026-03-16',
      percent_discount: 12.5,
      discountChoice: 'custom',
    });
  });

  it('refuses to send an incomplete form, with error codes keyed by field', () => {
    const { actor, savePromotion } = start({ basePrice: 100 });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      promotion_type: 'required',
      start_date: 'required',
      end_date: 'required',
      percent_discount: 'required',
    });
    expect(savePromotion).not.toHaveBeenCalled();
  });

  it('shows no errors before the first send, then rechecks on every change', () => {
    const { actor } = start({ basePrice: 100 });
    actor.send({ type: 'field.change', field: 'start_date', value: '2026-03-01' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors.start_date).toBe('beforeToday');
    actor.send({ type: 'field.change', field: 'start_date', value: '2026-03-15' });
    expect(actor.getSnapshot().context.errors.start_date).toBeUndefined();
    actor.send({ type: 'field.change', field: 'promotion_type', value: 1 });
    expect(actor.getSnapshot().context.errors.promotion_type).toBeUndefined();
  });

  it('clears the end when the start moves onto it', () => {
    const { actor } = start({ basePrice: 100, promotion: stored });
    actor.send({ type: 'field.change', field: 'start_date', value: '2026-03-20' });
    expect(actor.getSnapshot().context.values.end_date).toBeNull();
  });

  it('fills a create form and saves it', async () => {
    const { actor, savePromotion } = start({ basePrice: 100 });
    actor.send({ type: 'field.change', field: 'promotion_type', value: 1 });
    actor.send({ type: 'field.change', field: 'start_date', value: '2026-03-14' });
    actor.send({ type: 'field.change', field: 'end_date', value: '2026-03-15' });
    actor.send({ type: 'field.change', field: 'discountChoice', value: 20 });
    actor.send({ type: 'field.change', field: 'min_days', value: 2 });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(actor, (s) => s.matches('saved'));
    expect(savePromotion).toHaveBeenCalledWith({
      promotionId: null,
      values: expect.objectContaining({
        promotion_type: 1,
        start_date: '2026-03-14',
        end_date: '2026-03-15',
        percent_discount: 20,
        discountChoice: 20,
        min_days: 2,
        assigned_check: 1,
      }),
    });
  });

  it('asks for the show-from date once scheduled, and drops it when no longer scheduled', () => {
    const { actor } = start({ basePrice: 100, promotion: stored });
    actor.send({ type: 'field.change', field: 'assigned_check', value: 3 });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ date_show_promotion: 'required' });
    actor.send({ type: 'field.change', field: 'date_show_promotion', value: '2026-03-15' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'field.change', field: 'assigned_check', value: 2 });
    expect(actor.getSnapshot().context.values.date_show_promotion).toBeNull();
  });

  it('keeps the values and shows the server message when the save fails, then resends', async () => {
    let calls = 0;
    const { actor, savePromotion } = start({ basePrice: 100, promotion: stored }, async () => {
      calls += 1;
      if (calls === 1) throw { status: 400, message: 'La fecha no es válida' };
      return {};
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.message).toBe('La fecha no es válida');
    expect(actor.getSnapshot().context.values.title).toBe('Semana Santa');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('saved'));
    expect(savePromotion).toHaveBeenCalledTimes(2);
    expect(savePromotion.mock.calls[0]![0].promotionId).toBe('p1');
  });

  it('goes back to editing from a failure on dismiss or on a change', async () => {
    const { actor } = start({ basePrice: 100, promotion: stored }, async () => {
      throw new Error('offline');
    });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'failure.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toBeNull();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'field.change', field: 'title', value: 'Pascua' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ failure: null, values: { title: 'Pascua' } });
  });

  it('fails with "savePromotion not provided" until the app supplies the call', async () => {
    const actor = createActor(promotionFormMachine, {
      input: { today, basePrice: 100, promotion: stored },
    }).start();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure?.message).toBe('savePromotion not provided');
  });
});

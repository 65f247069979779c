import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { cancellationPolicyStep } from '../../src/features/wizard/steps/CancellationPolicyStep.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { readProduct, renderStep, SAVED, stepRequest } from './closingStepsHarness.tsx';
import { createProduct, newProvider, uniqueName } from './productsHarness.tsx';

let session: Session;
beforeAll(async () => {
  session = await newProvider('politicas', { complete: false });
});
beforeEach(async () => {
  localStorage.clear();
  clearSession();
  setSession(session);
  await activateLanguage('es');
});

const slider = () => screen.getByRole('slider', { name: 'Días antes de la llegada' });

describe('cancellation-policy step', () => {
  it('limits the days slider to the chosen policy and starts it at the policy default', async () => {
    const id = await createProduct(uniqueName('Políticas'));
    await renderStep(cancellationPolicyStep, stepRequest('cancellation-policy', id));
    const user = userEvent.setup();
    const radios = await screen.findAllByRole('radio');
    expect(radios).toHaveLength(3);
    expect(screen.queryByRole('slider')).toBeNull();

    const expected = [
      {
        name: 'Flexible',
        min: '40',
        max: '80',
        now: '40',
        hint: 'Sugerido para esta política: 100 %',
      },
      {
        name: 'Moderada',
        min: '25',
        max: '39',
        now: '25',
        hint: 'Sugerido para esta política: 50 %',
      },
      {
        name: 'No flexible',
        min: '0',
        max: '24',
        now: '14',
        hint: 'Sugerido para esta política: 25 %',
      },
    ];
    for (const policy of expected) {
      await user.click(screen.getByRole('radio', { name: policy.name }));
      // The browser's range input stands in until the slider's code has come; jsdom does not move it with keys.
      await waitFor(() => expect(slider()).not.toHaveAttribute('type', 'range'));
      expect(slider()).toHaveAttribute('aria-valuemin', policy.min);
      expect(slider()).toHaveAttribute('aria-valuemax', policy.max);
      expect(slider()).toHaveAttribute('aria-valuenow', policy.now);
      expect(screen.getByText(policy.hint)).toBeInTheDocument();

      slider().focus();
      await user.keyboard('{End}');
      expect(slider()).toHaveAttribute('aria-valuenow', policy.max);
      await user.keyboard('{ArrowRight}');
      expect(slider()).toHaveAttribute('aria-valuenow', policy.max);
      await user.keyboard('{Home}');
      expect(slider()).toHaveAttribute('aria-valuenow', policy.min);
    }
  });

  it('requires a policy and a refund percentage, says it is at most 100, then saves the choice', async () => {
    const id = await createProduct(uniqueName('Políticas'));
    await renderStep(cancellationPolicyStep, stepRequest('cancellation-policy', id));
    const user = userEvent.setup();
    await screen.findAllByRole('radio');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Elige una política de cancelación')).toBeInTheDocument();
    expect(screen.getByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Moderada' }));
    slider().focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const percent = screen.getByRole('textbox', { name: /Porcentaje de reembolso/ });
    // Past 100 the refund stays as typed and the step says the range (nothing changes behind the person's back).
    await user.clear(percent);
    await user.type(percent, '150');
    await user.tab();
    expect(percent).toHaveValue('150 %');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(/^Escribe un porcentaje entre \d+ y 100$/)).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).toBeNull();
    await user.clear(percent);
    await user.type(percent, '60');
    await user.click(screen.getByRole('switch', { name: /Permitir cambios en la reserva/ }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();

    const stored = await cancellationPolicyStep.load(stepRequest('cancellation-policy', id));
    expect(stored).toMatchObject({
      selected: {
        cancellation_policy: 'moderate',
        custom_no_days: 27,
        custom_percent: 60,
        changes_in_reservation: true,
      },
    });
    expect((await readProduct(id)).step_validate.step8).toBe(true);
  });

  it('opens with the stored choice', async () => {
    const id = await createProduct(uniqueName('Políticas'));
    const request = stepRequest('cancellation-policy', id);
    await cancellationPolicyStep.save(request, {
      cancellation_policy: 'not_flexible',
      custom_no_days: 10,
      custom_percent: 30,
      changes_in_reservation: false,
    });
    await renderStep(cancellationPolicyStep, request);
    expect(await screen.findByRole('radio', { name: 'No flexible' })).toBeChecked();
    expect(slider()).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByRole('textbox', { name: /Porcentaje de reembolso/ })).toHaveValue('30 %');
  });
});

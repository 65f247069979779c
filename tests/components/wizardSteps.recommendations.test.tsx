import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { recommendationsStep } from '../../src/features/wizard/steps/RecommendationsStep.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { readProduct, renderStep, requestsDuring, SAVED, stepRequest } from './closingStepsHarness.tsx';
import { createProduct, newProvider, uniqueName } from './productsHarness.tsx';

let session: Session;
beforeAll(async () => {
  session = await newProvider('recomendaciones', { complete: false });
});
beforeEach(async () => {
  localStorage.clear();
  clearSession();
  setSession(session);
  await activateLanguage('es');
});

const CHECKS = [
  'Actualicé el calendario de disponibilidad',
  'Revisé que los precios sean correctos',
  'Revisé que las políticas de cancelación sean correctas',
  'Acepto los términos y condiciones de la plataforma',
];

describe('recommendations step', () => {
  it('continues only with all four boxes ticked, and records the agreement', async () => {
    const id = await createProduct(uniqueName('Recomendaciones'));
    await renderStep(recommendationsStep, stepRequest('recommendations', id));
    const user = userEvent.setup();
    const selectAll = await screen.findByRole('checkbox', { name: 'Seleccionar todo' });

    for (const check of CHECKS.slice(0, 3)) await user.click(screen.getByRole('checkbox', { name: check }));
    expect(selectAll).not.toBeChecked();
    const sent = await requestsDuring(async () => {
      await user.click(screen.getByRole('button', { name: 'Siguiente' }));
      expect(await screen.findByText('Marca las cuatro casillas para continuar')).toBeInTheDocument();
    });
    expect(sent).toEqual([]);

    await user.click(selectAll);
    for (const check of CHECKS) expect(screen.getByRole('checkbox', { name: check })).toBeChecked();
    expect(screen.queryByText('Marca las cuatro casillas para continuar')).toBeNull();
    await user.click(selectAll);
    for (const check of CHECKS) expect(screen.getByRole('checkbox', { name: check })).not.toBeChecked();

    await user.click(selectAll);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    const stored = unwrap(
      await api.GET('/api/general/agreement/{id}/{type}', { params: { path: { id, type: 1 } } }),
    );
    expect(stored.use_terms_agreement).toBe(true);
    expect((await readProduct(id)).step_validate.step12).toBe(true);
  });

  it('opens with every box ticked once agreed', async () => {
    const id = await createProduct(uniqueName('Recomendaciones'));
    const request = stepRequest('recommendations', id);
    await recommendationsStep.save(request, { use_terms_agreement: true });
    await renderStep(recommendationsStep, request);
    expect(await screen.findByRole('checkbox', { name: 'Seleccionar todo' })).toBeChecked();
    for (const check of CHECKS) expect(screen.getByRole('checkbox', { name: check })).toBeChecked();
  });
});

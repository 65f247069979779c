import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { serviceRulesStep } from '../../src/features/wizard/steps/ServiceRulesStep.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { readProduct, renderStep, SAVED, stepRequest } from './closingStepsHarness.tsx';
import { createProduct, newProvider, uniqueName } from './productsHarness.tsx';

const storedRules = async (id: string) =>
  unwrap(
    await api.GET('/api/general/custom-terms/{id}/{type}/{languageCode}', {
      params: { path: { id, type: 1, languageCode: 'es' } },
    }),
  ).custom_terms.map((rule) => rule.custom_term);

let session: Session;
beforeAll(async () => {
  session = await newProvider('reglas', { complete: false });
});
beforeEach(async () => {
  localStorage.clear();
  clearSession();
  setSession(session);
  await activateLanguage('es');
});

describe('service-rules step', () => {
  it('adds only rules with text, edits and removes them, and saves the list', async () => {
    const id = await createProduct(uniqueName('Reglas'));
    await renderStep(serviceRulesStep, stepRequest('service-rules', id));
    const user = userEvent.setup();
    expect(await screen.findByText('Todavía no has agregado reglas.')).toBeInTheDocument();
    const draft = screen.getByRole('textbox', { name: 'Nueva regla' });
    expect(draft).toHaveAttribute('maxlength', '300');

    await user.type(draft, '   ');
    await user.click(screen.getByRole('button', { name: 'Agregar regla' }));
    expect(screen.queryByRole('textbox', { name: 'Regla 1' })).toBeNull();

    await user.clear(draft);
    await user.type(draft, 'No se permite fumar');
    await user.click(screen.getByRole('button', { name: 'Agregar regla' }));
    expect(draft).toHaveValue('');
    await user.type(draft, 'Sin mascotas');
    await user.click(screen.getByRole('button', { name: 'Agregar regla' }));
    await user.type(draft, 'Silencio después de las 22:00');
    await user.click(screen.getByRole('button', { name: 'Agregar regla' }));
    expect(screen.getByRole('textbox', { name: 'Regla 3' })).toHaveValue('Silencio después de las 22:00');

    await user.click(screen.getByRole('button', { name: 'Quitar la regla 1' }));
    expect(screen.getByRole('textbox', { name: 'Regla 1' })).toHaveValue('Sin mascotas');
    expect(screen.queryByRole('textbox', { name: 'Regla 3' })).toBeNull();
    const second = screen.getByRole('textbox', { name: 'Regla 2' });
    await user.type(second, ' ni fiestas');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(await storedRules(id)).toEqual(['Sin mascotas', 'Silencio después de las 22:00 ni fiestas']);
    expect((await readProduct(id)).step_validate.step10).toBe(true);
  });

  it('opens with the stored rules and drops a rule emptied while editing', async () => {
    const id = await createProduct(uniqueName('Reglas'));
    const request = stepRequest('service-rules', id);
    await serviceRulesStep.save(request, { custom_terms: [{ custom_term: 'Uno' }, { custom_term: 'Dos' }] });
    await renderStep(serviceRulesStep, request);
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'Regla 1' })).toHaveValue('Uno');
    await user.clear(screen.getByRole('textbox', { name: 'Regla 1' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(await storedRules(id)).toEqual(['Dos']);
  });

  it("takes no rules only as the provider's answer, never as an untouched list", async () => {
    const id = await createProduct(uniqueName('Sin reglas'));
    await renderStep(serviceRulesStep, stepRequest('service-rules', id));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Agrega una regla o marca que no tienes reglas')).toBeVisible();
    expect((await readProduct(id)).step_validate.step10).toBeFalsy();
    await user.click(screen.getByRole('checkbox', { name: 'No tengo reglas para los viajeros' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();
    expect(await storedRules(id)).toEqual([]);
    expect((await readProduct(id)).step_validate.step10).toBe(true);
  });
});

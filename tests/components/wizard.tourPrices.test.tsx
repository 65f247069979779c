import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { createThingToDo, renderWizardApp } from './wizardHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const next = () => screen.getByRole('button', { name: 'Siguiente' });
const money = (name: string) => screen.getAllByRole('textbox', { name: new RegExp(`^${name}`) });

describe('the tour prices step', () => {
  it('shows the prices of the kinds offered, requires them, and saves only those', async () => {
    await signedInNewAccount('precios-tour');
    const id = await createThingToDo(12, 'Pacaya en grupo');
    const { router } = await renderWizardApp(`/tour/prices/${id}`);
    const user = userEvent.setup({ delay: null });
    // Private by default: one set of prices, min pax 1.
    expect(await screen.findByRole('radio', { name: 'Privado' })).toBeChecked();
    expect(screen.getByRole('heading', { name: 'Precio privado' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Precio colectivo' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Mínimo de personas/ })).toHaveValue('1');

    await user.click(screen.getByRole('radio', { name: 'Ambos' }));
    expect(screen.getByRole('heading', { name: 'Precio colectivo' })).toBeVisible();
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    // adult and child of both kinds
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);

    await user.click(screen.getByRole('radio', { name: 'Colectivo' }));
    expect(screen.queryByRole('heading', { name: 'Precio privado' })).toBeNull();
    const minPax = screen.getByRole('textbox', { name: /^Mínimo de personas/ });
    await user.clear(minPax);
    await user.type(minPax, '101');
    await user.type(money('Precio por adulto')[0]!, '45');
    await user.type(money('Precio por niño')[0]!, '20');
    await user.click(next());
    expect(await screen.findByText('Escribe un número entre 1 y 100')).toBeVisible();
    await user.clear(minPax);
    await user.type(minPax, '4');
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tour/service-rules/${id}`));
    const saved = unwrap(
      await api.GET('/api/thingsToDo/prices/{id}/{type}', { params: { path: { id, type: 12 } } }),
    );
    expect(saved).toMatchObject({ type_of_tour: 1, price_collective: { min_pax: 4, adult: 45, child: 20 } });
    expect(saved.price_private).toBeUndefined();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { createStay, renderWizardApp } from './wizardHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const GROUPS = [
  'Comodidades',
  'Lo más destacado',
  'Seguridad',
  'Incluido en el precio',
  'Reglas de la casa',
  'Instalaciones',
  'Servicios',
  'Cargos adicionales',
];

describe('the service-amenities step', () => {
  it('offers the eight groups with a select-all each, and saves the chosen amenities and instructions', async () => {
    await signedInNewAccount('comodidades');
    const id = await createStay(1);
    const { router } = await renderWizardApp(`/vacation-rental/service-amenities/${id}`);
    const user = userEvent.setup({ delay: null });
    const security = await screen.findByRole('group', { name: 'Seguridad' });
    for (const name of GROUPS) expect(screen.getByRole('group', { name })).toBeVisible();

    const selectAll = within(security).getByRole('checkbox', { name: 'Seleccionar todo' });
    await user.click(within(security).getByRole('checkbox', { name: 'Botiquín' }));
    expect(selectAll).not.toBeChecked();
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    await user.click(selectAll);
    for (const box of within(security).getAllByRole('checkbox')) expect(box).toBeChecked();
    await user.click(selectAll);
    for (const box of within(security).getAllByRole('checkbox')) expect(box).not.toBeChecked();

    await user.click(within(security).getByRole('checkbox', { name: 'Extintor' }));
    const amenities = screen.getByRole('group', { name: 'Comodidades' });
    await user.click(within(amenities).getByRole('checkbox', { name: 'Wifi' }));
    await user.click(within(amenities).getByRole('checkbox', { name: 'Cocina' }));
    await user.type(screen.getByRole('textbox', { name: /^Advertencias/ }), 'Camino de terracería');
    await user.type(screen.getByRole('textbox', { name: /^Instrucciones de llegada/ }), 'Pasar el puente');
    await user.type(
      screen.getByRole('textbox', { name: /^Instrucciones de check-in/ }),
      'Llaves en recepción',
    );
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/vacation-rental/multimedia/${id}`));
    const saved = unwrap(await api.GET('/api/accommodation/amenities/{id}', { params: { path: { id } } }));
    const assigned = (group: keyof typeof saved.groups) =>
      saved.groups[group].filter((item) => item.assigned).map((item) => item._id);
    expect(assigned('security')).toEqual(['amenity:security:fire_extinguisher']);
    expect(assigned('amenities')).toEqual(['amenity:amenities:wifi', 'amenity:amenities:kitchen']);
    expect(saved).toMatchObject({
      warning: 'Camino de terracería',
      arrival_instructions: 'Pasar el puente',
      checkin_instructions: 'Llaves en recepción',
    });
  });

  it('shows the stored choices, and no check-in instructions outside vacation rentals', async () => {
    await signedInNewAccount('unica');
    const id = await createStay(5);
    unwrap(
      await api.PUT('/api/accommodation/amenities/{id}', {
        params: { path: { id } },
        body: { assigned: ['amenity:house_rules:no_smoking'], warning: 'Sin señal de teléfono' },
      }),
    );
    await renderWizardApp(`/unique-stay/service-amenities/${id}?edit`);
    const rules = await screen.findByRole('group', { name: 'Reglas de la casa' });
    expect(within(rules).getByRole('checkbox', { name: 'No fumar' })).toBeChecked();
    expect(within(rules).getByRole('checkbox', { name: 'Apto para niños' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Advertencias/ })).toHaveValue('Sin señal de teléfono');
    expect(screen.getByRole('textbox', { name: /^Instrucciones de llegada/ })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Instrucciones de check-in/ })).toBeNull();
  });
});

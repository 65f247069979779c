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

type User = ReturnType<typeof userEvent.setup>;
const bedroom = (n: number) => screen.getByRole('group', { name: `Habitación ${n}` });
const totals = () => screen.getByRole('status', { name: 'Totales' });

async function chooseIn(user: User, scope: HTMLElement, label: RegExp, option: string, index = 0) {
  await user.click(within(scope).getAllByRole('combobox', { name: label })[index]!);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function setCount(user: User, input: HTMLElement, value: string) {
  await user.clear(input);
  await user.type(input, value);
}

describe('the rooms step', () => {
  it('adds and removes bedrooms and beds, counts them, and saves the totals it counted', async () => {
    await signedInNewAccount('habitaciones');
    const id = await createStay(1);
    const { router } = await renderWizardApp(`/vacation-rental/rooms/${id}`);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('group', { name: 'Habitación 1' });
    expect(totals()).toHaveTextContent('Habitaciones: 1');
    expect(totals()).toHaveTextContent('Camas: 1');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await within(bedroom(1)).findByText('Este campo es obligatorio')).toBeVisible();

    await chooseIn(user, bedroom(1), /^Tipo de cama/, 'Matrimonial');
    await setCount(user, within(bedroom(1)).getByRole('textbox', { name: /^Cantidad/ }), '2');
    expect(totals()).toHaveTextContent('Camas: 2');
    await user.click(within(bedroom(1)).getByRole('button', { name: 'Agregar cama' }));
    await chooseIn(user, bedroom(1), /^Tipo de cama/, 'Individual', 1);
    expect(totals()).toHaveTextContent('Camas: 3');

    await user.click(screen.getByRole('button', { name: 'Agregar habitación' }));
    await chooseIn(user, bedroom(2), /^Tipo de cama/, 'Litera');
    await chooseIn(user, bedroom(2), /^Baño de la habitación/, 'Baño privado');
    expect(totals()).toHaveTextContent('Habitaciones: 2');
    expect(totals()).toHaveTextContent('Camas: 4');

    await user.click(within(bedroom(1)).getByRole('button', { name: 'Quitar la cama 2 de la habitación 1' }));
    expect(totals()).toHaveTextContent('Camas: 3');
    await user.click(within(bedroom(1)).getByRole('button', { name: 'Quitar la habitación 1' }));
    expect(totals()).toHaveTextContent('Habitaciones: 1');
    expect(totals()).toHaveTextContent('Camas: 1');
    expect(within(bedroom(1)).getByRole('combobox', { name: /^Tipo de cama/ })).toHaveValue('Litera');
    expect(screen.queryByRole('group', { name: 'Habitación 2' })).toBeNull();

    await user.click(within(bedroom(1)).getByRole('button', { name: 'Quitar la habitación 1' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Agrega al menos una habitación')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Agregar habitación' }));
    await chooseIn(user, bedroom(1), /^Tipo de cama/, 'Queen');
    await user.click(screen.getByRole('button', { name: 'Agregar habitación' }));
    await chooseIn(user, bedroom(2), /^Tipo de cama/, 'Sofá cama');
    await setCount(user, within(bedroom(2)).getByRole('textbox', { name: /^Cantidad/ }), '3');
    await setCount(user, screen.getByRole('textbox', { name: /^Capacidad de huéspedes/ }), '6');
    await setCount(user, screen.getByRole('textbox', { name: /^Número de baños/ }), '2');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/vacation-rental/service-amenities/${id}`),
    );
    const saved = unwrap(await api.GET('/api/accommodation/bedrooms/{id}', { params: { path: { id } } }));
    expect(saved).toEqual({
      capacity_of_people: 6,
      no_bedroom: 2,
      no_bathroom: 2,
      total_bed: 4,
      bedrooms: [
        { beds: [{ type_of_bed_id: 'bed:queen', no_bed: 1 }] },
        { beds: [{ type_of_bed_id: 'bed:sofa_bed', no_bed: 3 }] },
      ],
    });
  });

  it('keeps the capacity within 1 to 30 guests and says so', async () => {
    await signedInNewAccount('capacidad');
    const id = await createStay(5);
    await renderWizardApp(`/unique-stay/rooms/${id}?edit`);
    const user = userEvent.setup({ delay: null });
    const capacity = await screen.findByRole('textbox', { name: /^Capacidad de huéspedes/ });
    expect(screen.getByText('Máximo 30 personas')).toBeVisible();
    await user.clear(capacity);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).not.toHaveLength(0);
    // 45 stays as typed (nothing changes behind the person's back) and the step says the range.
    await user.type(capacity, '45');
    await user.tab();
    expect(capacity).toHaveValue('45');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Escribe un número entre 1 y 30')).toBeVisible();
    expect(capacity).toHaveValue('45');
  });
});

describe('the capacity step of a private room', () => {
  it('describes the one room: guests, beds and its bathroom, which is required', async () => {
    await signedInNewAccount('cuarto');
    const id = await createStay(4);
    const { router } = await renderWizardApp(`/room/capacity/${id}`);
    const user = userEvent.setup({ delay: null });
    const beds = await screen.findByRole('group', { name: 'Camas de la habitación' });
    expect(screen.queryByRole('button', { name: 'Agregar habitación' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    // bed type and bathroom
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(2);
    await chooseIn(user, beds, /^Tipo de cama/, 'King');
    await user.click(within(beds).getByRole('button', { name: 'Agregar cama' }));
    await chooseIn(user, beds, /^Tipo de cama/, 'Cuna', 1);
    expect(screen.getByText(/^Camas:/)).toHaveTextContent('Camas: 2');
    await user.click(screen.getByRole('combobox', { name: /^Baño/ }));
    await user.click(await screen.findByRole('option', { name: 'Baño compartido' }));
    await setCount(user, screen.getByRole('textbox', { name: /^Capacidad de huéspedes/ }), '3');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/room/service-amenities/${id}`));
    const saved = unwrap(await api.GET('/api/accommodation/bedrooms/{id}', { params: { path: { id } } }));
    expect(saved).toMatchObject({
      capacity_of_people: 3,
      no_bedroom: 1,
      total_bed: 2,
      bathroom_id: 'bathroom:shared',
      bedrooms: [
        {
          beds: [
            { type_of_bed_id: 'bed:king', no_bed: 1 },
            { type_of_bed_id: 'bed:crib', no_bed: 1 },
          ],
        },
      ],
    });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { priceSeasonsStep } from '../../src/features/wizard/steps/PriceSeasonsStep.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { readProduct, renderStep, SAVED, stepRequest } from './closingStepsHarness.tsx';
import { createProduct, newProvider, uniqueName } from './productsHarness.tsx';

let session: Session;
beforeAll(async () => {
  session = await newProvider('precios', { complete: false });
});
beforeEach(async () => {
  localStorage.clear();
  clearSession();
  setSession(session);
  await activateLanguage('es');
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const queryField = (name: RegExp) => screen.queryByRole('textbox', { name });

async function openPrices(model: 1 | 2) {
  const id = await createProduct(uniqueName('Precios'));
  if (model === 2) {
    unwrap(
      await api.PUT('/api/accommodation/commission/{id}', {
        params: { path: { id } },
        body: { product_type: 1, commission_model: 2 },
      }),
    );
  }
  await renderStep(priceSeasonsStep, stepRequest('price-seasons', id));
  await screen.findByRole('radio', { name: 'Estancias cortas (noches)' });
  return id;
}

describe('price-seasons step', () => {
  it('reveals the fields of each kind of stay, with the defaults of one night and one month', async () => {
    await openPrices(1);
    const user = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'Estancias cortas (noches)' })).toBeChecked();
    expect(field(/Mínimo de noches/)).toHaveValue('1');
    for (const name of [
      /Precio por noche/,
      /Precio de fin de semana/,
      /Descuento semanal/,
      /Descuento mensual/,
    ]) {
      expect(field(name)).toBeInTheDocument();
    }
    expect(queryField(/Precio por mes/)).toBeNull();
    expect(queryField(/Mínimo de meses/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Estancias largas (meses)' }));
    expect(field(/Mínimo de meses/)).toHaveValue('1');
    expect(field(/Precio por mes/)).toBeInTheDocument();
    expect(queryField(/Precio por noche/)).toBeNull();
    expect(queryField(/Descuento semanal/)).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'Ambas' }));
    expect(field(/Precio por noche/)).toBeInTheDocument();
    expect(field(/Precio por mes/)).toBeInTheDocument();
    expect(field(/Días de preparación/)).toHaveValue('0');
  });

  it('shows under a price what the provider receives with the platform managing bookings (15 %)', async () => {
    await openPrices(2);
    const user = userEvent.setup();
    expect(screen.getByText(/Modelo 2: nosotros gestionamos tus reservas/)).toBeInTheDocument();
    await user.type(field(/Precio por noche/), '115');
    expect(
      screen.getByText('Recibes $100.00 · comisión de la plataforma $15.00 (15 % sobre tu neto)'),
    ).toBeInTheDocument();
  });

  it('shows the net with the provider managing bookings (10 %)', async () => {
    await openPrices(1);
    const user = userEvent.setup();
    expect(screen.getByText(/Modelo 1: tú gestionas tus reservas/)).toBeInTheDocument();
    await user.type(field(/Precio por noche/), '115');
    expect(
      screen.getByText('Recibes $104.55 · comisión de la plataforma $10.45 (10 % sobre tu neto)'),
    ).toBeInTheDocument();
  });

  it('adds only named extra fees, removes them, requires the prices of the term and saves', async () => {
    const id = await openPrices(1);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Agregar cargo' }));
    expect(screen.getByText('Escribe el nombre del cargo')).toBeInTheDocument();
    expect(screen.getByText('Sin cargos adicionales.')).toBeInTheDocument();

    await user.type(field(/Nombre del cargo/), 'Limpieza');
    await user.type(field(/Precio del cargo/), '25');
    await user.click(screen.getByRole('button', { name: 'Agregar cargo' }));
    await user.type(field(/Nombre del cargo/), 'Mascotas');
    await user.type(field(/Precio del cargo/), '10');
    await user.click(screen.getByRole('button', { name: 'Agregar cargo' }));
    const fees = screen.getByRole('list');
    expect(within(fees).getAllByRole('listitem')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Quitar el cargo Mascotas' }));
    expect(within(fees).getAllByRole('listitem')).toHaveLength(1);
    expect(within(fees).getByText(/Limpieza/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Este campo es obligatorio')).toBeInTheDocument();
    expect(screen.queryByText(SAVED)).toBeNull();

    await user.type(field(/Precio por noche/), '110');
    await user.type(field(/Descuento semanal/), '7.12345');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(SAVED)).toBeInTheDocument();

    const stored = await priceSeasonsStep.load(stepRequest('price-seasons', id));
    expect(stored).toMatchObject({
      type_of_term: 0,
      min_night: 1,
      base_price: 110,
      weekly_discount: 7.12345,
      commission_model: 1,
      extra_fee: [{ name: 'Limpieza', price: 25 }],
    });
    expect((await readProduct(id)).step_validate.step9).toBe(true);
  });
});

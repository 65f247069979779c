import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { newAccount } from './productsHarness.tsx';
import { renderApp } from './shellHarness.tsx';

beforeEach(async () => {
  localStorage.clear();
  await activateLanguage('es');
});
afterEach(() => clearSession());

/** The card titles of one segment's section on /add-products. */
const cardsIn = (segment: string) =>
  within(screen.getByRole('region', { name: segment }))
    .getAllByRole('button')
    .map((card) => card.querySelector('p')?.textContent);

describe('/add-products (SPEC §2, §6)', () => {
  it('gives a provider (2) every segment, restricted cards included', async () => {
    await newAccount('segmentos', 2);
    await renderApp('/add-products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Agregar producto' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Alojamiento',
      'Actividades',
      'Transporte',
      'Paquetes',
    ]);
    expect(cardsIn('Alojamiento')).toEqual([
      'Alquiler vacacional',
      'Estancia única',
      'Habitación privada',
      'Hotel',
      'Hostal',
    ]);
    expect(cardsIn('Actividades')).toEqual([
      'Tours y experiencias',
      'Turismo comunitario',
      'Reserva un guía',
      'Atracciones',
      'Restaurantes',
    ]);
    expect(cardsIn('Transporte')).toEqual([
      'Alquiler de autos',
      'Transporte privado',
      'Shuttles colectivos',
      'Vuelos',
      'Helicópteros',
    ]);
    expect(cardsIn('Paquetes')).toEqual(['Paquete turístico']);
  });

  it('keeps attractions, restaurants, flights and helicopters from role 3', async () => {
    await newAccount('agencia', 3);
    await renderApp('/add-products');
    await screen.findByRole('region', { name: 'Actividades' });
    expect(cardsIn('Actividades')).toEqual([
      'Tours y experiencias',
      'Turismo comunitario',
      'Reserva un guía',
    ]);
    expect(cardsIn('Transporte')).toEqual(['Alquiler de autos', 'Transporte privado', 'Shuttles colectivos']);
  });

  it('gives a host (4) only vacation rentals and unique stays', async () => {
    await newAccount('anfitrion', 4);
    await renderApp('/add-products');
    await screen.findByRole('region', { name: 'Alojamiento' });
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(cardsIn('Alojamiento')).toEqual(['Alquiler vacacional', 'Estancia única']);
  });

  it('refuses an influencer (6), whose menu has no Add product (issue 11)', async () => {
    await newAccount('influencer', 6);
    await renderApp('/add-products');
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta página' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});

describe('choosing a product kind', () => {
  it('asks for the commission model, then opens the information step with it', async () => {
    await newAccount('comision', 2);
    const { router } = await renderApp('/add-products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Alquiler vacacional/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Tipo de comisión' });
    expect(within(dialog).getByRole('radio', { name: /Tú gestionas \(10 %\)/ })).toBeChecked();
    expect(dialog).toHaveTextContent('confirmas cada reserva');
    expect(dialog).toHaveTextContent('gestiona las reservas por ti');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/add-products');

    await user.click(screen.getByRole('button', { name: /^Estancia única/ }));
    dialog = await screen.findByRole('dialog', { name: 'Tipo de comisión' });
    await user.click(within(dialog).getByRole('radio', { name: /Nosotros gestionamos \(15 %\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/unique-stay/information'));
    expect(router.state.location.search).toEqual({ commission: 2 });
  });

  it('goes straight on for attractions (no commission) and for transport requests', async () => {
    await newAccount('directo', 2);
    const { router } = await renderApp('/add-products');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Atracciones/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/attractions/information'));
    expect(screen.queryByRole('dialog', { name: 'Tipo de comisión' })).not.toBeInTheDocument();

    router.history.push('/add-products');
    await user.click(await screen.findByRole('button', { name: /^Vuelos/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transportation/information'));
  });
});

describe('/select-segment and the segment choosers', () => {
  it('leads from a segment to its cards and on to the wizard', async () => {
    await newAccount('elegir', 2);
    const { router } = await renderApp('/select-segment');
    const user = userEvent.setup();
    const main = await screen.findByRole('main');
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/select-accommodation',
      '/select-things-to-do',
      '/select-transportation',
      '/select-products',
    ]);
    await user.click(within(main).getByRole('link', { name: /Alojamiento/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alojamiento' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Habitación privada/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tipo de comisión' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/room/information'));
    expect(router.state.location.search).toEqual({ commission: 1 });
  });

  it('shows packages on /select-products and nothing for a segment the role cannot use', async () => {
    await newAccount('paquetes', 2);
    const first = await renderApp('/select-products');
    expect(await screen.findByRole('button', { name: /^Paquete turístico/ })).toBeInTheDocument();
    first.unmount();

    await newAccount('sin-actividades', 4);
    await renderApp('/select-things-to-do');
    expect(
      await screen.findByRole('heading', { name: 'Tu cuenta no puede agregar este tipo de productos' }),
    ).toBeInTheDocument();
  });
});

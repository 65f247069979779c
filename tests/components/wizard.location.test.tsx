import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { choose, createStay, renderWizardApp } from './wizardHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const combobox = (name: RegExp) => screen.getByRole('combobox', { name });
const number = (name: RegExp) => screen.getByRole('textbox', { name });

describe('the location step', () => {
  it('requires the place, clears state and city when the country or state changes, and saves the point', async () => {
    await signedInNewAccount('ubicacion');
    const id = await createStay(1);
    const { router } = await renderWizardApp(`/vacation-rental/location/${id}`);
    const user = userEvent.setup({ delay: null });

    // SPEC §9: the default centre until the provider places the product.
    await waitFor(() => expect(number(/^Latitud/)).toHaveValue('14.56'));
    expect(number(/^Longitud/)).toHaveValue('-90.73');
    expect(combobox(/^Departamento o estado/)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(4);

    await choose(user, /^País/, 'Guatemala');
    await choose(user, /^Departamento o estado/, 'Sacatepéquez');
    await choose(user, /^Ciudad/, 'Antigua Guatemala');
    expect(combobox(/^Ciudad/)).toHaveValue('Antigua Guatemala');

    await choose(user, /^Departamento o estado/, 'Chimaltenango');
    expect(combobox(/^Ciudad/)).toHaveValue('');
    await choose(user, /^Ciudad/, 'Tecpán Guatemala');

    await choose(user, /^País/, 'El Salvador');
    expect(combobox(/^Departamento o estado/)).toHaveValue('');
    expect(combobox(/^Ciudad/)).toHaveValue('');
    expect(combobox(/^Ciudad/)).toBeDisabled();

    await choose(user, /^Departamento o estado/, 'Cuscatlán');
    await choose(user, /^Ciudad/, 'Suchitoto');
    await user.type(screen.getByRole('textbox', { name: /^Dirección/ }), '2a calle oriente 5');
    await user.clear(number(/^Latitud/));
    await user.type(number(/^Latitud/), '13.9381');
    await user.clear(number(/^Longitud/));
    await user.type(number(/^Longitud/), '-89.0278');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/vacation-rental/feature/${id}`));
    const saved = unwrap(await api.GET('/api/accommodation/location/{id}', { params: { path: { id } } }));
    expect(saved).toMatchObject({
      country: 'sv',
      real_address: '2a calle oriente 5',
      latitude: 13.9381,
      length: -89.0278,
    });
    const product = unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
    expect(product).toMatchObject({ country: 'El Salvador', state: 'Cuscatlán', city: 'Suchitoto' });
  });

  it('shows the point on a map whose clicks move it, and keeps the coordinates typeable', async () => {
    await signedInNewAccount('mapa');
    const id = await createStay(5);
    await renderWizardApp(`/unique-stay/location/${id}?edit`);
    const map = await screen.findByRole('region', { name: 'Mapa de la ubicación' });
    expect(within(map).getByRole('button', { name: 'Ubicación del alojamiento' })).toBeInTheDocument();

    // jsdom lays nothing out, so the map's centre sits at its top-left corner: a click right and below
    // of it lands south-east of the centre.
    fireEvent.click(map.querySelector('.leaflet-container')!, { clientX: 120, clientY: 80 });
    await waitFor(() => expect(Number((number(/^Latitud/) as HTMLInputElement).value)).toBeLessThan(14.56));
    expect(Number((number(/^Longitud/) as HTMLInputElement).value)).toBeGreaterThan(-90.73);
    expect(number(/^Latitud/)).toBeEnabled();

    // Tiles that cannot load (no connection to the tile server) leave a notice, and the inputs.
    expect(screen.queryByText(/No pudimos cargar el mapa/)).toBeNull();
    fireEvent.error(map.querySelector('img.leaflet-tile')!);
    expect(await screen.findByText(/No pudimos cargar el mapa/)).toBeVisible();
    const user = userEvent.setup({ delay: null });
    await user.clear(number(/^Latitud/));
    await user.type(number(/^Latitud/), '13.9');
    expect(number(/^Latitud/)).toHaveValue('13.9');
  });
});

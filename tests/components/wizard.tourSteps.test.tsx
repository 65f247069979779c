import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { choose, createThingToDo, renderWizardApp } from './wizardHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const next = () => screen.getByRole('button', { name: 'Siguiente' });
const path = (id: string, type: 11 | 13 | 71) => ({
  params: { path: { id, languageCode: 'es' as const, type } },
});

describe('the tour steps', () => {
  it('creates a community experience from its information step with the chosen commission', async () => {
    await signedInNewAccount('comunitario');
    const { router } = await renderWizardApp('/community-tourism/information?commission=2');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: /^Nombre de la experiencia/ }), 'Café en San Juan');
    await user.type(screen.getByRole('textbox', { name: /^Título del anuncio/ }), 'Del grano a la taza');
    await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Con una cooperativa de mujeres.');
    await user.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        /^\/community-tourism\/information-additional\/[0-9a-f-]{36}$/,
      ),
    );
    const id = router.state.location.pathname.split('/').pop()!;
    const product = unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
    expect(product).toMatchObject({ name: 'Café en San Juan', product_type: 13, commission_model: 2 });
  });

  it('checks capacity and notice against their limits and saves the details', async () => {
    await signedInNewAccount('detalles');
    const id = await createThingToDo(11, 'Volcán Pacaya');
    const { router } = await renderWizardApp(`/tour/information-additional/${id}`);
    const user = userEvent.setup({ delay: null });
    // Asked for again each time: the field's stand-in gives way to the real one once its code has come.
    const capacity = () => screen.getByRole('textbox', { name: /^Capacidad por salida/ });
    await screen.findByRole('textbox', { name: /^Capacidad por salida/ });
    await user.clear(capacity());
    await user.type(capacity(), '101');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findByText('Escribe un número entre 1 y 100')).toBeVisible();
    // category, difficulty, suited-to and languages are required
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(4);
    await user.clear(capacity());
    await user.type(capacity(), '100');
    await choose(user, /^Categoría/, (await firstOption(user, /^Categoría/))!);
    await choose(user, /^Dificultad/, (await firstOption(user, /^Dificultad/))!);
    await pickFirst(user, /^Ideal para/);
    await pickFirst(user, /^Idiomas del tour/);
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tour/location/${id}`));
    const saved = unwrap(
      await api.GET('/api/thingsToDo/information-additional/{id}/{languageCode}/{type}', path(id, 11)),
    );
    expect(saved).toMatchObject({ capacity: 100, before_booking: 1 });
    expect(saved.suited_to).toHaveLength(1);
    expect(saved.languages).toHaveLength(1);
  });

  it('adds only non-empty bring entries and saves the three lists', async () => {
    await signedInNewAccount('llevar');
    const id = await createThingToDo(71, 'Paquete Antigua');
    const { router } = await renderWizardApp(`/tourist-package/bring-additional/${id}`);
    const user = userEvent.setup({ delay: null });
    const bring = await screen.findByRole('group', { name: 'Qué llevar' });
    const add = within(bring).getByRole('button', { name: 'Agregar a Qué llevar' });
    await user.type(within(bring).getByRole('textbox', { name: 'Agregar a Qué llevar' }), '   ');
    expect(add).toBeDisabled();
    await user.type(
      within(bring).getByRole('textbox', { name: 'Agregar a Qué llevar' }),
      'Bloqueador{Enter}',
    );
    await user.type(within(bring).getByRole('textbox', { name: 'Agregar a Qué llevar' }), 'Gorra');
    await user.click(add);
    await user.click(within(bring).getByRole('button', { name: 'Quitar Bloqueador' }));
    const see = screen.getByRole('group', { name: 'Qué verás' });
    await user.type(
      within(see).getByRole('textbox', { name: 'Agregar a Qué verás' }),
      'Volcán de Agua{Enter}',
    );
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tourist-package/multimedia/${id}`));
    expect(
      unwrap(await api.GET('/api/thingsToDo/bring-additional/{id}/{languageCode}/{type}', path(id, 71))),
    ).toMatchObject({ bring: ['Gorra'], you_will_see: ['Volcán de Agua'], additional_information: [] });
  });

  it("takes an empty bring list only as the provider's answer that nothing is needed", async () => {
    await signedInNewAccount('nada');
    const id = await createThingToDo(11, 'Caminata al mirador');
    const { router } = await renderWizardApp(`/tour/bring-additional/${id}`);
    const user = userEvent.setup({ delay: null });
    const bring = await screen.findByRole('group', { name: 'Qué llevar' });
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await within(bring).findByRole('alert')).toHaveTextContent(
      'Agrega qué llevar o marca que no hace falta llevar nada',
    );
    expect(router.state.location.pathname).toBe(`/tour/bring-additional/${id}`);
    await user.click(within(bring).getByRole('checkbox', { name: 'No hace falta llevar nada' }));
    expect(within(bring).queryByRole('alert')).toBeNull();
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tour/multimedia/${id}`));
    expect(
      unwrap(await api.GET('/api/thingsToDo/bring-additional/{id}/{languageCode}/{type}', path(id, 11))),
    ).toMatchObject({ bring: [] });
  });

  it('offers all year with weekdays, or month ranges added only with both ends, each with weekdays', async () => {
    await signedInNewAccount('disponible');
    const id = await createThingToDo(11, 'Lago de Atitlán');
    const { router } = await renderWizardApp(`/tour/availability/${id}`);
    const user = userEvent.setup({ delay: null });
    // All year, Monday to Sunday by default.
    const everyDay = await screen.findByRole('checkbox', { name: 'Todos los días' });
    expect(everyDay).toBeChecked();
    await user.click(everyDay);
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findByText('Elige al menos un día')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Por rangos de meses' }));
    expect(screen.queryByRole('checkbox', { name: 'Todos los días' })).toBeNull();
    await user.click(next());
    expect(await screen.findByText('Agrega al menos un rango de meses')).toBeVisible();
    const addRange = screen.getByRole('button', { name: 'Agregar rango' });
    await choose(user, /^Desde el mes/, 'Noviembre');
    expect(addRange).toBeDisabled();
    await choose(user, /^Hasta el mes/, 'Febrero');
    await user.click(addRange);
    const range = screen.getByRole('region', { name: 'Noviembre – Febrero' });
    await user.click(within(range).getByRole('checkbox', { name: 'Todos los días' }));
    await user.click(within(range).getByRole('checkbox', { name: 'sábado' }));
    await user.click(within(range).getByRole('checkbox', { name: 'domingo' }));
    await user.click(next());
    await waitFor(() => expect(router.state.location.pathname).toBe(`/tour/itinerary/${id}`));
    expect(
      unwrap(await api.GET('/api/thingsToDo/availability/{id}/{languageCode}/{type}', path(id, 11))),
    ).toMatchObject({
      available_all_year: false,
      months: [{ initial_month: 11, final_month: 2, days: [5, 6] }],
    });
  });

  it('speaks of a meeting point and of travelers, not of lodging and guests (issue 26)', async () => {
    await signedInNewAccount('palabras-tour');
    const id = await createThingToDo(11);
    await renderWizardApp(`/tour/location/${id}?edit`);
    expect(
      await screen.findByText('Haz clic en el mapa o arrastra el marcador al punto de encuentro.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/alojamiento/)).toBeNull();
    cleanup();

    await renderWizardApp(`/tour/service-rules/${id}?edit`);
    expect(
      await screen.findByText(/^Escribe las reglas que los viajeros deben respetar \(puntualidad/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/huéspedes|silencio|mascotas/)).toBeNull();
  });
});

/** The first option a Select offers (catalogues come from the server). */
async function firstOption(user: ReturnType<typeof userEvent.setup>, label: RegExp) {
  await user.click(screen.getByRole('combobox', { name: label }));
  const [option] = await screen.findAllByRole('option');
  const name = option!.textContent;
  await user.keyboard('{Escape}');
  return name;
}

async function pickFirst(user: ReturnType<typeof userEvent.setup>, label: RegExp) {
  // A MultiSelect labels its search input and its hidden value input alike.
  const [input] = screen.getAllByLabelText(label).filter((e) => (e as HTMLInputElement).type !== 'hidden');
  await user.click(input!);
  const [option] = await screen.findAllByRole('option');
  await user.click(option!);
  await user.keyboard('{Escape}');
}

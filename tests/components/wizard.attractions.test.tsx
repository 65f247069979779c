import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { renderWizardApp } from './wizardHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

type User = ReturnType<typeof userEvent.setup>;

const textbox = (name: RegExp) => screen.getByRole('textbox', { name });
const next = () => screen.getByRole('button', { name: 'Siguiente' });
const item = (id: string) => ({ params: { path: { id, languageCode: 'es' as const, type: 18 as const } } });
const pathOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

/** Adds an entry to one of the bring step's lists by its visible field, as a person types it and presses Enter. */
async function addTo(user: User, list: string, entry: string) {
  const group = screen.getByRole('group', { name: list });
  await user.type(within(group).getByRole('textbox', { name: `Agregar a ${list}` }), `${entry}{Enter}`);
}

describe('the attraction wizard', () => {
  it('creates an attraction, saves its details and what to bring with Siguiente, and reads them back', async () => {
    await signedInNewAccount('atraccion');
    const first = await renderWizardApp('/attractions/information');
    const user = userEvent.setup({ delay: null });

    // Information: three required texts, no commission model to choose (SPEC §6).
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(textbox(/^Nombre de la atracción/)).toHaveFocus();
    expect(screen.queryByText(/comisión/i)).toBeNull();
    await user.type(textbox(/^Nombre de la atracción/), '  Reserva Atitlán  ');
    expect(screen.getByText('19 de 99 caracteres')).toBeVisible();
    await user.type(textbox(/^Título del anuncio/), 'Puentes colgantes y mariposario');
    await user.type(textbox(/^Descripción/), 'Senderos en el bosque junto al lago.');
    await user.click(next());
    await waitFor(() =>
      expect(pathOf(first.router)).toMatch(/^\/attractions\/information-additional\/[0-9a-f-]{36}$/),
    );
    const id = pathOf(first.router).split('/').pop()!;
    expect(unwrap(await api.GET('/api/attractions/{id}', { params: { path: { id } } }))).toMatchObject({
      name: 'Reserva Atitlán',
      title: 'Puentes colgantes y mariposario',
      description: 'Senderos en el bosque junto al lago.',
    });
    expect(unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }))).toMatchObject({
      product_type: 18,
    });

    // Information-additional: a day's notice until changed, no capacity nor category (SPEC §9).
    const notice = () => textbox(/^Días de anticipación para reservar/);
    expect(await screen.findByRole('textbox', { name: /^Días de anticipación para reservar/ })).toHaveValue(
      '1',
    );
    expect(screen.queryByRole('textbox', { name: /Capacidad/ })).toBeNull();
    expect(screen.queryByText(/Categoría/)).toBeNull();
    const difficulty = await screen.findByRole('radiogroup', { name: /^Dificultad/ });
    await within(difficulty).findByRole('radio', { name: 'Moderada' });
    await user.clear(notice());
    await user.type(notice(), '31');
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await screen.findByText('Escribe un número entre 0 y 30')).toBeVisible();
    // difficulty, suited-to and languages are required
    expect(screen.getAllByText('Este campo es obligatorio')).toHaveLength(3);
    expect(pathOf(first.router)).toBe(`/attractions/information-additional/${id}`);
    await user.clear(notice());
    await user.type(notice(), '0');
    await user.click(within(difficulty).getByRole('radio', { name: 'Moderada' }));
    const suitedTo = screen.getByRole('group', { name: /^Ideal para/ });
    await user.click(within(suitedTo).getByRole('checkbox', { name: 'Familias' }));
    await user.click(within(suitedTo).getByRole('checkbox', { name: 'Movilidad reducida' }));
    const languages = screen.getByRole('group', { name: /^Idiomas de atención/ });
    await user.click(await within(languages).findByRole('checkbox', { name: 'Español' }));
    await user.click(within(languages).getByRole('checkbox', { name: 'Inglés' }));
    expect(screen.queryByText('Este campo es obligatorio')).toBeNull();
    await user.click(next());
    await waitFor(() => expect(pathOf(first.router)).toBe(`/attractions/location/${id}`));
    expect(
      unwrap(await api.GET('/api/attractions/information-additional/{id}/{languageCode}/{type}', item(id))),
    ).toEqual({
      before_booking: 0,
      difficulty: 'tour_difficulty:moderate',
      suited_to: ['tour_suited_to:families', 'tour_suited_to:reduced_mobility'],
      languages: ['es', 'en'],
    });
    first.unmount();

    // What to bring: an untouched list is no answer; blank entries are never added.
    const bringPage = await renderWizardApp(`/attractions/bringAdditional/${id}`);
    const bring = await screen.findByRole('group', { name: 'Qué llevar' });
    await waitFor(() => expect(next()).toBeEnabled());
    await user.click(next());
    expect(await within(bring).findByRole('alert')).toHaveTextContent(
      'Agrega qué llevar o marca que no hace falta llevar nada',
    );
    await user.type(within(bring).getByRole('textbox', { name: 'Agregar a Qué llevar' }), '   ');
    expect(within(bring).getByRole('button', { name: 'Agregar a Qué llevar' })).toBeDisabled();
    await user.clear(within(bring).getByRole('textbox', { name: 'Agregar a Qué llevar' }));
    await addTo(user, 'Qué llevar', 'Calzado cómodo');
    expect(within(bring).queryByRole('alert')).toBeNull();
    await addTo(user, 'Qué llevar', 'Repelente');
    await addTo(user, 'Qué verás', 'Mariposas monarca');
    await addTo(user, 'Información adicional', 'Última entrada a las 16:00');
    await user.click(next());
    await waitFor(() => expect(pathOf(bringPage.router)).toBe(`/attractions/multimedia/${id}`));
    expect(
      unwrap(await api.GET('/api/attractions/bring-additional/{id}/{languageCode}/{type}', item(id))),
    ).toEqual({
      bring: ['Calzado cómodo', 'Repelente'],
      you_will_see: ['Mariposas monarca'],
      additional_information: ['Última entrada a las 16:00'],
    });
    bringPage.unmount();

    // Opened again, as after a reload: each step starts from what was saved.
    const information = await renderWizardApp(`/attractions/information/${id}?edit`);
    expect(await screen.findByRole('textbox', { name: /^Nombre de la atracción/ })).toHaveValue(
      'Reserva Atitlán',
    );
    expect(textbox(/^Título del anuncio/)).toHaveValue('Puentes colgantes y mariposario');
    expect(textbox(/^Descripción/)).toHaveValue('Senderos en el bosque junto al lago.');
    information.unmount();

    const details = await renderWizardApp(`/attractions/information-additional/${id}?edit`);
    expect(await screen.findByRole('textbox', { name: /^Días de anticipación para reservar/ })).toHaveValue(
      '0',
    );
    const storedDifficulty = screen.getByRole('radiogroup', { name: /^Dificultad/ });
    expect(await within(storedDifficulty).findByRole('radio', { name: 'Moderada' })).toBeChecked();
    expect(within(storedDifficulty).getByRole('radio', { name: 'Fácil' })).not.toBeChecked();
    const storedSuitedTo = screen.getByRole('group', { name: /^Ideal para/ });
    expect(await within(storedSuitedTo).findByRole('checkbox', { name: 'Familias' })).toBeChecked();
    expect(within(storedSuitedTo).getByRole('checkbox', { name: 'Movilidad reducida' })).toBeChecked();
    expect(within(storedSuitedTo).getByRole('checkbox', { name: 'Parejas' })).not.toBeChecked();
    const storedLanguages = screen.getByRole('group', { name: /^Idiomas de atención/ });
    expect(await within(storedLanguages).findByRole('checkbox', { name: 'Inglés' })).toBeChecked();
    details.unmount();

    await renderWizardApp(`/attractions/bringAdditional/${id}?edit`);
    const storedBring = await screen.findByRole('group', { name: 'Qué llevar' });
    expect(
      within(storedBring)
        .getAllByRole('listitem')
        .map((entry) => entry.textContent),
    ).toEqual(['Calzado cómodo', 'Repelente']);
    expect(within(screen.getByRole('group', { name: 'Qué verás' })).getByRole('listitem')).toHaveTextContent(
      'Mariposas monarca',
    );
  });

  it('puts a text the server refuses under its field, in Spanish, with everything typed kept', async () => {
    await signedInNewAccount('atraccion-rechazo');
    const { router } = await renderWizardApp('/attractions/information');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: /^Nombre de la atracción/ }), 'Mirador');
    await user.type(textbox(/^Título del anuncio/), 'Vista al volcán');
    // A NUL character: nothing the database can keep (the server answers 400 naming the field).
    await user.type(textbox(/^Descripción/), 'Amanecer\u0000 en el mirador');
    await user.click(next());

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('El texto tiene caracteres que no se pueden guardar')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(textbox(/^Descripción/)).toHaveAccessibleDescription(
      expect.stringContaining('El texto tiene caracteres que no se pueden guardar'),
    );
    expect(textbox(/^Descripción/)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(/^Nombre de la atracción/)).toHaveValue('Mirador');
    expect(textbox(/^Título del anuncio/)).toHaveValue('Vista al volcán');
    expect(router.state.location.pathname).toBe('/attractions/information');

    // Fixed, it saves and the wizard goes on.
    await user.clear(textbox(/^Descripción/));
    await user.type(textbox(/^Descripción/), 'Amanecer en el mirador');
    await user.click(next());
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(
        /^\/attractions\/information-additional\/[0-9a-f-]{36}$/,
      ),
    );
  });

  it('offers the catalogues in the interface language', async () => {
    await activateLanguage('en');
    await signedInNewAccount('atraccion-ingles');
    const created = unwrap(
      await api.POST('/api/attractions', {
        params: { query: { product_type: 18, language_code: 'en' } },
        body: { name: 'Butterfly garden', title: 'Butterflies by the lake', description: 'Trails.' },
      }),
    );
    await renderWizardApp(`/attractions/information-additional/${created._id}?edit`);
    expect(await screen.findByRole('radio', { name: 'Moderate' })).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Reduced mobility' })).toBeVisible();
    expect(await screen.findByRole('checkbox', { name: 'Spanish' })).toBeVisible();
  });
});

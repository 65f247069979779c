import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LANDING_HUB, DEMO_LANDING_ID } from '../../server/db/demoWhiteLandings.ts';
import { castId, demoCast } from '../../server/db/seedCast.ts';
import { api } from '../../src/api/client.ts';
import { ApiFailure, unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { PublicWhiteLandingPage } from '../../src/features/whiteLandings/PublicWhiteLandingPage.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { captchaSolution, letTheCaptchaWidgetRun, renderPage, tickCaptcha } from './authHarness.tsx';
import { fileCast } from './demoCastHarness.ts';
import { renderApp, signInAs } from './shellHarness.tsx';

/**
 * The white landings' screens (SPEC §2) against the real API: the demo influencer of this file's cast owns the
 * published "Lo mejor de Antigua" (server/db/demoWhiteLandings.ts); each test makes the landings it changes.
 */
const cast = fileCast();
const demoLandingId = castId(demoCast(cast.tag), DEMO_LANDING_ID);
const ANTIGUA = 'Antigua Guatemala';

beforeAll(async () => {
  await activateLanguage('es');
});
afterEach(() => clearSession());

/** A tag no other run has used, for titles. */
const fresh = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** A landing of `owner` written through the API, as their earlier work. */
async function landingOf(owner: Session, title: string) {
  setSession(owner);
  return unwrap(
    await api.POST('/api/landings', {
      body: {
        title,
        description: 'Mis recomendaciones.',
        language: 'es',
        status: 'draft',
        captcha: await captchaSolution(),
      },
    }),
  );
}

/** The landing as the server keeps it, read with `owner`'s session. */
async function stored(owner: Session, id: string) {
  setSession(owner);
  return unwrap(await api.GET('/api/landings/{id}', { params: { path: { id } } }));
}

/** The list once it has come. */
async function listShown() {
  await screen.findByRole('heading', { level: 1, name: 'Landings' });
  await waitFor(() => expect(screen.queryByLabelText('Cargando las landings')).not.toBeInTheDocument());
  return within(screen.getByRole('region', { name: 'Tabla de landings' }));
}

/** A hub's toggle button once the hubs have come. */
const hubButton = (name: string) => screen.findByRole('button', { name });

describe('/white-landing, the owner’s landings', () => {
  it('creates a landing through the dialog, chooses a hub and its segments, and assigns every product of a tab', async () => {
    const owner = await signInAs(cast.influencer);
    letTheCaptchaWidgetRun();
    const { router } = await renderApp('/white-landing');
    const table = await listShown();
    // The demo landing is there, published, with its public page.
    const demoRow = table.getByRole('row', { name: /Lo mejor de Antigua/ });
    expect(within(demoRow).getByText('Publicada')).toBeInTheDocument();
    expect(
      within(demoRow).getByRole('link', { name: /Ver la página pública de Lo mejor de Antigua/ }),
    ).toHaveAttribute('href', `/landing/${demoLandingId}`);
    // Only the operator sees whose a landing is.
    expect(table.queryByRole('columnheader', { name: 'Propietario' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Crear landing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear landing' }));
    const title = `Rutas de ${fresh()}`;
    await user.type(dialog.getByRole('textbox', { name: /^Título/ }), title);
    await user.type(dialog.getByRole('textbox', { name: /^Descripción/ }), 'Lo que más me gustó.');
    await user.click(dialog.getByRole('radio', { name: 'English' }));
    await user.type(
      dialog.getByRole('textbox', { name: 'Banner grande (escritorio)' }),
      'https://example.com/xl.jpg',
    );
    await tickCaptcha(user);
    await user.click(dialog.getByRole('button', { name: 'Crear landing' }));

    // Created: its page, with no location yet.
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/white-landing\/[^/]+$/));
    const id = router.state.location.pathname.split('/')[2]!;
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const form = within(screen.getByRole('region', { name: 'Datos de la landing' }));
    expect(form.getByRole('textbox', { name: /^Título/ })).toHaveValue(title);
    expect(form.getByRole('radio', { name: 'English' })).toBeChecked();
    const created = await stored(owner, id);
    expect(created).toMatchObject({
      title,
      language: 'en',
      status: 'draft',
      banner_xl: 'https://example.com/xl.jpg',
    });
    expect(created.locations).toEqual([]);
    expect(await screen.findByText('No has seleccionado ninguna ubicación')).toBeInTheDocument();

    // A hub is a toggle: pressed, it shows its segments; the message goes.
    const antigua = await hubButton(ANTIGUA);
    expect(antigua).toHaveAttribute('aria-pressed', 'false');
    await user.click(antigua);
    expect(antigua).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('No has seleccionado ninguna ubicación')).not.toBeInTheDocument();
    const segments = within(screen.getByRole('group', { name: `Segmentos en ${ANTIGUA}` }));
    await user.click(segments.getByRole('checkbox', { name: 'Alojamiento' }));
    // Turned off and on again before saving, a hub keeps the segments ticked.
    await user.click(antigua);
    expect(antigua).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('No has seleccionado ninguna ubicación')).toBeInTheDocument();
    await user.click(antigua);
    expect(
      within(screen.getByRole('group', { name: `Segmentos en ${ANTIGUA}` })).getByRole('checkbox', {
        name: 'Alojamiento',
      }),
    ).toBeChecked();
    // A second hub, chosen then dropped, is not saved.
    const flores = await hubButton('Flores y Tikal');
    await user.click(flores);
    expect(screen.getByRole('group', { name: 'Segmentos en Flores y Tikal' })).toBeInTheDocument();
    await user.click(flores);
    await user.click(screen.getByRole('button', { name: 'Guardar ubicaciones' }));
    await waitFor(async () => expect((await stored(owner, id)).locations).toHaveLength(1));
    expect((await stored(owner, id)).locations).toEqual([
      { hubId: DEMO_LANDING_HUB, segments: ['accommodation'], products_count: 0 },
    ]);

    // Its products, on a tab per chosen segment.
    await user.click(await screen.findByRole('link', { name: `Asignar productos en ${ANTIGUA}` }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/white-landing/${id}/${DEMO_LANDING_HUB}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: `Asignar productos en ${ANTIGUA}` }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Alojamiento']);
    const region = within(await screen.findByRole('region', { name: 'Productos de Alojamiento' }));
    const listed = unwrap(
      await api.GET('/api/landings/{id}/locations/{hubId}/products', {
        params: { path: { id, hubId: DEMO_LANDING_HUB }, query: { segment: 'accommodation' } },
      }),
    ).items;
    expect(listed.length).toBeGreaterThan(0);
    const first = listed[0]!;
    expect(region.getAllByRole('checkbox', { name: /^Asignar (?!todos)/ })).toHaveLength(listed.length);
    // Every cast's company has the same names: the first row is the list's first product.
    const firstBox = () => region.getAllByRole('checkbox', { name: `Asignar ${first.name}` })[0]!;
    expect(firstBox()).not.toBeChecked();
    expect(region.getAllByRole('row')[1]).toHaveTextContent(new RegExp(`^1${first.name}`));
    if (first.photoUrl)
      expect(region.getAllByRole('img', { name: first.name })[0]).toHaveAttribute('loading', 'lazy');

    // Select-all ticks the tab's every product; saved, the server has them all.
    const all = region.getByRole('checkbox', { name: 'Asignar todos' });
    await user.click(all);
    expect(all).toBeChecked();
    for (const box of region.getAllByRole('checkbox', { name: /^Asignar (?!todos)/ }))
      expect(box).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar Alojamiento' }));
    await waitFor(async () => {
      const after = unwrap(
        await api.GET('/api/landings/{id}/locations/{hubId}/products', {
          params: { path: { id, hubId: DEMO_LANDING_HUB }, query: { segment: 'accommodation' } },
        }),
      ).items;
      expect(after.every((product) => product.assigned)).toBe(true);
    });
    expect(await screen.findByText(`${listed.length} de ${listed.length} asignados`)).toBeInTheDocument();

    // One left out: the select-all says "some".
    await user.click(firstBox());
    if (listed.length > 1) expect(all).toHaveAttribute('data-indeterminate', 'true');
    expect(all).not.toBeChecked();
    expect(screen.getByText(/sin guardar/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar Alojamiento' }));
    await waitFor(async () =>
      expect((await stored(owner, id)).locations[0]?.products_count).toBe(listed.length - 1),
    );

    // Back on the landing, then the list counts them.
    await user.click(screen.getByRole('link', { name: 'Volver a la landing' }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Volver a mis landings' }));
    const list = await listShown();
    const row = within(list.getByRole('row', { name: new RegExp(title) }));
    expect(row.getByText('English')).toBeInTheDocument();
    expect(row.getByText('Borrador')).toBeInTheDocument();
    // The count is of the products published when the list is read: other test files running beside this one
    // switch the demo's products on and off, so the row is compared with the server's count then.
    const counted = (await stored(owner, id)).locations[0]?.products_count ?? 0;
    expect(counted).toBeLessThanOrEqual(listed.length - 1);
    expect(row.getByRole('cell', { name: String(counted) })).toBeInTheDocument();
  });

  it('deletes a landing only once the question is answered yes', async () => {
    const owner = await signInAs(cast.influencer);
    const title = `Para borrar ${fresh()}`;
    const landing = await landingOf(owner, title);
    await renderApp('/white-landing');
    const table = await listShown();
    const user = userEvent.setup();

    await user.click(table.getByRole('button', { name: `Eliminar ${title}` }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Eliminar landing' }));
    expect(dialog.getByText(new RegExp(`¿Eliminar «${title}»?`))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await stored(owner, landing._id))._id).toBe(landing._id);

    await user.click(table.getByRole('button', { name: `Eliminar ${title}` }));
    dialog = within(await screen.findByRole('dialog', { name: 'Eliminar landing' }));
    await user.click(dialog.getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: new RegExp(title) })).not.toBeInTheDocument(),
    );
    await expect(stored(owner, landing._id)).rejects.toMatchObject({ status: 404 });
    expect(table.getByRole('row', { name: /Lo mejor de Antigua/ })).toBeInTheDocument();
  });

  it('keeps what was typed when the form refuses it', async () => {
    await signInAs(cast.influencer);
    letTheCaptchaWidgetRun();
    await renderApp('/white-landing');
    await listShown();
    const user = userEvent.setup();

    // The dialog's own checks: a banner that is not https, and no captcha ticked.
    await user.click(screen.getByRole('button', { name: 'Crear landing' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Crear landing' }));
    const title = `Se queda ${fresh()}`;
    await user.type(dialog.getByRole('textbox', { name: /^Título/ }), title);
    await user.click(dialog.getByRole('button', { name: 'Crear landing' }));
    expect(await dialog.findByText('Este campo es obligatorio')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /^Descripción/ }), 'Texto.');
    await user.type(dialog.getByRole('textbox', { name: 'Logo' }), 'http://example.com/logo.png');
    await user.click(dialog.getByRole('button', { name: 'Crear landing' }));
    expect(
      await dialog.findByText('La dirección de la imagen debe empezar con https://'),
    ).toBeInTheDocument();
    expect(dialog.getByText('Por favor, complete la validación de reCAPTCHA.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Título/ })).toHaveValue(title);
    expect(dialog.getByRole('textbox', { name: 'Logo' })).toHaveValue('http://example.com/logo.png');
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the typed form and the chosen hubs when the server refuses the save', async () => {
    const owner = await signInAs(cast.influencer);
    const landing = await landingOf(owner, `Se irá ${fresh()}`);
    await renderApp(`/white-landing/${landing._id}`);
    const user = userEvent.setup();
    const titleField = await screen.findByRole('textbox', { name: /^Título/ });
    const antigua = await hubButton(ANTIGUA);

    // Deleted meanwhile (another tab): the server answers 404 to both saves.
    setSession(owner);
    unwrap(await api.DELETE('/api/landings/{id}', { params: { path: { id: landing._id } } }));

    await user.clear(titleField);
    await user.type(titleField, 'Un título nuevo');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText(/Lo que escribiste sigue aquí para enviarlo de nuevo\./),
    ).toBeInTheDocument();
    expect(titleField).toHaveValue('Un título nuevo');

    await user.click(antigua);
    await user.click(
      within(screen.getByRole('group', { name: `Segmentos en ${ANTIGUA}` })).getByRole('checkbox', {
        name: 'Actividades',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Guardar ubicaciones' }));
    expect(
      await screen.findByText(
        'No se pudieron guardar las ubicaciones. Tu selección sigue aquí: inténtalo de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(antigua).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(screen.getByRole('group', { name: `Segmentos en ${ANTIGUA}` })).getByRole('checkbox', {
        name: 'Actividades',
      }),
    ).toBeChecked();
  });
});

describe('who manages white landings', () => {
  it('shows the operator every landing with its owner', async () => {
    const operator = await signInAs(cast.operator);
    await renderApp('/white-landing');
    const table = await listShown();
    expect(table.getByRole('columnheader', { name: 'Propietario' })).toBeInTheDocument();
    // Every cast's influencer has one: this cast's is there, with its owner's name.
    const opens = table
      .getAllByRole('link', { name: 'Abrir Lo mejor de Antigua' })
      .map((link) => link.getAttribute('href'));
    expect(opens).toContain(`/white-landing/${demoLandingId}`);
    const demo = await stored(operator, demoLandingId);
    const demoRow = within(
      table
        .getAllByRole('row', { name: /Lo mejor de Antigua/ })
        .find(
          (row) =>
            within(row).queryByRole('link', { name: 'Abrir Lo mejor de Antigua' })?.getAttribute('href') ===
            `/white-landing/${demoLandingId}`,
        )!,
    );
    expect(demoRow.getByRole('cell', { name: demo.owner_name })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).getByRole('link', { name: 'Mis landings' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives a product provider no menu entry and refuses the pages by address', async () => {
    await signInAs(cast.company);
    const page = await renderApp('/white-landing');
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta página' }),
    ).toBeInTheDocument();
    expect(page.router.state.location.pathname).toBe('/not-allowed');
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).queryByRole('link', { name: 'Mis landings' })).not.toBeInTheDocument();
    await expect(api.GET('/api/landings').then(unwrap)).rejects.toBeInstanceOf(ApiFailure);
  });
});

describe('/landing/$id, a published landing', () => {
  it('shows its title, a section per hub and the product cards linking with the owner’s code', async () => {
    await renderPage(
      '/landing/$id',
      <PublicWhiteLandingPage id={demoLandingId} />,
      `/landing/${demoLandingId}`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Lo mejor de Antigua' })).toBeInTheDocument();
    const hub = within(screen.getByRole('region', { name: ANTIGUA }));
    const shown = unwrap(
      await api.GET('/api/landings/{id}/public', { params: { path: { id: demoLandingId } } }),
    );
    const products = shown.locations[0]!.segments.flatMap((segment) => segment.products);
    expect(products.length).toBeGreaterThan(0);
    expect(hub.getByRole('heading', { level: 2, name: ANTIGUA })).toBeInTheDocument();
    expect(hub.getByRole('heading', { level: 3, name: 'Alojamiento' })).toBeInTheDocument();
    expect(hub.getAllByRole('article')).toHaveLength(products.length);
    // The demo influencer has a referral code: the product pages' links carry it.
    expect(shown.referralCode).toBeTruthy();
    const linked = products.find((product) => product.link !== null);
    expect(linked).toBeDefined();
    const links = await hub.findAllByRole('link', { name: linked!.name });
    expect(links[0]!.getAttribute('href')).toMatch(new RegExp(`^https?://[^/]+/.+ref=${shown.referralCode}`));
  });

  it('says a draft does not exist', async () => {
    const owner = await signInAs(cast.influencer);
    const draft = await landingOf(owner, `Borrador ${fresh()}`);
    clearSession();
    await renderPage('/landing/$id', <PublicWhiteLandingPage id={draft._id} />, `/landing/${draft._id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Esta página no existe' }),
    ).toBeInTheDocument();
  });
});

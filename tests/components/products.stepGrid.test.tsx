import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { useRealtimeStatus } from '../../src/api/realtime.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import {
  completeSteps,
  createProduct,
  installIntersectionObserver,
  legendSeen,
  newProvider,
  sendToReview,
  uniqueName,
} from './productsHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

const cast = fileCast();
/** A demo product of this file's seeded company (server/db/demoProducts.ts): someone else's for this provider. */
const CASA_LAGO = cast.product('722135ca-fa9f-4da1-8fef-699ae36cd184');

let provider: Session;
const names = {
  draft: uniqueName('Casa Pasos'),
  room: uniqueName('Cuarto'),
  sentBack: uniqueName('Casa Devuelta'),
  live: uniqueName('Casa en Vivo'),
  liveWizard: uniqueName('Casa Editada en Vivo'),
};
const ids = { draft: '', room: '', sentBack: '', live: '', liveWizard: '' };
/** The operator's token, for a decision taken elsewhere while the provider's page stays open. */
let operatorToken = '';

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  provider = await newProvider('pasos', { complete: true });
  ids.draft = await createProduct(names.draft, 1);
  unwrap(
    await api.PUT('/api/accommodation/location/{id}', {
      params: { path: { id: ids.draft } },
      body: {
        country: 'gt',
        state: 'gt-sacatepequez',
        city: 'gt-sacatepequez-antigua-guatemala',
        real_address: '5a Avenida Norte 12',
        latitude: 14.56,
        length: -90.73,
      },
    }),
  );
  ids.room = await createProduct(names.room, 4);
  ids.sentBack = await createProduct(names.sentBack, 1);
  await completeSteps(ids.sentBack, 1);
  await sendToReview(ids.sentBack, 1);
  ids.live = await createProduct(names.live, 1);
  await completeSteps(ids.live, 1);
  await sendToReview(ids.live, 1);
  ids.liveWizard = await createProduct(names.liveWizard, 1);
  await completeSteps(ids.liveWizard, 1);
  await sendToReview(ids.liveWizard, 1);
  operatorToken = (await signInAs(cast.operator)).token;
  unwrap(
    await api.PUT('/api/review/products/{id}', {
      params: { path: { id: ids.sentBack } },
      body: { decision: 'send_back', reason: 'Falta la foto del baño' },
    }),
  );
  clearSession();
});
beforeEach(() => {
  localStorage.clear();
  legendSeen();
  setSession(provider);
});
afterEach(() => clearSession());

/** The operator sends a product back in its own browser: its own request, the provider's session untouched. */
async function sendBackElsewhere(id: string, reason: string) {
  const decided = await fetch(`${location.origin}/api/review/products/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${operatorToken}` },
    body: JSON.stringify({ decision: 'send_back', reason }),
  });
  expect(decided.status).toBe(200);
}

describe('the step grid (/my-products/{id})', () => {
  it('numbers every step of the wizard, marks what is saved, and opens each step to edit', async () => {
    await renderApp(`/my-products/${ids.draft}`);
    expect(await screen.findByRole('heading', { level: 1, name: names.draft })).toBeInTheDocument();
    expect(screen.getByText('Alquiler vacacional')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Completado 20 %' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: `Visibilidad de ${names.draft}` })).not.toBeChecked();

    const tiles = within(screen.getByRole('list', { name: 'Pasos del producto' })).getAllByRole('link');
    expect(tiles).toHaveLength(13);
    expect(tiles[0]).toHaveTextContent('Paso 1: InformaciónCompleto');
    expect(tiles[0]).toHaveAttribute('href', `/vacation-rental/information/${ids.draft}?edit=true`);
    expect(tiles[1]).toHaveTextContent('Paso 2: UbicaciónCompleto');
    expect(tiles[2]).toHaveTextContent('Paso 3: CaracterísticasPendiente');
    expect(tiles[3]).toHaveTextContent('Paso 4: HabitacionesPendiente');
    expect(tiles[3]).toHaveAttribute('href', `/vacation-rental/rooms/${ids.draft}?edit=true`);
    // The confirmation has nothing to complete, so it carries no marker.
    expect(tiles[12]).toHaveTextContent(/^13Paso 13: Confirmación$/);
  });

  it('tags the product with the promotions running on it', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    unwrap(
      await api.POST('/api/promotion-new', {
        body: {
          promotion_type: 2,
          start_date: day(2),
          end_date: day(9),
          percent_discount: 15,
          assigned_check: 1,
          title: 'Semana de prueba',
          product_id: ids.room,
          product_type: 4,
        },
      }),
    );
    await renderApp(`/my-products/${ids.room}`);
    expect(await screen.findByRole('heading', { level: 1, name: names.room })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('promotion-tags')).getByText(/Descuento\s*−\s*15 %/),
    ).toBeInTheDocument();
  });

  it('takes a private room through its capacity step', async () => {
    await renderApp(`/my-products/${ids.room}`);
    await screen.findByRole('heading', { level: 1, name: names.room });
    const tiles = within(screen.getByRole('list', { name: 'Pasos del producto' })).getAllByRole('link');
    expect(tiles[3]).toHaveTextContent('Paso 4: Capacidad');
    expect(tiles[3]).toHaveAttribute('href', `/room/capacity/${ids.room}?edit=true`);
  });

  it('switches to the vertical stepper, whose steps open in edit mode too', async () => {
    const { router } = await renderApp(`/my-products/${ids.draft}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: names.draft });
    await user.click(screen.getByRole('radio', { name: 'Lista' }));
    const step = await screen.findByRole('button', { name: 'Paso 3: Características' });
    expect(step).toHaveTextContent('Pendiente');
    expect(screen.getByRole('button', { name: 'Paso 1: Información' })).toHaveTextContent('Completo');
    await user.click(step);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vacation-rental/feature/${ids.draft}`));
    expect(router.state.location.search).toEqual({ edit: true });
  });

  it('shows the stepper by default on a phone', async () => {
    const desktop = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...desktop(query),
      matches: query.includes('max-width'),
    })) as typeof desktop;
    try {
      await renderApp(`/my-products/${ids.draft}`);
      expect(await screen.findByRole('button', { name: 'Paso 2: Ubicación' })).toHaveTextContent('Completo');
      expect(screen.getByRole('radio', { name: 'Lista' })).toBeChecked();
    } finally {
      window.matchMedia = desktop;
    }
  });

  it('shows why the operator sent the product back', async () => {
    await renderApp(`/my-products/${ids.sentBack}`);
    await screen.findByRole('heading', { level: 1, name: names.sentBack });
    expect(screen.getByText('Revisión: cambios solicitados')).toBeInTheDocument();
    expect(screen.getByText('Falta la foto del baño')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Completado 100 %' })).toBeInTheDocument();
  });

  it('follows the operator’s decision live: sent back with its reason, and a toast, without leaving the page', async () => {
    const { router } = await renderApp(`/my-products/${ids.live}`);
    await screen.findByRole('heading', { level: 1, name: names.live });
    expect(screen.getByText('En revisión')).toBeInTheDocument();
    const realtime = renderHook(() => useRealtimeStatus());
    await waitFor(() => expect(realtime.result.current).toBe('connected'), { timeout: 8000 });

    const reason = 'La foto principal está borrosa';
    await sendBackElsewhere(ids.live, reason);

    expect(
      await screen.findByText('Revisión: cambios solicitados', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('En revisión')).not.toBeInTheDocument();
    expect(await screen.findByText(`Tu producto ${names.live} fue devuelto`)).toBeInTheDocument();
    // The reason, on the grid and in the toast.
    expect(screen.getAllByText(reason)).toHaveLength(2);
    expect(router.state.location.pathname).toBe(`/my-products/${ids.live}`);
  });

  it('shows an open wizard step the operator’s reason as it arrives', async () => {
    await renderApp(`/vacation-rental/information/${ids.liveWizard}?edit=true`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Información' })).toBeInTheDocument();
    const realtime = renderHook(() => useRealtimeStatus());
    await waitFor(() => expect(realtime.result.current).toBe('connected'), { timeout: 8000 });
    expect(screen.queryByText('Cambios solicitados por el equipo de revisión')).not.toBeInTheDocument();

    await sendBackElsewhere(ids.liveWizard, 'Agrega el horario de llegada');
    expect(
      await screen.findByText('Cambios solicitados por el equipo de revisión', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
  });

  it('says "not found" for an unknown id and for another provider’s product', async () => {
    for (const id of ['no-existe', CASA_LAGO]) {
      const view = await renderApp(`/my-products/${id}`);
      expect(await screen.findByRole('heading', { name: 'Producto no encontrado' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver a mis productos' })).toHaveAttribute(
        'href',
        '/my-products',
      );
      view.unmount();
    }
  });
});

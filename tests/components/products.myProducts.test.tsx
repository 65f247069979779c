import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Middleware } from 'openapi-fetch';
import { afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import {
  completeSteps,
  createProduct,
  installIntersectionObserver,
  legendSeen,
  newProvider,
  scrollObservedIntoView,
  sendToReview,
  uniqueName,
} from './productsHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

/** The provider of this file: a complete profile, three products of two types. */
let provider: Session;
const names = {
  complete: uniqueName('Casa Completa'),
  draft: uniqueName('Casa Borrador'),
  dome: uniqueName('Domo'),
};
let completeId: string;

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  provider = await newProvider('lista', { complete: true });
  completeId = await createProduct(names.complete, 1);
  await completeSteps(completeId, 1);
  await createProduct(names.draft, 1);
  await createProduct(names.dome, 5);
  // The operator sends the complete one back with a reason, which the provider must see on its card.
  await sendToReview(completeId, 1);
  await signInAs(fileCast().operator);
  unwrap(
    await api.PUT('/api/review/products/{id}', {
      params: { path: { id: completeId } },
      body: { decision: 'send_back', reason: 'Las fotos están oscuras' },
    }),
  );
  clearSession();
});

beforeEach(async () => {
  localStorage.clear();
  legendSeen();
  setSession(provider);
  await activateLanguage('es');
});
afterEach(() => clearSession());

const cardOf = async (name: string) => (await screen.findByRole('article', { name })).closest('article')!;

describe('/my-products', () => {
  it('shows a tab per type the provider may create, with its count, and the open tab’s cards', async () => {
    await renderApp('/my-products');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Alquiler vacacional2',
      'Estancia única1',
      'Habitación privada0',
      'Hotel0',
      'Hostal0',
    ]);
    expect(screen.getByRole('tab', { name: /Alquiler vacacional/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Mostrando 2 de 2')).toBeInTheDocument();

    const complete = await cardOf(names.complete);
    expect(within(complete).getByRole('progressbar', { name: 'Completado 100 %' })).toBeInTheDocument();
    expect(complete).toHaveTextContent('Calle Santander 10');
    expect(within(complete).getByText('Las fotos están oscuras')).toBeInTheDocument();
    expect(within(complete).getByRole('button', { name: 'Vista previa' })).toHaveAccessibleDescription(
      'El producto debe publicarse primero.',
    );

    const draft = await cardOf(names.draft);
    expect(within(draft).getByRole('progressbar', { name: 'Completado 12 %' })).toBeInTheDocument();
    expect(draft).toHaveTextContent('Ubicación pendiente');
    expect(draft).toHaveTextContent('Sin foto principal');
    expect(within(draft).getByRole('button', { name: 'Vista previa' })).toHaveAccessibleDescription(
      'Revisa que todos los pasos estén completos.',
    );
    expect(within(draft).getByRole('switch', { name: `Visibilidad de ${names.draft}` })).not.toBeChecked();
  });

  it('opens another tab and keeps it in the URL', async () => {
    const { router } = await renderApp('/my-products');
    await userEvent.setup().click(await screen.findByRole('tab', { name: /Estancia única/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 5 }));
    expect(await screen.findByRole('article', { name: names.dome })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('keeps what is typed after a pause while a slow answer loads', async () => {
    const { router } = await renderApp('/my-products');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: names.draft });
    // A slow connection: every answer comes a second late, longer than the route's wait before a skeleton.
    const slow: Middleware = { onRequest: () => new Promise((resolve) => setTimeout(resolve, 1_000)) };
    api.use(slow);
    onTestFinished(() => api.eject(slow));
    const box = screen.getByRole('searchbox', { name: 'Buscar productos' });
    await user.type(box, 'Bor');
    // The pause sends the search; the rest is typed while its answer is on its way, into the same box.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.type(box, 'rador');
    expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toBe(box);
    expect(box).toHaveValue('Borrador');
    await waitFor(() => expect(router.state.location.search).toEqual({ query: 'Borrador' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('searches by name after a pause in typing, and says when nothing matches', async () => {
    const { router } = await renderApp('/my-products');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: names.draft });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'Borrador');
    await waitFor(() => expect(router.state.location.search).toEqual({ query: 'Borrador' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByRole('article', { name: names.draft })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Alquiler vacacional/ })).toHaveTextContent('1');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), ' inexistente');
    expect(await screen.findByText('Ningún producto coincide con tu búsqueda')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('');
  });

  it('filters by status from the URL and the status select', async () => {
    const { router } = await renderApp('/my-products?status=1');
    expect(await screen.findByRole('combobox', { name: 'Estado' })).toHaveValue('1');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Estado' }), '3');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 3 }));
    expect(await screen.findByText('Ningún producto coincide con tu búsqueda')).toBeInTheDocument();
  });

  it('invites a provider without products to add one', async () => {
    await newProvider('vacio', { complete: false });
    await renderApp('/my-products');
    expect(await screen.findByRole('heading', { name: 'Aún no tienes productos aquí' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Agregar producto' })[1]).toHaveAttribute(
      'href',
      '/add-products',
    );
  });

  it('loads 12 at a time: with the load-more button, or while the end of the list is in view', async () => {
    await newProvider('muchos', { complete: false });
    for (let i = 0; i < 25; i++) await createProduct(uniqueName(`Estancia ${i}`), 5);
    const first = await renderApp('/my-products?type=5');
    expect(await screen.findByText('Mostrando 12 de 25')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('Mostrando 24 de 25')).toBeInTheDocument();
    first.unmount();

    await renderApp('/my-products?type=5');
    expect(await screen.findByText('Mostrando 12 de 25')).toBeInTheDocument();
    // The end stays in view (nothing scrolls in jsdom), so pages keep coming until the last.
    act(() => scrollObservedIntoView());
    expect(await screen.findByText('Mostrando 25 de 25')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });
});

describe('the status legend', () => {
  it('opens by itself 5 s after the first visit, then only from the help button', async () => {
    localStorage.clear();
    const first = await renderApp('/my-products');
    await screen.findAllByRole('article');
    expect(screen.queryByRole('dialog', { name: 'Estados de tus productos' })).not.toBeInTheDocument();
    const legend = await screen.findByRole(
      'dialog',
      { name: 'Estados de tus productos' },
      { timeout: 7_000 },
    );
    expect(legend).toHaveTextContent('En revisión');
    await userEvent.setup().click(within(legend).getByRole('button', { name: 'Entendido' }));
    first.unmount();

    await renderApp('/my-products');
    await screen.findAllByRole('article');
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(screen.queryByRole('dialog', { name: 'Estados de tus productos' })).not.toBeInTheDocument();
    const help = screen.getByRole('button', { name: '¿Qué significa cada estado?' });
    await userEvent.setup().click(help);
    const reopened = await screen.findByRole('dialog', { name: 'Estados de tus productos' });
    expect(reopened).toBeVisible();
    await within(reopened).findByRole('button', { name: 'Entendido' });
    await userEvent.setup().keyboard('{Escape}');
    await waitFor(() => expect(help).toHaveFocus());
  });
});

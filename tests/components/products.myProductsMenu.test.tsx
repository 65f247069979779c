import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Middleware } from 'openapi-fetch';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { type ApiFailure, unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import {
  completeSteps,
  createProduct,
  installIntersectionObserver,
  legendSeen,
  newProvider,
  readProduct,
  sendToReview,
  uniqueName,
} from './productsHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';
import { createThingToDo } from './wizardHarness.tsx';

let provider: Session;
const names = {
  hidden: uniqueName('Casa Oculta'),
  revision: uniqueName('Casa Revisión'),
  published: uniqueName('Casa Pública'),
};
const ids = { hidden: '', revision: '', published: '' };

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  provider = await newProvider('menu', { complete: true });
  ids.hidden = await createProduct(names.hidden);
  for (const key of ['revision', 'published'] as const) {
    ids[key] = await createProduct(names[key]);
    await completeSteps(ids[key]);
    await sendToReview(ids[key]);
  }
  await signInAs(fileCast().operator);
  unwrap(
    await api.PUT('/api/review/products/{id}', {
      params: { path: { id: ids.published } },
      body: { decision: 'approve' },
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

/*
 * Without layout (jsdom), the dropdown's anchor measures as off screen and Mantine hides the dropdown
 * with display: none; its items are queried with `hidden: true` for that reason only.
 */
const hidden = { hidden: true } as const;
const item = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name, ...hidden });

async function openMenu(name: string) {
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name });
  await user.click(within(card).getByRole('button', { name: `Gestionar ${name}` }));
  const menu = await screen.findByRole('menu', hidden);
  return { user, card, menu };
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem', hidden)
    .map((entry) => entry.textContent);

describe('the manage menu', () => {
  it('offers only steps, calendar and delete for a hidden product (SPEC §6)', async () => {
    await renderApp('/my-products');
    const { menu } = await openMenu(names.hidden);
    expect(itemNames(menu)).toEqual(['Editar pasos', 'Calendario', 'Eliminar']);
    expect(item(menu, 'Editar pasos')).toHaveAttribute('href', `/my-products/${ids.hidden}`);
    expect(item(menu, 'Calendario')).toHaveAttribute('href', `/calendar/${ids.hidden}/1`);
  });

  it('adds offers, special prices and commission for a visible product', async () => {
    await renderApp('/my-products');
    const { menu } = await openMenu(names.revision);
    expect(itemNames(menu)).toEqual([
      'Editar pasos',
      'Ofertas',
      'Precios especiales',
      'Comisión',
      'Calendario',
      'Eliminar',
    ]);
    expect(item(menu, 'Ofertas')).toHaveAttribute('href', `/offers/${ids.revision}?type=1`);
    expect(item(menu, 'Precios especiales')).toHaveAttribute(
      'href',
      `/special-prices/${ids.revision}?type=1`,
    );
  });

  it('changes the commission model', async () => {
    await renderApp('/my-products');
    const { user, menu } = await openMenu(names.revision);
    await user.click(item(menu, 'Comisión'));
    const dialog = await screen.findByRole('dialog', { name: 'Tipo de comisión' });
    expect(within(dialog).getByRole('radio', { name: /Tú gestionas \(10 %\)/ })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /Nosotros gestionamos \(15 %\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Comisión actualizada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await readProduct(ids.revision)).commission_model).toBe(2);
  });

  it('opens its dialogs from the keyboard with focus inside, and gives focus back to the manage button', async () => {
    await renderApp('/my-products');
    const user = userEvent.setup();
    const card = await screen.findByRole('article', { name: names.revision });
    const manage = within(card).getByRole('button', { name: `Gestionar ${names.revision}` });
    for (const [entry, title] of [
      ['Comisión', 'Tipo de comisión'],
      ['Eliminar', 'Eliminar producto'],
    ] as const) {
      manage.focus();
      await user.keyboard('{Enter}');
      item(await screen.findByRole('menu', hidden), entry).focus();
      await user.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: title });
      // Its body downloads on demand: a spinner first, then the dialog's own controls.
      await within(dialog).findByRole('button', { name: entry === 'Eliminar' ? 'No' : 'Guardar' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(manage).toHaveFocus());
    }
  });

  it('deletes only after a yes, then the list and the count refresh', async () => {
    const name = uniqueName('Casa Borrable');
    const id = await createProduct(name);
    await renderApp('/my-products');
    const tab = await screen.findByRole('tab', { name: /Alquiler vacacional/ });
    expect(tab).toHaveTextContent('4');

    let { user, menu } = await openMenu(name);
    await user.click(item(menu, 'Eliminar'));
    let dialog = await screen.findByRole('dialog', { name: 'Eliminar producto' });
    expect(dialog).toHaveTextContent(
      `¿Seguro que quieres eliminar «${name}»? Esta acción no se puede deshacer.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await readProduct(id))._id).toBe(id);

    ({ user, menu } = await openMenu(name));
    await user.click(item(menu, 'Eliminar'));
    dialog = await screen.findByRole('dialog', { name: 'Eliminar producto' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
    await waitFor(() => expect(screen.queryByRole('article', { name })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: /Alquiler vacacional/ })).toHaveTextContent('3'),
    );
    await expect(readProduct(id)).rejects.toMatchObject({ status: 404 } satisfies Partial<ApiFailure>);
  });
});

describe('a tour in the list', () => {
  it("is deleted at its family's path, /api/thingsToDo (SPEC §7)", async () => {
    const name = uniqueName('Tour Borrable');
    const id = await createThingToDo(12, name);
    const paths: string[] = [];
    const observer: Middleware = {
      onRequest({ request }) {
        if (request.method === 'DELETE') paths.push(new URL(request.url).pathname);
      },
    };
    api.use(observer);
    try {
      await renderApp('/my-products?type=12');
      const { user, menu } = await openMenu(name);
      await user.click(item(menu, 'Eliminar'));
      const dialog = await screen.findByRole('dialog', { name: 'Eliminar producto' });
      await user.click(within(dialog).getByRole('button', { name: 'Sí, eliminar' }));
      await waitFor(() => expect(screen.queryByRole('article', { name })).not.toBeInTheDocument());
    } finally {
      api.eject(observer);
    }
    expect(paths).toEqual([`/api/thingsToDo/${id}`]);
    await expect(readProduct(id)).rejects.toMatchObject({ status: 404 } satisfies Partial<ApiFailure>);
  });
});

describe('the preview link', () => {
  it('opens the public page of a published product in a new tab', async () => {
    const { marketplace_url } = unwrap(await api.GET('/api/public-config'));
    const { slug } = await readProduct(ids.published);
    expect(slug).toBeTruthy();
    await renderApp('/my-products');
    const card = await screen.findByRole('article', { name: names.published });
    const link = await within(card).findByRole('link', { name: /Vista previa/ });
    expect(link).toHaveAttribute(
      'href',
      `${marketplace_url.replace(/\/+$/, '')}/guatemala/accommodation/vacation-rentals/panajachel/${slug}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(card).getByText('Publicado')).toBeInTheDocument();
  });
});

import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession, updateSessionUser } from '../../src/api/session.ts';
import type { StatusSwitchEvent } from '../../src/features/products/ProductStatusSwitch.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import {
  completeSteps,
  createProduct,
  installIntersectionObserver,
  legendSeen,
  newProvider,
  readProduct,
  uniqueName,
} from './productsHarness.tsx';
import { renderApp } from './shellHarness.tsx';

/*
 * The visibility switch driven along paths of the productStatus machine (SPEC §4). Each path is a list
 * of the events the card can send, each followed by the view that state must show; the executor table
 * says how a person sends each event, and must name every one (adding an event without a way to drive it
 * fails to compile).
 */

type Executor = (card: HTMLElement, user: UserEvent) => Promise<void>;

const switchOf = (card: HTMLElement) => within(card).getByRole('switch');

const execute = {
  'switch.on': async (card, user) => {
    expect(switchOf(card)).not.toBeChecked();
    await user.click(switchOf(card));
  },
  'switch.off': async (card, user) => {
    expect(switchOf(card)).toBeChecked();
    await user.click(switchOf(card));
  },
  'warning.dismiss': async (_card, user) => {
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cerrar' }));
  },
} satisfies Record<StatusSwitchEvent['type'], Executor>;

/** What the card shows in each state the paths reach, checked against the screen and the server. */
type ViewState = 'hidden' | 'incompleteProfile' | 'incompleteService' | 'revision';

async function expectView(state: ViewState, productId: string, name: string) {
  const card = await screen.findByRole('article', { name });
  switch (state) {
    case 'hidden':
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await waitFor(() => expect(switchOf(card)).not.toBeChecked());
      await waitFor(() => expect(switchOf(card)).toBeEnabled());
      expect((await readProduct(productId)).tb_gcm_status._id).toBe(1);
      return;
    case 'incompleteProfile': {
      const dialog = await screen.findByRole('dialog', { name: 'Completa tu perfil' });
      expect(within(dialog).getByRole('link', { name: 'Completar perfil' })).toHaveAttribute(
        'href',
        '/bussines-information?redirect=%2Fmy-products',
      );
      expect(switchOf(card)).not.toBeChecked();
      return;
    }
    case 'incompleteService': {
      const dialog = await screen.findByRole('dialog', { name: 'Completa todos los pasos' });
      expect(within(dialog).getByRole('link', { name: 'Ver los pasos' })).toHaveAttribute(
        'href',
        `/my-products/${productId}`,
      );
      expect(switchOf(card)).not.toBeChecked();
      return;
    }
    case 'revision':
      expect(await screen.findByText('Producto en revisión')).toBeInTheDocument();
      expect(screen.getByText(`Nuestro equipo revisará «${name}» antes de publicarlo.`)).toBeInTheDocument();
      act(() => notifications.clean());
      await waitFor(() => expect(screen.queryByText('Producto en revisión')).not.toBeInTheDocument());
      await waitFor(async () => expect((await readProduct(productId)).tb_gcm_status._id).toBe(2));
      // The list refreshes and the card opens again from the stored status, switch on.
      await waitFor(() =>
        expect(within(screen.getByRole('article', { name })).getByText('En revisión')).toBeInTheDocument(),
      );
      expect(switchOf(screen.getByRole('article', { name }))).toBeChecked();
      return;
  }
}

type Path = [StatusSwitchEvent['type'], ViewState][];

const driven = new Set<StatusSwitchEvent['type']>();

async function walk(path: Path, productId: string, name: string) {
  const user = userEvent.setup();
  await expectView('hidden', productId, name);
  for (const [event, state] of path) {
    await execute[event](await screen.findByRole('article', { name }), user);
    driven.add(event);
    await expectView(state, productId, name);
  }
}

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
});
beforeEach(() => {
  localStorage.clear();
  legendSeen();
});
afterEach(() => clearSession());
afterAll(() => {
  // Every event the card can send was driven by some path.
  expect([...driven].sort()).toEqual(Object.keys(execute).sort());
});

describe('the visibility switch (productStatus machine)', () => {
  it('warns an incomplete profile and stays hidden', async () => {
    await newProvider('perfil', { complete: false });
    // A company account without its business profile yet: the warning leads to the business form.
    updateSessionUser(
      unwrap(await api.PUT('/users/business-category', { body: { business_category: 'company' } })),
    );
    const name = uniqueName('Casa Perfil');
    const id = await createProduct(name);
    await completeSteps(id);
    await renderApp('/my-products');
    await walk(
      [
        ['switch.on', 'incompleteProfile'],
        ['warning.dismiss', 'hidden'],
      ],
      id,
      name,
    );
  });

  it('asks for every step before a product goes to review', async () => {
    await newProvider('pasos', { complete: true });
    const name = uniqueName('Casa Pasos');
    const id = await createProduct(name);
    await renderApp('/my-products');
    await walk(
      [
        ['switch.on', 'incompleteService'],
        ['warning.dismiss', 'hidden'],
      ],
      id,
      name,
    );
  });

  it('sends a complete product to review with a notice, hides it, and sends it again', async () => {
    await newProvider('publicar', { complete: true });
    const name = uniqueName('Casa Lista');
    const id = await createProduct(name);
    await completeSteps(id);
    await renderApp('/my-products');
    await walk(
      [
        ['switch.on', 'revision'],
        ['switch.off', 'hidden'],
        ['switch.on', 'revision'],
      ],
      id,
      name,
    );
  });

  it('shows the server’s refusal when the browser’s view of the profile is out of date', async () => {
    const stale: Session = await newProvider('desfasado', { complete: false });
    const name = uniqueName('Casa Desfasada');
    const id = await createProduct(name);
    await completeSteps(id);
    // The session still says "complete" (for example, saved before the profile changed on the server).
    setSession({ ...stale, user: { ...stale.user, basic_profile: true } });
    await renderApp('/my-products');
    const card = await screen.findByRole('article', { name });
    await userEvent.setup().click(switchOf(card));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent('No se pudo cambiar la visibilidad');
    expect(alert).toHaveTextContent('Complete your basic profile before publishing');
    expect(switchOf(card)).not.toBeChecked();
    expect((await readProduct(id)).tb_gcm_status._id).toBe(1);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, getSession } from '../../src/api/session.ts';
import { wizardDraftKey } from '../../src/api/wizardDrafts.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { createStay, renderWizardApp, stepConnection } from './wizardHarness.tsx';

// Unsaved changes on a wizard step (issue 11): the leave dialog and the draft kept in the browser, on the
// real wizard page against the real API server.

const LEAVE_DIALOG = 'Tienes cambios sin guardar';
const RECOVERY = 'Recuperar lo que escribiste';
const title = () => screen.getByRole('textbox', { name: /^Título del anuncio/ });
const storedTitle = async (id: string) =>
  unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } })).title;
const draftKeyOf = (id: string) =>
  wizardDraftKey({ wizard: 'vacation-rental', step: 'information', id, idRoom: null });
const draftKeys = () =>
  Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((key) =>
    key?.startsWith('portal.draft.'),
  );

/** The information step of a fresh stay, its title retyped (not saved). */
async function retypedTitle(text: string) {
  await signedInNewAccount('borrador');
  const id = await createStay(1, 'Casa Ceiba');
  const view = await renderWizardApp(`/vacation-rental/information/${id}`);
  const user = userEvent.setup({ delay: null });
  await formShown();
  await user.clear(title());
  await user.type(title(), text);
  return { ...view, id, user };
}

/** A step's link in the sidebar; its name starts with the step's marker (complete or pending). */
const sidebarStep = (name: string) =>
  within(screen.getAllByRole('navigation', { name: 'Pasos del asistente' })[0]!).getByRole('link', {
    name: new RegExp(`${name.replace('.', '\\.')}$`),
  });
/** The step's form, once the product and the step's data have arrived. */
const formShown = () => screen.findByRole('textbox', { name: /^Título del anuncio/ }, { timeout: 10_000 });

beforeEach(async () => {
  localStorage.clear();
  clearSession();
  await activateLanguage('es');
});
let connection: ReturnType<typeof stepConnection> | null = null;
afterEach(() => {
  connection?.dispose();
  connection = null;
  clearSession();
});

describe('leaving a step with unsaved changes', () => {
  it('lets the provider go to another step freely while nothing changed', async () => {
    await signedInNewAccount('libre');
    const id = await createStay(1);
    const { router } = await renderWizardApp(`/vacation-rental/information/${id}`);
    const user = userEvent.setup({ delay: null });
    await formShown();
    await user.click(sidebarStep('2. Ubicación'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vacation-rental/location/${id}`));
    expect(screen.queryByRole('dialog', { name: LEAVE_DIALOG })).toBeNull();
  });

  it('asks before another step; staying keeps the typing, discarding leaves without saving', async () => {
    const { router, id, user } = await retypedTitle('Casa entre ceibas');
    await user.click(sidebarStep('2. Ubicación'));
    const dialog = await screen.findByRole('dialog', { name: LEAVE_DIALOG });
    expect(within(dialog).getByRole('button', { name: 'Guardar y salir' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Quedarme' }));
    expect(screen.queryByRole('dialog', { name: LEAVE_DIALOG })).toBeNull();
    expect(router.state.location.pathname).toBe(`/vacation-rental/information/${id}`);
    expect(title()).toHaveValue('Casa entre ceibas');

    await user.click(sidebarStep('2. Ubicación'));
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE_DIALOG })).getByRole('button', {
        name: 'Salir sin guardar',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/vacation-rental/location/${id}`));
    expect(await storedTitle(id)).toBe('Casa Ceiba: título');
    expect(localStorage.getItem(draftKeyOf(id)!)).toBeNull();
  });

  it('stays with Escape, by keyboard', async () => {
    const { router, id, user } = await retypedTitle('Casa de teclado');
    await user.click(screen.getByRole('link', { name: 'Salir a mis productos' }));
    await screen.findByRole('dialog', { name: LEAVE_DIALOG });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE_DIALOG })).toBeNull());
    expect(router.state.location.pathname).toBe(`/vacation-rental/information/${id}`);
    expect(title()).toHaveValue('Casa de teclado');
  });

  it('saves and then goes where the exit link leads', async () => {
    const { router, id, user } = await retypedTitle('Casa guardada al salir');
    await user.click(screen.getByRole('link', { name: 'Salir a mis productos' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE_DIALOG })).getByRole('button', {
        name: 'Guardar y salir',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-products'));
    expect(await storedTitle(id)).toBe('Casa guardada al salir');
    expect(localStorage.getItem(draftKeyOf(id)!)).toBeNull();
  });

  it('stays with the server message when that save fails', async () => {
    const { router, id, user } = await retypedTitle('Casa sin conexión');
    connection = stepConnection();
    await user.click(sidebarStep('2. Ubicación'));
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE_DIALOG })).getByRole('button', {
        name: 'Guardar y salir',
      }),
    );
    await connection.waitFor('saveStep');
    connection.fail('saveStep');
    const failure = await screen.findByRole('dialog', { name: 'Lo sentimos, algo salió mal' });
    expect(within(failure).getByText('Problemas de conexión con el servidor')).toBeVisible();
    expect(router.state.location.pathname).toBe(`/vacation-rental/information/${id}`);
    await user.click(within(failure).getByRole('button', { name: 'Entendido' }));
    expect(title()).toHaveValue('Casa sin conexión');
  });

  it('stays on an invalid form and points at what to fix', async () => {
    const { router, id, user } = await retypedTitle('x');
    await user.clear(title());
    await user.click(sidebarStep('2. Ubicación'));
    await user.click(
      within(await screen.findByRole('dialog', { name: LEAVE_DIALOG })).getByRole('button', {
        name: 'Guardar y salir',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: LEAVE_DIALOG })).toBeNull());
    await waitFor(() => expect(title()).toHaveAttribute('aria-invalid', 'true'));
    expect(router.state.location.pathname).toBe(`/vacation-rental/information/${id}`);
    expect(await storedTitle(id)).toBe('Casa Ceiba: título');
  });
});

describe('drafts kept in the browser', () => {
  it('offers back what was typed after a reload, and nothing once it is saved', async () => {
    const first = await retypedTitle('Casa recuperada');
    const key = draftKeyOf(first.id)!;
    await waitFor(() => expect(localStorage.getItem(key)).toContain('Casa recuperada'));
    first.unmount();

    const second = await renderWizardApp(`/vacation-rental/information/${first.id}`);
    const notice = (await screen.findByText(RECOVERY, {}, { timeout: 10_000 })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(title()).toHaveValue('Casa Ceiba: título');
    await first.user.click(within(notice).getByRole('button', { name: 'Recuperar' }));
    expect(title()).toHaveValue('Casa recuperada');
    expect(screen.queryByText(RECOVERY)).toBeNull();

    await first.user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() =>
      expect(second.router.state.location.pathname).toBe(`/vacation-rental/location/${first.id}`),
    );
    expect(await storedTitle(first.id)).toBe('Casa recuperada');
    expect(localStorage.getItem(key)).toBeNull();
    second.unmount();

    await renderWizardApp(`/vacation-rental/information/${first.id}`);
    await waitFor(() => expect(title()).toHaveValue('Casa recuperada'));
    expect(screen.queryByText(RECOVERY)).toBeNull();
  });

  it('forgets a discarded draft and shows what is stored', async () => {
    const first = await retypedTitle('Casa descartada');
    await waitFor(() => expect(localStorage.getItem(draftKeyOf(first.id)!)).not.toBeNull());
    first.unmount();

    await renderWizardApp(`/vacation-rental/information/${first.id}`);
    const notice = (await screen.findByText(RECOVERY, {}, { timeout: 10_000 })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    await first.user.click(within(notice).getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByText(RECOVERY)).toBeNull();
    expect(title()).toHaveValue('Casa Ceiba: título');
    expect(localStorage.getItem(draftKeyOf(first.id)!)).toBeNull();
  });

  it('keeps drafts on every form step, a list step such as the service rules too', async () => {
    await signedInNewAccount('reglas');
    const id = await createStay(1);
    const first = await renderWizardApp(`/vacation-rental/service-rules/${id}`);
    const user = userEvent.setup({ delay: null });
    const newRule = await screen.findByRole('textbox', { name: 'Nueva regla' }, { timeout: 10_000 });
    await user.type(newRule, 'Sin fiestas');
    await user.click(screen.getByRole('button', { name: 'Agregar regla' }));
    expect(screen.getByRole('textbox', { name: 'Regla 1' })).toHaveValue('Sin fiestas');
    first.unmount();

    await renderWizardApp(`/vacation-rental/service-rules/${id}`);
    const notice = (await screen.findByText(RECOVERY, {}, { timeout: 10_000 })).closest<HTMLElement>(
      '[role="alert"]',
    )!;
    expect(screen.getByText('Todavía no has agregado reglas.')).toBeVisible();
    await user.click(within(notice).getByRole('button', { name: 'Recuperar' }));
    expect(screen.getByRole('textbox', { name: 'Regla 1' })).toHaveValue('Sin fiestas');
  });

  it('keys drafts by the signed-in user and forgets them all on sign-out', async () => {
    const { id, user, router } = await retypedTitle('Casa de otra persona');
    const mine = draftKeyOf(id)!;
    expect(mine).toContain(getSession()!.user._id);
    await waitFor(() => expect(localStorage.getItem(mine)).not.toBeNull());
    expect(draftKeys()).toEqual([mine]);

    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('dialog', { name: LEAVE_DIALOG })).toBeNull();
    expect(draftKeys()).toEqual([]);
    expect(draftKeyOf(id)).toBeNull();
  });
});

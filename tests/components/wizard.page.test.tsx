import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { signedInNewAccount } from './authHarness.tsx';
import { fileCast } from './demoCastHarness.ts';
import { createStay, renderWizardApp, signInAs } from './wizardHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

const steps = () => screen.getAllByRole('navigation', { name: 'Pasos del asistente' })[0]!;

describe('the wizard wrapper', () => {
  it('creates with the commission model of the link, then marks the step done and links every step', async () => {
    await signedInNewAccount('comision');
    const { router } = await renderWizardApp('/unique-stay/information?commission=2');
    const user = userEvent.setup({ delay: null });
    // Before the product exists the steps are listed, not linked.
    expect(await screen.findByRole('heading', { level: 1, name: 'Información' })).toBeVisible();
    expect(screen.getByText('Paso 1 de 13')).toBeVisible();
    expect(within(steps()).queryAllByRole('link')).toHaveLength(0);
    expect(within(steps()).getByText('1. Información').closest('[aria-current]')).toHaveAttribute(
      'aria-current',
      'step',
    );

    await user.click(screen.getByRole('combobox', { name: /^Tipo de propiedad/ }));
    await user.click(await screen.findByRole('option', { name: 'Domo' }));
    await user.type(screen.getByRole('textbox', { name: /^Nombre del alojamiento/ }), 'Domo Estelar');
    await user.type(screen.getByRole('textbox', { name: /^Título del anuncio/ }), 'Domo bajo las estrellas');
    await user.type(screen.getByRole('textbox', { name: /^Descripción/ }), 'Para ver la Vía Láctea.');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/unique-stay\/location\/[0-9a-f-]{36}$/),
    );
    const id = router.state.location.pathname.split('/').pop()!;
    const product = unwrap(await api.GET('/api/products/{id}', { params: { path: { id } } }));
    expect(product).toMatchObject({ product_type: 5, commission_model: 2, name: 'Domo Estelar' });
    expect(product.step_validate).toEqual({ step1: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Ubicación' })).toBeVisible();
    const links = within(steps()).getAllByRole('link');
    expect(links).toHaveLength(13);
    expect(links[0]).toHaveAttribute('href', `/unique-stay/information/${id}`);
    expect(within(links[0]!).getByRole('img', { name: 'Paso completo' })).toBeInTheDocument();
    expect(within(links[1]!).getByRole('img', { name: 'Paso pendiente' })).toBeInTheDocument();
    expect(links[1]).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/Domo Estelar/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Salir a mis productos/ })).toHaveAttribute(
      'href',
      '/my-products',
    );
  });

  it('shows a refused save under the general error title and keeps what was typed', async () => {
    await signedInNewAccount('rechazo');
    const id = await createStay(1, 'Casa que se borra');
    await renderWizardApp(`/vacation-rental/information/${id}?edit`);
    const user = userEvent.setup({ delay: null });
    const name = await screen.findByRole('textbox', { name: /^Nombre del alojamiento/ });
    expect(name).toHaveValue('Casa que se borra');
    await user.clear(name);
    await user.type(name, 'Casa renombrada');

    // The product disappears (deleted in another tab): the server refuses the save.
    unwrap(await api.DELETE('/api/accommodation/{id}', { params: { path: { id } } }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const failure = await screen.findByRole('dialog', { name: 'Lo sentimos, algo salió mal' });
    expect(within(failure).getByText('El producto no existe')).toBeVisible();
    await user.click(within(failure).getByRole('button', { name: 'Entendido' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('textbox', { name: /^Nombre del alojamiento/ })).toHaveValue('Casa renombrada');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeEnabled();
  });

  it('says a product of another provider is not found and links back to the products', async () => {
    await signedInNewAccount('duena');
    const id = await createStay(4, 'Habitación ajena');
    await signedInNewAccount('vecina');
    await renderWizardApp(`/room/information/${id}?edit`);
    expect(await screen.findByRole('heading', { name: 'Producto no encontrado' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ir a mis productos' })).toHaveAttribute('href', '/my-products');
  });

  it('opens a product in the wizard of its own type', async () => {
    await signedInNewAccount('tipo');
    const id = await createStay(4, 'Cuarto');
    const { router } = await renderWizardApp(`/vacation-rental/rooms/${id}?edit`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/room/capacity/${id}`));
    expect(router.state.location.search).toEqual({ edit: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Capacidad' })).toBeVisible();
  });

  it('lists the steps in a drawer on small screens, linking each with the edit mode kept', async () => {
    await signedInNewAccount('cajon');
    const id = await createStay(1);
    const { router } = await renderWizardApp(`/vacation-rental/feature/${id}?edit`);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Pasos' }));
    const drawer = await screen.findByRole('dialog', { name: 'Pasos del asistente' });
    const booking = within(drawer).getByRole('link', { name: /7\. Detalles de la reserva/ });
    expect(booking).toHaveAttribute('href', `/vacation-rental/booking-details/${id}?edit=true`);
    await user.click(booking);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/vacation-rental/booking-details/${id}`),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Detalles de la reserva' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns an incomplete profile, and that editing a visible product sends it back to review', async () => {
    await signedInNewAccount('incompleto');
    const id = await createStay(1);
    await renderWizardApp(`/vacation-rental/feature/${id}`);
    expect(await screen.findByText('Tu perfil está incompleto')).toBeVisible();
    expect(screen.queryByText(/volverá a revisión/)).toBeNull();
    cleanup();
    clearSession();

    await signInAs(fileCast().company);
    const published = unwrap(
      await api.GET('/api/products', { params: { query: { product_type: 1, status: 3 } } }),
    ).data[0]!;
    await renderWizardApp(`/vacation-rental/feature/${published._id}?edit`);
    expect(
      await screen.findByText(/Este producto está publicado. Al guardar cambios volverá a revisión/),
    ).toBeVisible();
    expect(screen.queryByText('Tu perfil está incompleto')).toBeNull();
    // The step's own data may still be loading (the button then says so): it becomes usable once it has.
    const save = await screen.findByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(save).toBeEnabled(), { timeout: 10_000 });
    cleanup();

    const inRevision = unwrap(
      await api.GET('/api/products', { params: { query: { product_type: 4, status: 2 } } }),
    ).data[0]!;
    await renderWizardApp(`/room/feature/${inRevision._id}?edit`);
    expect(await screen.findByText(/Este producto está en revisión/)).toBeVisible();
  });

  it('congratulates a published tour as published, not hidden (issue 26)', async () => {
    await signInAs(fileCast().company);
    const published = unwrap(
      await api.GET('/api/products', { params: { query: { product_type: 12, status: 3 } } }),
    ).data[0]!;
    await renderWizardApp(`/tour/confirmation/${published._id}?edit`);
    expect(await screen.findByText(/Este producto está publicado/)).toBeVisible();
    expect(await screen.findByRole('heading', { name: '¡Felicidades! Tu tour está listo' })).toBeVisible();
    expect(screen.getByText(/^Tu anuncio está publicado y los viajeros ya lo ven\./)).toBeVisible();
    expect(screen.queryByText(/oculto/)).toBeNull();
  });
});

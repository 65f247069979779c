import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { netAmount } from '../../machines/netAmount.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { formatDate } from '../../src/i18n/dates.ts';
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

let provider: Session;
const names = {
  approve: uniqueName('Casa Aprobable'),
  sendBack: uniqueName('Casa Devolvible'),
  preview: uniqueName('Casa Vista'),
};
const ids = { approve: '', sendBack: '', preview: '' };

beforeAll(async () => {
  await activateLanguage('es');
  installIntersectionObserver();
  provider = await newProvider('revision', { complete: true });
  for (const key of ['approve', 'sendBack', 'preview'] as const) {
    ids[key] = await createProduct(names[key]);
    await completeSteps(ids[key]);
    await sendToReview(ids[key]);
  }
  clearSession();
});
beforeEach(async () => {
  localStorage.clear();
  legendSeen();
  await signInAs(fileCast().operator);
});
afterEach(() => {
  act(() => notifications.clean());
  clearSession();
});

/** The queue row of a product, loading further pages if other suites filled the first. */
async function rowOf(name: string) {
  await screen.findByRole('heading', { level: 1, name: 'Revisión de productos' });
  for (;;) {
    const row = screen.queryByRole('article', { name });
    if (row) return row;
    const more = await screen.findByRole('button', { name: 'Cargar más' });
    await userEvent.setup().click(more);
  }
}

describe('/review (operator)', () => {
  it('lists products in revision with provider, type, city and date, and a side-menu entry', async () => {
    await renderApp('/review');
    const row = await rowOf(names.approve);
    const { updated_at } = await readProduct(ids.approve);
    expect(row).toHaveTextContent('Alquiler vacacional · Panajachel');
    expect(row).toHaveTextContent(`De Empresa revision · en revisión desde ${formatDate(updated_at, 'es')}`);
    expect(within(row).getByRole('link', { name: `Vista previa de ${names.approve}` })).toHaveAttribute(
      'href',
      `/review/${ids.approve}`,
    );
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).getByRole('link', { name: 'Revisión de productos' })).toHaveAttribute(
      'href',
      '/review',
    );
  });

  it('approves: the product is published and leaves the queue', async () => {
    await renderApp('/review');
    const row = await rowOf(names.approve);
    await userEvent.setup().click(within(row).getByRole('button', { name: `Aprobar ${names.approve}` }));
    expect(await screen.findByText(`«${names.approve}» está publicado`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: names.approve })).not.toBeInTheDocument(),
    );
    const product = await readProduct(ids.approve);
    expect(product.tb_gcm_status._id).toBe(3);
    expect(product.slug).toBeTruthy();
  });

  it('sends back only with a reason of 3 characters or more, which the provider then reads', async () => {
    await renderApp('/review');
    const user = userEvent.setup();
    const row = await rowOf(names.sendBack);
    await user.click(within(row).getByRole('button', { name: `Devolver ${names.sendBack}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Devolver al proveedor' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(within(dialog).getByText('Explica el motivo en al menos 3 caracteres')).toBeInTheDocument();
    expect((await readProduct(ids.sendBack)).tb_gcm_status._id).toBe(2);

    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), ' hay fotos del baño');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await screen.findByText(`«${names.sendBack}» se devolvió al proveedor`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: names.sendBack })).not.toBeInTheDocument(),
    );
    const product = await readProduct(ids.sendBack);
    expect(product.tb_gcm_status._id).toBe(1);
    expect(product.review_reason).toBe('no hay fotos del baño');
  });

  it('previews the product read-only, with the net of each price, and decides from there', async () => {
    const { router } = await renderApp(`/review/${ids.preview}`);
    expect(await screen.findByRole('heading', { level: 1, name: names.preview })).toBeInTheDocument();
    const section = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('section')!;
    await waitFor(() => expect(section('Información')).toHaveTextContent(`${names.preview}: título`));
    await waitFor(() => expect(section('Ubicación')).toHaveTextContent('Calle Santander 10, Panajachel'));
    await waitFor(() =>
      expect(within(section('Fotos')).getByRole('img', { name: 'Foto principal' })).toBeInTheDocument(),
    );
    const currency = new Intl.NumberFormat('es-GT', { style: 'currency', currency: 'USD' });
    // toHaveTextContent collapses the formatter's no-break space in what it reads, not in what it expects.
    const money = { format: (amount: number) => currency.format(amount).replace(/\s/g, ' ') };
    await waitFor(() => expect(within(section('Precios')).getByRole('table')).toBeInTheDocument());
    const night = within(section('Precios')).getByRole('row', { name: /Precio por noche/ });
    // Each price split into the platform's commission and the provider's net, the percentage named on the net.
    const { net, fee } = netAmount(110, 1);
    const cells = within(night)
      .getAllByRole('cell')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(cells).toEqual(['Precio por noche', money.format(110), money.format(fee), money.format(net)]);
    expect(section('Precios')).toHaveTextContent('Modelo de comisión 1: 10 % sobre el neto del proveedor');
    await waitFor(() =>
      expect(section('Política de cancelación')).toHaveTextContent(
        'Reembolso del 100 % si se cancela al menos 45 días antes de la llegada.',
      ),
    );
    await waitFor(() => expect(section('Reglas del servicio')).toHaveTextContent('No se permiten fiestas.'));

    await userEvent.setup().click(screen.getByRole('button', { name: `Aprobar ${names.preview}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/review'));
    expect((await readProduct(ids.preview)).tb_gcm_status._id).toBe(3);
  });
});

describe('/review for anyone else', () => {
  it('is not allowed, and has no menu entry', async () => {
    setSession(provider);
    const first = await renderApp('/review');
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta página' }),
    ).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(menu).queryByRole('link', { name: 'Revisión de productos' })).not.toBeInTheDocument();
    first.unmount();

    await renderApp(`/review/${ids.preview}`);
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta página' }),
    ).toBeInTheDocument();
  });
});

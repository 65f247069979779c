import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { netAmount } from '../../machines/netAmount.ts';
import { demoCast } from '../../server/db/seedCast.ts';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, type Session, setSession } from '../../src/api/session.ts';
import { defaultRange, ReportsPage } from '../../src/features/reports/ReportsPage.tsx';
import { activateLanguage, regionalLocale } from '../../src/i18n/i18n.ts';
import { renderPage } from './authHarness.tsx';
import { castData } from './demoCasts.ts';
import { createProduct, newProvider, uniqueName } from './productsHarness.tsx';

/*
 * /reports (issue 32) against the real API: a provider of this file's own gets three requests from the marketplace
 * (the operator's simulated bookings, asked now, two nights at the fallback USD 100 a night), accepts one and rejects
 * one; the screen must show those figures, an empty period, the product filter in the URL, and download a CSV.
 */

let provider: Session;
let productId: string;
let productName: string;

/** The marketplace's account: an operator of a seeded demo cast, signed in with its own fetch. */
async function operatorToken(): Promise<string> {
  const tag = Object.values(inject('demoCasts'))[0];
  if (tag === undefined) throw new Error('no demo cast is seeded: the components project seeds several');
  const response = await fetch(`${location.origin}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: castData(demoCast(tag)).operator, password: 'Demo1234' }),
  });
  if (!response.ok) throw new Error(`operator sign-in: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function simulateBooking(token: string, providerEmail: string, product: string): Promise<string> {
  const response = await fetch(`${location.origin}/api/simulate/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      provider_email: providerEmail,
      product_id: product,
      start_in_days: 40,
      nights: 2,
    }),
  });
  if (response.status !== 201) throw new Error(`simulate: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { _id: string })._id;
}

beforeAll(async () => {
  await activateLanguage('es');
  provider = await newProvider('reports', { complete: false });
  productName = uniqueName('Casa informes');
  productId = await createProduct(productName);
  const token = await operatorToken();
  const email = provider.user.tb_lg_person.email;
  const [accepted, rejected] = [
    await simulateBooking(token, email, productId),
    await simulateBooking(token, email, productId),
    await simulateBooking(token, email, productId),
  ];
  unwrap(await api.PUT('/api/bookings/{id}/accept', { params: { path: { id: accepted! } } }));
  unwrap(
    await api.PUT('/api/bookings/{id}/reject', {
      params: { path: { id: rejected! } },
      body: { reason: '=Sin disponibilidad' },
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  clearSession();
});

const signIn = () => setSession(provider);

/** A card of the totals, found by what it counts, as a screen reader names it. */
const card = (name: string) => screen.findByRole('article', { name });

describe('/reports', () => {
  it('shows the period’s totals and a table per report', async () => {
    signIn();
    await renderPage('/reports', <ReportsPage search={{}} />);
    // Three asked, one confirmed, one rejected; the confirmed one's USD 200 split as netAmount splits it.
    await waitFor(async () => expect(await card('Solicitudes')).toHaveTextContent('3'));
    expect(await card('Confirmadas')).toHaveTextContent('1');
    const money = new Intl.NumberFormat(regionalLocale('es'), {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    const { net, fee } = netAmount(200, 1);
    expect(await card('Ingresos brutos')).toHaveTextContent(money.format(200));
    expect(await card('Tu neto')).toHaveTextContent(money.format(net));
    expect(await card('Comisión de la plataforma')).toHaveTextContent(money.format(fee));
    expect(await card('Rechazadas y canceladas')).toHaveTextContent('1 rechazadas, 0 por el viajero');

    // This month's row of the bookings table: 3 asked, 1 pending, 1 confirmed, 1 rejected.
    const bookings = await screen.findByRole('table', { name: 'Reservas por mes' });
    const rows = within(bookings).getAllByRole('row');
    const thisMonth = rows.at(-1);
    expect(thisMonth).toBeDefined();
    expect(
      within(thisMonth!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '1', '1', '0', '1', '0']);
    // The range's months, from eleven months back: twelve rows under the header.
    expect(rows).toHaveLength(13);
    const reasons = await screen.findByRole('table', { name: 'Motivos de rechazo' });
    expect(reasons).toHaveTextContent('=Sin disponibilidad');
    const occupancy = await screen.findByRole('table', { name: 'Ocupación por producto y mes' });
    expect(occupancy).toHaveTextContent(productName);
    // Every chart is one named picture, its figures in the table beside it.
    expect(
      await screen.findByRole('img', {
        name: 'Gráfico de barras de las reservas por mes y estado; la tabla tiene las mismas cifras.',
      }),
    ).toBeInTheDocument();
  });

  it('says so when the period has no reservations', async () => {
    signIn();
    await renderPage('/reports', <ReportsPage search={{ from: '2020-01-01', to: '2020-12-31' }} />);
    expect(await screen.findByText('Aún no hay reservas en este periodo')).toBeInTheDocument();
    expect(await card('Solicitudes')).toHaveTextContent('0');
    expect(screen.queryByRole('table', { name: 'Reservas por mes' })).not.toBeInTheDocument();
  });

  it('keeps the chosen product and range in the address', async () => {
    signIn();
    const user = userEvent.setup();
    const { router } = await renderPage('/reports', <ReportsPage search={{}} />);
    const select = await screen.findByRole('combobox', { name: 'Producto' });
    await waitFor(() =>
      expect(within(select).getByRole('option', { name: productName })).toBeInTheDocument(),
    );
    await user.selectOptions(select, productId);
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ ...defaultRange(), product: productId }),
    );
  });

  it('downloads a table as CSV with its byte order mark and header row', async () => {
    signIn();
    const user = userEvent.setup();
    const files: Blob[] = [];
    const names: string[] = [];
    // jsdom has no object URLs and no downloads: the file handed to the browser is caught here.
    Object.assign(URL, {
      createObjectURL: (file: Blob) => {
        files.push(file);
        return 'blob:report';
      },
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await renderPage('/reports', <ReportsPage search={{}} />);
    await user.click(await screen.findByRole('button', { name: 'Exportar CSV de reservas' }));
    await waitFor(() => expect(names).toHaveLength(1));
    const { from, to } = defaultRange();
    expect(names[0]).toBe(`reservas-${from}_${to}.csv`);
    const bytes = new Uint8Array(await files[0]!.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.subarray(3));
    expect(text.split('\r\n')[0]).toBe(
      'Mes,Solicitadas,Por confirmar,Confirmadas,Completadas,Rechazadas,Canceladas por el viajero',
    );
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { demoCast } from '../../server/db/seedCast.ts';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession, setSession } from '../../src/api/session.ts';
import { QrPage } from '../../src/features/referrals/QrPage.tsx';
import { ResultsQrPage } from '../../src/features/referrals/ResultsQrPage.tsx';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { captchaSolution, freshEmail, mailedLink, renderPage, signedInNewAccount } from './authHarness.tsx';
import { castData } from './demoCasts.ts';

beforeAll(async () => {
  await activateLanguage('es');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  clearSession();
});

/** The code and QR the server gave the signed-in person: what the screen must show. */
const ownQr = async () => unwrap(await api.GET('/api/referrals/qr'));

/** A figure of the page, found by what it counts, as a screen reader names it. */
const figure = (name: string) => screen.findByRole('article', { name });

/** A new partner (role 5, SPEC §6 "traveler/partner") signed in, as signedInNewAccount makes a provider. */
async function signedInNewPartner(tag: string) {
  const email = freshEmail(tag);
  unwrap(
    await api.POST('/users/register', {
      body: {
        email,
        password: 'Secreto123',
        first_name: 'Socia',
        last_name: 'Portal',
        country: 'gt',
        confirm: true,
        language_code: 'es',
        role: 5,
        captcha: await captchaSolution(),
      },
    }),
  );
  const secret = (await mailedLink(email)).searchParams.get('secret') ?? '';
  setSession(unwrap(await api.POST('/users/verify-account', { body: { secret } })));
}

let operatorToken: Promise<string> | undefined;

/**
 * The marketplace's account: an operator of the seeded demo. Any cast's will do (this file has none of its own): it
 * reports only for the codes of this file's new accounts, which no other file reads. Signed in once, with its own
 * fetch, so the app's session stays the referrer's.
 */
function marketplaceToken(): Promise<string> {
  const tag = Object.values(inject('demoCasts'))[0];
  if (tag === undefined) throw new Error('no demo cast is seeded: the components project seeds several');
  operatorToken ??= fetch(`${location.origin}/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: castData(demoCast(tag)).operator, password: 'Demo1234' }),
  }).then(async (response) => {
    if (!response.ok) throw new Error(`operator sign-in: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { token: string }).token;
  });
  return operatorToken;
}

/** The marketplace reports what a visitor who came with `code` did (a scan, a page opened, an inquiry). */
async function marketplaceReports(path: '/api/dashboard/events' | '/api/referrals/events', body: object) {
  const response = await fetch(`${location.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await marketplaceToken()}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

describe('/qr, My QR', () => {
  it('shows the QR code with its code and link, and copies the code with a confirmation that lasts 10 s', async () => {
    await signedInNewAccount('miqr');
    const qr = await ownQr();
    const { router } = await renderPage('/qr', <QrPage />);

    const image = await screen.findByRole('img', {
      name: `Código QR de tu código de promoción ${qr.promotion_code}`,
    });
    expect(image).toHaveAttribute('src', qr.png);
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.getByRole('textbox', { name: 'Código de promoción' })).toHaveValue(qr.promotion_code);
    expect(screen.getByRole('textbox', { name: 'Tu enlace' })).toHaveValue(qr.url);
    const imageDownload = screen.getByRole('link', { name: 'Descargar imagen' });
    expect(imageDownload).toHaveAttribute('href', qr.png);
    expect(imageDownload).toHaveAttribute('download', `mi-qr-${qr.promotion_code}.png`);
    // How sharing pays, with the server's rate and payout step (SPEC §9).
    expect(
      await screen.findByText(/ganas el 5\s?% de cada reserva confirmada.*llega a \$100\.00/),
    ).toBeInTheDocument();
    expect(within(await figure('Escaneos')).getByText('0')).toBeInTheDocument();

    // The clock runs on its own (the server's answers still come) and can be moved on by hand.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Copiar código' }));
    expect(await screen.findByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    expect(screen.getByText('Código copiado')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe(qr.promotion_code);
    // Still there 9 s later…
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByRole('button', { name: 'Copiado' })).toBeInTheDocument();
    // …gone at 10 s.
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('button', { name: 'Copiado' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
    expect(screen.queryByText('Código copiado')).not.toBeInTheDocument();
    vi.useRealTimers();

    // The link copies too, with its own words.
    const realUser = userEvent.setup();
    await realUser.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByText('Enlace copiado')).toHaveAttribute('role', 'status');
    expect(await navigator.clipboard.readText()).toBe(qr.url);

    await realUser.click(screen.getByRole('link', { name: 'Ver resultados' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/results-qr'));
  });

  it('downloads the printable PDF of the code as a file', async () => {
    await signedInNewAccount('pdf');
    const qr = await ownQr();
    // The browser's side of a download: the file handed to an object address, and the link's click that saves it.
    const files: Blob[] = [];
    const createObjectURL = vi.fn((file: Blob) => {
      files.push(file);
      return 'blob:http://127.0.0.1/mi-qr';
    });
    const revokeObjectURL = vi.fn();
    // jsdom has neither; kept as found for the next file of this worker.
    const found = {
      create: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
      revoke: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
    };
    Object.defineProperty(URL, 'createObjectURL', { value: createObjectURL, configurable: true });
    Object.defineProperty(URL, 'revokeObjectURL', { value: revokeObjectURL, configurable: true });
    const saved: { href: string; name: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, name: this.download });
    });
    try {
      await renderPage('/qr', <QrPage />);
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Descargar PDF' }));

      await waitFor(() => expect(saved).toHaveLength(1));
      expect(saved[0]).toEqual({
        href: 'blob:http://127.0.0.1/mi-qr',
        name: `mi-qr-${qr.promotion_code}.pdf`,
      });
      expect(files).toHaveLength(1);
      const pdf = files[0]!;
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.size).toBeGreaterThan(1024);
      expect(new TextDecoder().decode(await pdf.slice(0, 5).arrayBuffer())).toBe('%PDF-');
      // The address is given back once the file is on its way.
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://127.0.0.1/mi-qr'));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      Reflect.deleteProperty(URL, 'createObjectURL');
      Reflect.deleteProperty(URL, 'revokeObjectURL');
      if (found.create) Object.defineProperty(URL, 'createObjectURL', found.create);
      if (found.revoke) Object.defineProperty(URL, 'revokeObjectURL', found.revoke);
    }
  });
});

describe('/results-qr', () => {
  it('shows zeros and how to start sharing for a new code', async () => {
    await signedInNewAccount('sinresultados');
    const { router } = await renderPage('/results-qr', <ResultsQrPage />);

    for (const name of ['Escaneos', 'Visitas', 'Consultas', 'Reservas confirmadas'])
      expect(within(await figure(name)).getByText('0')).toBeInTheDocument();
    expect(within(await figure('Ventas')).getByText('$0.00')).toBeInTheDocument();
    expect(within(await figure('Comisión ganada')).getByText('$0.00')).toBeInTheDocument();
    expect(screen.getByText('Aún no hay resultados de tu código')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // Not a partner: the programme's 5 %, and the first payout still $100 away.
    expect(
      screen.getByText(/^Ganas el 5\s?% de cada reserva confirmada que llega con tu código\.$/),
    ).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: '$0.00 de $100.00 para tu próximo pago' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText(/^Te faltan \$100\.00/)).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Ir a mi QR' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/qr'));
  });

  it('counts what visitors did with the code, month by month, for the period chosen', async () => {
    await signedInNewAccount('conresultados');
    const { promotion_code, url } = await ownQr();
    // A phone scans the printed QR: the scan address counts it and sends the visitor on.
    const scanned = await fetch(url, { redirect: 'manual' });
    expect(scanned.status).toBe(302);
    // The marketplace reports a second scan, three pages opened and an inquiry.
    await marketplaceReports('/api/dashboard/events', { type: 'scan', promotion_code });
    for (let visit = 0; visit < 3; visit++)
      await marketplaceReports('/api/referrals/events', { type: 'visit', promotion_code });
    await marketplaceReports('/api/referrals/events', { type: 'inquiry', promotion_code });

    await renderPage('/results-qr', <ResultsQrPage />);
    expect(within(await figure('Escaneos')).getByText('2')).toBeInTheDocument();
    expect(within(await figure('Visitas')).getByText('3')).toBeInTheDocument();
    expect(within(await figure('Consultas')).getByText('1')).toBeInTheDocument();
    expect(within(await figure('Reservas confirmadas')).getByText('0')).toBeInTheDocument();
    expect(screen.queryByText('Aún no hay resultados de tu código')).not.toBeInTheDocument();

    // The table says what the chart draws: the current month first, by its name in Spanish.
    const table = await screen.findByRole('table', { name: 'Tus resultados por mes' });
    const thisMonth = new Intl.DateTimeFormat('es-GT', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date());
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1 + 12);
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent(thisMonth);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '3', '1', '0', '$0.00']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '0', '0', '$0.00']);
    expect(
      await screen.findByRole('img', { name: /^Gráfico de barras de tus resultados por mes/ }),
    ).toBeInTheDocument();

    // Six months instead of twelve.
    const user = userEvent.setup();
    const period = screen.getByRole('radiogroup', { name: 'Periodo' });
    expect(within(period).getByRole('radio', { name: '12 meses' })).toBeChecked();
    await user.click(within(period).getByRole('radio', { name: '6 meses' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1 + 6));
    expect(within(within(table).getAllByRole('row')[1]!).getByRole('rowheader')).toHaveTextContent(thisMonth);
  });

  it('shows a partner their tier, its sales and the next one', async () => {
    await signedInNewPartner('socia');
    await renderPage('/results-qr', <ResultsQrPage />);
    // No sales yet: bronze, 3 % (SPEC §9 partner tiers), and silver's 4 % above $1000.
    expect(
      await screen.findByText(/^Nivel Bronce: 3\s%, para ventas de hasta \$1,000\.00\.$/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/^Siguiente nivel: Plata, 4\s%, cuando tus ventas pasen de \$1,000\.00\.$/),
    ).toBeInTheDocument();
    expect(screen.getByText(/ganas el 3\s% de cada reserva confirmada/)).toBeInTheDocument();
  });
});

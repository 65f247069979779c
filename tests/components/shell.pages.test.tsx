import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { renderApp, signInAs } from './shellHarness.tsx';

const cast = fileCast();
/** This file's demo company's published Casa del Lago (server/db/demoProducts.ts). */
const CASA_LAGO = cast.product('722135ca-fa9f-4da1-8fef-699ae36cd184');

/** The figure on the stat card labelled `label`. */
async function figureOn(stats: HTMLElement, label: string) {
  const card = (await within(stats).findByText(label)).closest('article');
  if (!card) throw new Error(`no card labelled ${label}`);
  return (card.textContent ?? '').replace(label, '');
}

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

describe('the control panel', () => {
  it('greets the provider and shows the figures the server computes, a view just reported included', async () => {
    await signInAs(cast.company);
    const before = unwrap(await api.GET('/users/business-stats'));
    // The marketplace (the operator's account) reports a view of the demo company's Casa del Lago.
    await signInAs(cast.operator);
    unwrap(await api.POST('/api/dashboard/events', { body: { type: 'view', product_id: CASA_LAGO } }));
    await signInAs(cast.company);
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeVisible();
    const stats = await screen.findByRole('region', { name: 'Estadísticas' });
    const count = new Intl.NumberFormat('es-GT');
    const usd = new Intl.NumberFormat('es-GT', {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    expect(await figureOn(stats, 'Vistas')).toBe(count.format(before.views + 1));
    // The card shows the server's figure as the page loaded it, read just before and just after (this file's
    // company is its own, so nothing else moves them in between).
    const after = unwrap(await api.GET('/users/business-stats'));
    const either = (format: (n: number) => string, key: 'inquiries' | 'bookings' | 'commissions') => [
      format(before[key]),
      format(after[key]),
    ];
    expect(either(count.format, 'inquiries')).toContain(await figureOn(stats, 'Consultas'));
    expect(either(count.format, 'bookings')).toContain(await figureOn(stats, 'Reservas confirmadas'));
    expect(either(usd.format, 'commissions')).toContain(await figureOn(stats, 'Comisiones (USD)'));
    expect(screen.queryByText('Tu perfil está incompleto')).not.toBeInTheDocument();
  });

  it('says what waits for an answer, a step from its screen', async () => {
    await signInAs(cast.company);
    await renderApp('/dashboard');
    const waiting = await screen.findByRole('region', { name: 'Por atender' });
    // The seeded pending reservations of this file's company.
    expect(await within(waiting).findByText(/^\d+ reservas? por confirmar$/)).toBeVisible();
    expect(within(waiting).getByRole('link', { name: 'Responder' })).toHaveAttribute(
      'href',
      '/reservations?filter=pending',
    );
  });

  it('points an incomplete profile to the initial option page', async () => {
    await signInAs(cast.personal);
    await renderApp('/dashboard');
    expect(await screen.findByText('Tu perfil está incompleto')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Completar perfil' })).toHaveAttribute('href', '/option-initial');
  });

  it("sends an influencer's control panel to My QR: their code and what it brought, no business's figures", async () => {
    await signInAs(cast.influencer);
    const { router } = await renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/qr'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi QR' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Estadísticas' })).not.toBeInTheDocument();
    expect(screen.queryByText('Comisiones (USD)')).not.toBeInTheDocument();
  });
});

describe('the development outbox', () => {
  it('lists the mail the server sent, newest first, with a link to open', async () => {
    await api.POST('/users/forgot-password', { body: { email: cast.influencer } });
    await renderApp('/dev/outbox');
    const articles = await screen.findAllByRole('article');
    // Other test files share the server and may mail someone in the same moment (a run saw one land first):
    // this file's mail is among the newest few, not necessarily the very first.
    const newest = articles.find((article) => article.textContent?.includes(`Para: ${cast.influencer}`))!;
    expect(newest).toHaveTextContent(`Para: ${cast.influencer}`);
    expect(articles.indexOf(newest)).toBeLessThan(3);
    expect(within(newest).getByRole('link', { name: 'Abrir enlace' })).toHaveAttribute(
      'href',
      expect.stringContaining('/reset-password?secret='),
    );
  });
});

describe('the error pages', () => {
  it('shows the general error with the status and text it was given, and the support address', async () => {
    await renderApp('/error?status=403&text=Acceso%20denegado');
    expect(await screen.findByRole('heading', { name: 'Lo sentimos, algo salió mal' })).toBeVisible();
    expect(screen.getByText('Acceso denegado')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'soporte@portal.local' })).toHaveAttribute(
      'href',
      'mailto:soporte@portal.local',
    );
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });
});

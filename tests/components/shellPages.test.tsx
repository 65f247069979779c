import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../src/api/client.ts';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { renderApp, signInAs } from './shellHarness.tsx';

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

describe('the control panel', () => {
  it('greets the provider and shows their stats from the server', async () => {
    await signInAs('empresa@demo.gt');
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Ana' })).toBeVisible();
    const stats = await screen.findByRole('region', { name: 'Estadísticas' });
    expect(await within(stats).findByText('310')).toBeVisible();
    expect(within(stats).getByText('Vistas')).toBeVisible();
    expect(within(stats).getByText('Consultas')).toBeVisible();
    expect(within(stats).getByText('Reservas')).toBeVisible();
    expect(within(stats).getByText('Comisiones (USD)')).toBeVisible();
    expect(screen.queryByText('Tu perfil está incompleto')).not.toBeInTheDocument();
  });

  it('says what waits for an answer, a step from its screen', async () => {
    await signInAs('empresa@demo.gt');
    await renderApp('/dashboard');
    const waiting = await screen.findByRole('region', { name: 'Por atender' });
    // The seeded pending reservations (other test files may have decided or added some).
    expect(await within(waiting).findByText(/^\d+ reservas? por confirmar$/)).toBeVisible();
    expect(within(waiting).getByRole('link', { name: 'Responder' })).toHaveAttribute(
      'href',
      '/reservations?filter=pending',
    );
  });

  it('points an incomplete profile to the initial option page', async () => {
    await signInAs('personal@demo.gt');
    await renderApp('/dashboard');
    expect(await screen.findByText('Tu perfil está incompleto')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Completar perfil' })).toHaveAttribute('href', '/option-initial');
  });
});

describe('the development outbox', () => {
  it('lists the mail the server sent, newest first, with a link to open', async () => {
    await api.POST('/users/forgot-password', { body: { email: 'influencer@demo.gt' } });
    await renderApp('/dev/outbox');
    const articles = await screen.findAllByRole('article');
    const newest = articles[0]!;
    expect(newest).toHaveTextContent('Para: influencer@demo.gt');
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

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { fileCast } from './demoCastHarness.ts';
import { connected, freshTraveler, simulateMessage } from './messagesHarness.tsx';
import { renderApp, signInAs } from './shellHarness.tsx';

// This file's personal provider (its own copy of personal@demo.gt) has no chat in the seed: its unread
// threads are the ones made here, by travelers of its own.
const PROVIDER = fileCast().personal;

beforeAll(async () => {
  await activateLanguage('es');
  for (const label of ['uno', 'dos']) {
    await simulateMessage({
      provider_email: PROVIDER,
      traveler_email: freshTraveler(label),
      message: `Hola, soy el viajero ${label}`,
    });
  }
});
beforeEach(() => clearSession());
afterEach(() => clearSession());

it('shows the unread threads on the messages entry, read out in words, and counts new ones live', async () => {
  await signInAs(PROVIDER);
  await renderApp('/message');
  const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
  const messages = await within(menu).findByRole('link', { name: 'Mensajes 2 mensajes sin leer' });
  expect(messages).toHaveAttribute('aria-current', 'page');
  expect(within(messages).getByText('2')).toBeVisible();

  await connected();
  await simulateMessage({ provider_email: PROVIDER, traveler_email: freshTraveler('tres'), message: 'Hola' });
  await waitFor(() =>
    expect(within(menu).getByRole('link', { name: 'Mensajes 3 mensajes sin leer' })).toBeInTheDocument(),
  );
});

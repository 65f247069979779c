import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { clearSession } from '../../src/api/session.ts';
import { activateLanguage } from '../../src/i18n/i18n.ts';
import { renderApp, signInAs } from './shellHarness.tsx';

// The messages feature will count unread threads; here it reports three.
vi.mock('../../src/features/shell/useUnreadMessageCount.ts', () => ({ useUnreadMessageCount: () => 3 }));

beforeEach(async () => {
  clearSession();
  await activateLanguage('es');
});
afterEach(() => clearSession());

it('shows the unread count on the messages entry, read out in words', async () => {
  await signInAs('empresa@demo.gt');
  await renderApp('/message');
  const menu = await screen.findByRole('navigation', { name: 'Menú principal' });
  const messages = within(menu).getByRole('link', { name: 'Mensajes 3 mensajes sin leer' });
  expect(messages).toHaveAttribute('aria-current', 'page');
  expect(within(messages).getByText('3')).toBeVisible();
});

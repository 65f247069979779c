import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { expect } from 'vitest';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { type Session, setSession } from '../../src/api/session.ts';
import { AppProviders } from '../../src/app/App.tsx';
import { createAppRouter, createQueryClient } from '../../src/app/router.ts';

/**
 * The app's screens load lazily (route chunks, wizard steps), and so do the parts the signed-in layout draws after
 * its first paint (the live connection, the toasts, the help dialog) with their catalogs. They are imported once
 * here, before any test runs, so a test's wait for a screen measures the screen, not Vite compiling its code on a
 * busy machine; and so a short test never ends with one of them still loading: with `isolate: false` the next file
 * of the worker then found that module failed (EnvironmentTeardownError) and drew the app's 500 page (issue 30).
 */
await Promise.all(
  Object.values(
    import.meta.glob([
      '../../src/routes/**/*.lazy.tsx',
      '../../src/features/wizard/steps/*Step.tsx',
      '../../src/features/messages/RealtimeConnection.tsx',
      '../../src/routes/Toasts.tsx',
      '../../src/features/help/HelpDialog.tsx',
      '../../locales/*/{messages,help,captcha}.po',
    ]),
  ).map((load) => load()),
);

/** The real route tree in a memory history, inside the app's providers. */
export async function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await act(async () => {
    await router.load();
  });
  const view = render(
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

const sessions = new Map<string, Session>();

/**
 * Signs a demo account in against the real API server (password of the seed) and keeps the session.
 * Sign-ins are rate limited for all component tests together, so each account signs in once a file.
 */
export async function signInAs(email: string): Promise<Session> {
  // A worker runs several files one after the other: a session one of them signed out is not handed to the next.
  const key = `${expect.getState().testPath} ${email}`;
  let session = sessions.get(key);
  if (!session) {
    const { token, user } = unwrap(await api.POST('/users/login', { body: { email, password: 'Demo1234' } }));
    session = { token, user };
    sessions.set(key, session);
  }
  setSession(session);
  return session;
}

import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useLocation,
} from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { type ReactNode, Suspense } from 'react';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { type Session, setSession } from '../../src/api/session.ts';
import { theme } from '../../src/app/theme.ts';
import { i18n } from '../../src/i18n/i18n.ts';

/** Where a page sent the person: every other path lands here and says where it is. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{location.pathname}</p>;
}

/**
 * One screen under test at `path` (rendered as given, props and all), in a memory router whose every
 * other path is a stand-in, inside the providers the app gives its screens (Mantine in test mode: no
 * transitions, no portals).
 */
export async function renderPage(path: string, page: ReactNode, initialEntry = path) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({ component: Outlet });
  const routeTree = root.addChildren([
    createRoute({ getParentRoute: () => root, path, component: () => page }),
    createRoute({ getParentRoute: () => root, path: '$', component: Elsewhere }),
  ]);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [initialEntry] }),
  });
  await act(async () => {
    await router.load();
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <Suspense fallback={<p>…</p>}>
            <RouterProvider router={router} />
          </Suspense>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { ...view, router, queryClient };
}

/**
 * A solved captcha of the real server, as its widget sends it: an ALTCHA challenge from `GET /api/captcha`
 * (a test runner's server asks little work), solved with altcha-lib, base64 of `{ challenge, solution }`.
 */
export async function captchaSolution(): Promise<string> {
  const challenge = unwrap(await api.GET('/api/captcha'));
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge could not be solved');
  return btoa(JSON.stringify({ challenge, solution }));
}

type WorkerListener = (event: { data: unknown }) => void;

/**
 * What the widget's proof-of-work worker does (the `altcha/workers/pbkdf2` script), in the test's own thread:
 * jsdom has no Worker. Same messages: `work` with the challenge and the counters to try, `abort`.
 */
class InThreadProofOfWork {
  private listeners: WorkerListener[] = [];
  private controller = new AbortController();

  addEventListener(type: string, listener: WorkerListener) {
    if (type === 'message') this.listeners.push(listener);
  }

  postMessage(message: { type: 'work' | 'abort' } & Record<string, unknown>) {
    if (message.type === 'abort') {
      this.controller.abort();
      return;
    }
    const { challenge, counterStart, counterStep, counterMode, timeout } = message as unknown as Parameters<
      typeof solveChallenge
    >[0];
    void solveChallenge({
      challenge,
      controller: this.controller,
      counterStart,
      counterStep,
      counterMode,
      timeout,
      deriveKey,
    }).then((solution) => {
      for (const listener of this.listeners) listener({ data: solution });
    });
  }

  terminate() {
    this.controller.abort();
  }
}

/**
 * The captcha widget works only in a secure context (it reads `isSecureContext` when it is created); jsdom's
 * page is not one. Call before rendering a form with the widget.
 */
export function letTheCaptchaWidgetRun() {
  Object.defineProperty(globalThis, 'isSecureContext', { value: true, configurable: true });
}

/**
 * Ticks "No soy un robot" as a person does and waits until the widget says it verified: the real widget asks
 * the real server for a challenge and solves it, here in the test's thread (jsdom has no workers).
 */
export async function tickCaptcha(user: UserEvent, { by = 'mouse' }: { by?: 'mouse' | 'keyboard' } = {}) {
  const checkbox = await screen.findByRole('checkbox', { name: 'No soy un robot' });
  if (!globalThis.isSecureContext) throw new Error('Call letTheCaptchaWidgetRun() before rendering the form');
  globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new InThreadProofOfWork() as unknown as Worker);
  if (by === 'keyboard') {
    checkbox.focus();
    await user.keyboard(' ');
  } else {
    await user.click(checkbox);
  }
  await screen.findByText('Verificado', {}, { timeout: 10_000 });
}

let counter = 0;
/** An address no other test uses. */
export const freshEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@example.com`;

/** Creates an account through the API (solving the built-in captcha, or with the one given), not verified yet. */
export async function registerAccount(email: string, role: 2 | 6 = 2, captcha?: string, country = 'gt') {
  const solved = captcha ?? (await captchaSolution());
  unwrap(
    await api.POST('/users/register', {
      body: {
        email,
        password: 'Secreto123',
        first_name: 'Prueba',
        last_name: 'Portal',
        country,
        confirm: true,
        language_code: 'es',
        role,
        captcha: solved,
      },
    }),
  );
}

/** The newest emailed link to an address, read from the development outbox. */
export async function mailedLink(email: string): Promise<URL> {
  const outbox = unwrap(await api.GET('/api/dev/outbox'));
  const mail = outbox.find((m) => m.to === email && m.link);
  if (!mail?.link) throw new Error(`no mail to ${email}`);
  return new URL(mail.link);
}

/**
 * A new verified account signed in, without spending login attempts (the login rate limit is shared by
 * every component test): register, then open the emailed verification link through the API.
 */
export async function signedInNewAccount(tag: string, country = 'gt'): Promise<Session> {
  const email = freshEmail(tag);
  await registerAccount(email, 2, undefined, country);
  const secret = (await mailedLink(email)).searchParams.get('secret') ?? '';
  const { token, user } = unwrap(await api.POST('/users/verify-account', { body: { secret } }));
  setSession({ token, user });
  return { token, user };
}

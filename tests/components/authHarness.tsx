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
import { act, render } from '@testing-library/react';
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

/** The answer to a built-in captcha question such as '4 + 5'. */
export const solve = (question: string) =>
  question
    .split('+')
    .map((n) => Number(n.trim()))
    .reduce((a, b) => a + b, 0);

let counter = 0;
/** An address no other test uses. */
export const freshEmail = (tag: string) => `${tag}.${Date.now()}.${counter++}@example.com`;

/** Creates an account through the API (answering the built-in captcha), not verified yet. */
export async function registerAccount(email: string, role: 2 | 6 = 2) {
  const challenge = unwrap(await api.GET('/api/captcha'));
  unwrap(
    await api.POST('/users/register', {
      body: {
        email,
        password: 'Secreto123',
        first_name: 'Prueba',
        last_name: 'Portal',
        country: 'gt',
        confirm: true,
        language_code: 'es',
        role,
        captcha: `${challenge.token}:${solve(challenge.question)}`,
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
export async function signedInNewAccount(tag: string): Promise<Session> {
  const email = freshEmail(tag);
  await registerAccount(email);
  const secret = (await mailedLink(email)).searchParams.get('secret') ?? '';
  const { token, user } = unwrap(await api.POST('/users/verify-account', { body: { secret } }));
  setSession({ token, user });
  return { token, user };
}

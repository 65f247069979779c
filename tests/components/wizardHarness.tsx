import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { Middleware } from 'openapi-fetch';
import { api } from '../../src/api/client.ts';
import { unwrap } from '../../src/api/errors.ts';
import { createAppRouter, createQueryClient } from '../../src/app/router.ts';
import { theme } from '../../src/app/theme.ts';
import { i18n } from '../../src/i18n/i18n.ts';

export { signInAs } from './shellHarness.tsx';

type StayType = 1 | 4 | 5;

/** A stay of the signed-in provider with its information step saved, through the API. */
export async function createStay(
  productType: StayType,
  name = 'Casa de prueba',
  commission: 1 | 2 = 1,
): Promise<string> {
  const [propertyType] = unwrap(
    await api.GET('/api/accommodation/property-types', { params: { query: { product_type: productType } } }),
  );
  const saved = unwrap(
    await api.POST('/api/accommodation', {
      params: { query: { product_type: productType, language_code: 'es' } },
      body: {
        type_of_property: propertyType!._id,
        name,
        title: `${name}: título`,
        description: 'Un lugar tranquilo para descansar.',
        qualification: 2,
        commission_model: commission,
      },
    }),
  );
  return saved._id;
}

/** A tour, community experience or package of the signed-in provider with its information step saved. */
export async function createThingToDo(
  productType: 11 | 12 | 13 | 17 | 71,
  name = 'Tour de prueba',
): Promise<string> {
  const saved = unwrap(
    await api.POST('/api/thingsToDo', {
      params: { query: { product_type: productType, language_code: 'es' } },
      body: {
        name,
        title: `${name}: título`,
        description: 'Un recorrido con guía local.',
        commission_model: 1,
      },
    }),
  );
  return saved._id;
}

/** Which of the wizard machine's invoked actors a request belongs to: reading a step, or saving it. */
export type StepCall = 'loadStep' | 'saveStep';

/** The catalogues a step reads beside its own data; they are never held. */
const CATALOGUES = [
  '/api/accommodation/property-types',
  '/api/accommodation/beds-bathrooms/{kind}',
  '/api/thingsToDo/catalogs/{kind}',
];
/** The families whose step calls are held: stays, and things to do. */
const STEP_ROOTS = ['/api/accommodation', '/api/thingsToDo'];

function stepCallOf(method: string, schemaPath: string): StepCall | null {
  if (!STEP_ROOTS.some((root) => schemaPath.startsWith(root)) || CATALOGUES.includes(schemaPath)) return null;
  return method === 'GET' ? 'loadStep' : 'saveStep';
}

interface Held {
  call: StepCall;
  pass: () => void;
  fail: (error: Error) => void;
}

/**
 * The connection between the app and the real API server, as the wizard machine's model sees it: every
 * request that reads or saves a step waits here until the test lets it through to the server
 * (`xstate.done.actor.*`) or drops it as a broken connection (`xstate.error.actor.*`). The server itself
 * is never imitated; only when its answer arrives, or that it cannot be reached.
 */
export function stepConnection() {
  const held: Held[] = [];
  const waiters = new Set<() => void>();
  const middleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      const call = stepCallOf(request.method, schemaPath);
      if (!call) return undefined;
      await new Promise<void>((pass, fail) => {
        held.push({ call, pass, fail });
        for (const wake of waiters) wake();
      });
      return undefined;
    },
  };
  api.use(middleware);

  const take = (call: StepCall) => {
    const mine = held.filter((h) => h.call === call);
    for (const h of mine) held.splice(held.indexOf(h), 1);
    return mine;
  };

  return {
    /** Resolves once a request of that kind is waiting. */
    async waitFor(call: StepCall, timeout = 5000) {
      const deadline = Date.now() + timeout;
      while (!held.some((h) => h.call === call)) {
        if (Date.now() > deadline) throw new Error(`no ${call} request was made`);
        await new Promise<void>((wake) => {
          waiters.add(wake);
          setTimeout(wake, 50);
        });
        waiters.clear();
      }
    },
    /** Lets every waiting request of that kind reach the server. */
    pass: (call: StepCall) => {
      for (const h of take(call)) h.pass();
    },
    /** Drops every waiting request of that kind, as a connection that broke would. */
    fail: (call: StepCall) => {
      for (const h of take(call)) h.fail(new TypeError('Failed to fetch'));
    },
    /** Requests of that kind no longer wait. */
    dispose() {
      api.eject(middleware);
      for (const h of held.splice(0)) h.pass();
    },
  };
}

/**
 * The real route tree in a memory history, inside the app's providers with Mantine in test mode (no
 * transitions, so dropdowns and dialogs open at once).
 */
export async function renderWizardApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await act(async () => {
    await router.load();
  });
  const view = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { ...view, router, queryClient };
}

/** Picks an option of a Mantine Select found by its label. */
export async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

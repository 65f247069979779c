import { screen } from '@testing-library/react';
import type { components } from '../../openapi/schema.d.ts';
import { fileCast } from './demoCastHarness.ts';

type ChatMessage = components['schemas']['ChatMessage'];
type Reservation = components['schemas']['Reservation'];
type SimulatedMessage = components['schemas']['SimulatedMessage'];
type SimulatedBooking = components['schemas']['SimulatedBooking'];

/** The operators' tokens, by e-mail: a worker runs several files, each with its own operator. */
const operatorTokens = new Map<string, Promise<string>>();

/**
 * The operator (the test file's own copy of soporte@demo.gt) plays the marketplace: its own fetch with its
 * own token, so the app's session (the provider's) stays as it is. Signs in once a file, as sign-ins are
 * rate limited.
 */
async function asOperator<T>(path: string, body: unknown): Promise<T> {
  const { operator } = fileCast();
  const operatorToken =
    operatorTokens.get(operator) ??
    fetch(`${location.origin}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: operator, password: 'Demo1234' }),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`operator sign-in: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { token: string }).token;
    });
  operatorTokens.set(operator, operatorToken);
  const response = await fetch(`${location.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await operatorToken}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A traveler writes to a provider, as from the marketplace. */
export const simulateMessage = (body: SimulatedMessage) =>
  asOperator<ChatMessage>('/api/simulate/messages', body);

/** A traveler books a provider's product, as from the marketplace. */
export const simulateBooking = (body: SimulatedBooking) =>
  asOperator<Reservation>('/api/simulate/bookings', body);

/** A traveler nobody else uses, so tests in parallel never share a thread. */
export const freshTraveler = (label: string) =>
  `viajero.${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@prueba.gt`;

/** The page's socket is up: whatever is sent from now on arrives live. */
export const connected = () => screen.findByText('Conectado', {}, { timeout: 8000 });

/**
 * `npm run simulate`: the marketplace side for a demo. Signs in as the operator and, every few seconds,
 * makes a traveler book one of the provider's products or write to the provider, alternately, through the
 * operator-only simulate endpoints; a provider with the portal open sees reservations and chats arrive live.
 * Needs a running server (`npm run serve` or `npm run dev`).
 */
import { parseArgs } from 'node:util';
import type { components } from '../openapi/schema.d.ts';

type Reservation = components['schemas']['Reservation'];
type ChatMessage = components['schemas']['ChatMessage'];
type SimulatedBooking = components['schemas']['SimulatedBooking'];
type SimulatedMessage = components['schemas']['SimulatedMessage'];

const USAGE = `Usage: npm run simulate -- [options]

Makes travelers book and write to a provider, so reservations and chats arrive live in the portal.

Options:
  --provider <email>   the provider who gets the bookings and messages (default empresa@demo.gt)
  --traveler <email>   who books and writes (default the demo traveler; created when missing)
  --every <seconds>    pause between two events (default 20)
  --once               one booking and one message, then exit
  --help               this text

Environment:
  SIMULATE_URL         the portal's server (default http://localhost:3000)
  SIMULATE_EMAIL       the operator's email (default soporte@demo.gt)
  SIMULATE_PASSWORD    the operator's password (default Demo1234)`;

/** What travelers ask a host before they book. */
const QUESTIONS = [
  'Hola, ¿la propiedad tiene estacionamiento?',
  '¡Buenas tardes! ¿Aceptan mascotas pequeñas?',
  '¿A qué hora podemos hacer el check-in?',
  'Hola, ¿hay wifi en las habitaciones?',
  '¿Está incluido el desayuno en el precio?',
  'Buen día, ¿queda cerca del muelle para tomar la lancha?',
  '¿Tienen cuna disponible para un bebé?',
  '¡Hola! ¿Se puede llegar en carro hasta la entrada?',
];

const { values } = parseArgs({
  options: {
    provider: { type: 'string', default: 'empresa@demo.gt' },
    traveler: { type: 'string' },
    every: { type: 'string', default: '20' },
    once: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.info(USAGE);
  process.exit(0);
}

const every = Number(values.every);
if (!Number.isFinite(every) || every <= 0) {
  console.error(`--every must be a number of seconds above 0, not "${values.every}"\n\n${USAGE}`);
  process.exit(2);
}

const baseUrl = (process.env.SIMULATE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const operator = {
  email: process.env.SIMULATE_EMAIL ?? 'soporte@demo.gt',
  password: process.env.SIMULATE_PASSWORD ?? 'Demo1234',
};

class RequestFailed extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function post<T>(path: string, body: object, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as { message?: string };
  if (!response.ok) throw new RequestFailed(response.status, answer.message ?? response.statusText);
  return answer as T;
}

async function signIn(): Promise<string> {
  const { token } = await post<{ token: string }>('/users/login', operator);
  return token;
}

let token = '';

/** A call as the operator; a token that expired during a long run is renewed once. */
async function asOperator<T>(path: string, body: object): Promise<T> {
  try {
    return await post<T>(path, body, token);
  } catch (error) {
    if (!(error instanceof RequestFailed && error.status === 401)) throw error;
    token = await signIn();
    return post<T>(path, body, token);
  }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const between = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));
const clock = () => new Date().toLocaleTimeString('es-GT', { hour12: false });

async function book(): Promise<void> {
  const body: SimulatedBooking = {
    provider_email: values.provider,
    start_in_days: between(7, 60),
    nights: between(1, 4),
    adult: between(1, 4),
    ...(values.traveler ? { traveler_email: values.traveler } : {}),
  };
  const r = await asOperator<Reservation>('/api/simulate/bookings', body);
  const who = `${r.info_user.first_name} ${r.info_user.last_name}`.trim();
  console.info(
    `${clock()}  booking  ${r.reservation_no}  ${r.product.name}, ${r.start_date} → ${r.end_date}, ` +
      `${r.subtotal_formated}, by ${who}`,
  );
}

async function write(): Promise<void> {
  const body: SimulatedMessage = {
    provider_email: values.provider,
    message: pick(QUESTIONS),
    ...(values.traveler ? { traveler_email: values.traveler } : {}),
  };
  const m = await asOperator<ChatMessage>('/api/simulate/messages', body);
  console.info(`${clock()}  message  from ${m.name_sender}: ${m.message}`);
}

const events = [book, write] as const;

/** One event; a failure is printed and the next event still comes (the server may be restarting). */
async function run(event: (typeof events)[number]): Promise<boolean> {
  try {
    await event();
    return true;
  } catch (error) {
    const reason = error instanceof RequestFailed ? `${error.status} ${error.message}` : String(error);
    console.error(`${clock()}  ${event === book ? 'booking' : 'message'} failed: ${reason}`);
    return false;
  }
}

try {
  token = await signIn();
} catch (error) {
  const reason = error instanceof RequestFailed ? `${error.status} ${error.message}` : String(error);
  console.error(`Could not sign in as ${operator.email} at ${baseUrl}: ${reason}`);
  process.exit(1);
}
console.info(
  `Signed in as ${operator.email} at ${baseUrl}; simulating the marketplace for ${values.provider}.`,
);

if (values.once) {
  const results = [await run(book), await run(write)];
  process.exit(results.every(Boolean) ? 0 : 1);
}

console.info(`One event every ${every} s; Ctrl+C stops.`);
for (let turn = 0; ; turn++) {
  await run(events[turn % events.length] as (typeof events)[number]);
  await new Promise((resolve) => setTimeout(resolve, every * 1000));
}

/**
 * `npm run simulate`: the marketplace side for a demo. Signs in as the operator and, every few seconds,
 * makes a traveler book one of the provider's products, write to the provider, or look at a product and scan
 * the provider's QR code, in turn, through the operator-only simulate endpoints and the marketplace's report
 * of views and scans; a provider with the portal open sees reservations and chats arrive live, and the
 * control panel's figures move. Needs a running server (`npm run serve` or `npm run dev`).
 */
import { parseArgs } from 'node:util';
import type { components } from '../openapi/schema.d.ts';

type Reservation = components['schemas']['Reservation'];
type ChatMessage = components['schemas']['ChatMessage'];
type SimulatedBooking = components['schemas']['SimulatedBooking'];
type SimulatedMessage = components['schemas']['SimulatedMessage'];
type DashboardEvent = components['schemas']['DashboardEvent'];

const DEMO_PROVIDER = 'empresa@demo.gt';
/** The demo company's promotion code (server/db/seed.ts), whose QR the default run scans. */
const DEMO_PROVIDER_CODE = 'DEMOEMPRESA';

const USAGE = `Usage: npm run simulate -- [options]

Makes travelers book, write to a provider, view its products and scan its QR code, so reservations and
chats arrive live in the portal and the control panel's figures move.

Options:
  --provider <email>   the provider who gets the bookings and messages (default empresa@demo.gt)
  --code <code>        the provider's promotion code, whose QR is scanned (default DEMOEMPRESA for the
                       demo company; none, so no scans, for another provider)
  --traveler <email>   who books and writes (default the demo traveler; created when missing)
  --every <seconds>    pause between two events (default 20)
  --once               one booking, one message and one visit, then exit
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
    provider: { type: 'string', default: DEMO_PROVIDER },
    code: { type: 'string' },
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

const promotionCode = values.code ?? (values.provider === DEMO_PROVIDER ? DEMO_PROVIDER_CODE : undefined);

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
  bookedProducts.set(r.product._id, r.product.name);
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

/**
 * The provider's products a visit may view: those its bookings were for (the operator's API does not list a
 * provider's products, and the first event is a booking).
 */
const bookedProducts = new Map<string, string>();

/** A traveler looks at one of the provider's products on the marketplace, and someone scans the QR code. */
async function visit(): Promise<void> {
  const [productId, name] = pick([...bookedProducts]) ?? [];
  if (productId) {
    await asOperator<unknown>('/api/dashboard/events', {
      type: 'view',
      product_id: productId,
    } satisfies DashboardEvent);
    console.info(`${clock()}  view     ${name}`);
  }
  if (promotionCode) {
    await asOperator<unknown>('/api/dashboard/events', {
      type: 'scan',
      promotion_code: promotionCode,
    } satisfies DashboardEvent);
    console.info(`${clock()}  scan     QR code ${promotionCode}`);
  }
}

const events = [book, write, visit] as const;
const EVENT_NAMES = new Map<(typeof events)[number], string>([
  [book, 'booking'],
  [write, 'message'],
  [visit, 'visit'],
]);

/** One event; a failure is printed and the next event still comes (the server may be restarting). */
async function run(event: (typeof events)[number]): Promise<boolean> {
  try {
    await event();
    return true;
  } catch (error) {
    const reason = error instanceof RequestFailed ? `${error.status} ${error.message}` : String(error);
    console.error(`${clock()}  ${EVENT_NAMES.get(event)} failed: ${reason}`);
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
  const results = [await run(book), await run(write), await run(visit)];
  process.exit(results.every(Boolean) ? 0 : 1);
}

console.info(`One event every ${every} s; Ctrl+C stops.`);
for (let turn = 0; ; turn++) {
  await run(events[turn % events.length] as (typeof events)[number]);
  await new Promise((resolve) => setTimeout(resolve, every * 1000));
}

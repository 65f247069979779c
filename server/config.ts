import path from 'node:path';
import { type LimitTable, RATE_LIMITS } from './auth/limits.ts';

/**
 * The difficulty, CAPTCHA_MAX_COUNTER unless set: about 1 100 PBKDF2 derivations of COST iterations on average,
 * some 0.4 s for desktop Chromium with one worker and 0.3–1 s for a phone's widget with its two to four; a
 * script pays about half a second of a server core for each sign-up. Test servers ask less (`TEST_SERVER`). The
 * captcha (server/auth/captcha.ts) reads it as `captchaMaxCounter`.
 */
export const CAPTCHA_MAX_COUNTER = 1_500;

/** The payout data key (server/modules/payments/payoutCrypto.ts) as configured: its size and how to make one. */
export const PAYOUT_KEY_BYTES = 32;

/** How an operator makes a key, named in every message about a missing or malformed one. */
export const MAKE_PAYOUT_KEY =
  "openssl rand -base64 32 (or: node -e \"console.log(require('crypto').randomBytes(32).toString('base64'))\")";

/** What is wrong with a key as configured (never its value), or null when it is 32 bytes in base64. */
export function payoutKeyProblem(configured: string, setting = 'PAYOUT_DATA_KEY'): string | null {
  const key = Buffer.from(configured, 'base64');
  const base64 = key.toString('base64').replace(/=+$/, '') === configured.replace(/=+$/, '');
  if (base64 && key.length === PAYOUT_KEY_BYTES) return null;
  const found = base64 ? `${key.length} bytes` : 'not base64';
  return `${setting} must be 32 random bytes in base64 (it is ${found}). Make one with: ${MAKE_PAYOUT_KEY}`;
}

/** Everything the server reads from its environment, read once. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set, else an embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** In-memory PGlite (tests): nothing written to disk. */
  inMemoryDatabase: boolean;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  recaptchaSiteKey: string | undefined;
  recaptchaSecret: string | undefined;
  googleClientId: string | undefined;
  facebookAppId: string | undefined;
  facebookAppSecret: string | undefined;
  /**
   * PUBLIC_URL without its trailing slash: the portal's address in every link the server writes. Unset, a link
   * uses the address its request came to (server/http/linkOrigin.ts); production requires it.
   */
  publicUrl: string | undefined;
  /** When unset, a random secret is created once and kept in the database. */
  jwtSecret: string | undefined;
  /**
   * PAYOUT_DATA_KEY: the AES-256 key (32 bytes, base64) that encrypts account numbers, IBANs, DPIs, passport
   * and national-id numbers at rest. Required in production; elsewhere, when unset, one is created once and kept
   * in the database, like the token key (`npm run payout-key:rotate` moves it out).
   */
  payoutDataKey: string | undefined;
  supportEmail: string;
  /** The public marketplace site, where a published product's preview link points. */
  marketplaceUrl: string;
  /** Map tiles of the location step (Leaflet URL template); coordinates stay editable without them. */
  mapTileUrl: string;
  /** Serve the built app from this folder when it exists. */
  staticDir: string;
  /** Check every response against the contract (tests). */
  validateResponses: boolean;
  seedDemo: boolean;
  logLevel: string;
  /** NODE_ENV=production: no development conveniences (the loopback outbox), and the checks of `productionProblems`. */
  production: boolean;
  /** MAIL_OUTBOX=1: keep mail in the outbox even in production (a deliberate choice, e.g. a staging site). */
  mailOutbox: boolean;
  /**
   * Which proxies in front may tell the client's address (X-Forwarded-For): none by default, so a caller cannot
   * pick the address its limits are counted by. TRUST_PROXY: a hop count ("1") or addresses/CIDRs ("10.0.0.0/8,127.0.0.1").
   */
  trustProxy: false | number | string[];
  /**
   * The built-in captcha's difficulty (CAPTCHA_MAX_COUNTER): an ALTCHA proof-of-work challenge takes between
   * half this and this many key derivations to solve (server/auth/captcha.ts).
   */
  captchaMaxCounter: number;
  /** The limits on guessing and flooding (server/auth/limits.ts). */
  rateLimits: LimitTable;
  /** Imported iCal feeds (issue 13): how often, how long and how much the server fetches. */
  calendarFeeds: CalendarFeedSettings;
  /** Web Push (issue 32): the VAPID keys and who the push services may write to about them. */
  push: PushSettings;
}

export interface CalendarFeedSettings {
  /** CALENDAR_FEED_INTERVAL: seconds between two imports of one feed (its polling period). */
  intervalSeconds: number;
  /** CALENDAR_FEED_TICK: seconds between two looks for due feeds in each process. */
  tickSeconds: number;
  /**
   * CALENDAR_FEED_ALLOW_LOOPBACK=1: feeds may live on 127.0.0.0/8 and ::1 (tests, local development). Private,
   * link-local and the rest stay refused.
   */
  allowLoopback: boolean;
  /** One fetch, redirects and body included, ends after this. */
  timeoutMs: number;
  /** A feed larger than this is refused while it downloads. */
  maxBytes: number;
}

/** What Booking.com and Airbnb take hours for, within minutes; a fetch bounded as the issue asks. */
/** Web Push's settings (issue 32); server/modules/notifications/vapidKeys.ts reads the keys. */
export interface PushSettings {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, as `web-push generate-vapid-keys` prints them): both or none. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** VAPID_SUBJECT: a mailto: or https: address the push services may write to; SUPPORT_EMAIL's mailto: when unset. */
  vapidSubject: string | undefined;
  /** PUSH_ENDPOINT_ORIGINS: endpoints allowed beside the known push services (tests' local endpoint). */
  extraEndpointOrigins: string[];
}

export const CALENDAR_FEEDS: CalendarFeedSettings = {
  intervalSeconds: 300,
  tickSeconds: 15,
  allowLoopback: false,
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
};

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ServerConfig> = {},
): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    inMemoryDatabase: false,
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Portal de proveedores <no-reply@portal.local>',
    recaptchaSiteKey: env.RECAPTCHA_SITE_KEY || undefined,
    recaptchaSecret: env.RECAPTCHA_SECRET || undefined,
    googleClientId: env.GOOGLE_CLIENT_ID || undefined,
    facebookAppId: env.FACEBOOK_APP_ID || undefined,
    facebookAppSecret: env.FACEBOOK_APP_SECRET || undefined,
    publicUrl: env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    payoutDataKey: env.PAYOUT_DATA_KEY || undefined,
    supportEmail: env.SUPPORT_EMAIL ?? 'soporte@portal.local',
    marketplaceUrl: (env.MARKETPLACE_URL ?? 'https://marketplace.example').replace(/\/$/, ''),
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    validateResponses: env.VALIDATE_RESPONSES === '1',
    // Demo accounts (a known operator password among them) only on the embedded database outside production,
    // unless asked for; asked for in production, `productionProblems` refuses the start.
    seedDemo:
      env.SEED_DEMO === '1' || (env.SEED_DEMO !== '0' && !env.DATABASE_URL && env.NODE_ENV !== 'production'),
    // Warnings and errors only; LOG_LEVEL=info adds one line per request.
    logLevel: env.LOG_LEVEL || 'warn',
    production: env.NODE_ENV === 'production',
    mailOutbox: env.MAIL_OUTBOX === '1',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    captchaMaxCounter:
      Number(env.CAPTCHA_MAX_COUNTER) > 0 ? Math.floor(Number(env.CAPTCHA_MAX_COUNTER)) : CAPTCHA_MAX_COUNTER,
    rateLimits: RATE_LIMITS,
    calendarFeeds: {
      ...CALENDAR_FEEDS,
      intervalSeconds: positiveNumber(env.CALENDAR_FEED_INTERVAL) ?? CALENDAR_FEEDS.intervalSeconds,
      tickSeconds: positiveNumber(env.CALENDAR_FEED_TICK) ?? CALENDAR_FEEDS.tickSeconds,
      allowLoopback: env.CALENDAR_FEED_ALLOW_LOOPBACK === '1',
    },
    push: {
      vapidPublicKey: env.VAPID_PUBLIC_KEY?.trim() || undefined,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY?.trim() || undefined,
      vapidSubject: env.VAPID_SUBJECT?.trim() || undefined,
      extraEndpointOrigins: parseOrigins(env.PUSH_ENDPOINT_ORIGINS),
    },
    ...overrides,
  };
}

/** A setting that must be a positive number; unset or anything else keeps the default. */
/**
 * PUSH_ENDPOINT_ORIGINS: origins (scheme, host, port) the server may send pushes to beside the known push services,
 * comma-separated; an entry that is not an origin is left out.
 */
function parseOrigins(value: string | undefined): string[] {
  const origins: string[] = [];
  for (const part of (value ?? '').split(',')) {
    try {
      const url = new URL(part.trim());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.push(url.origin);
    } catch {
      // not an origin: left out
    }
  }
  return origins;
}

function positiveNumber(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
}

/** TRUST_PROXY as Fastify takes it: a hop count or a list of addresses; never "trust everyone". */
export function parseTrustProxy(value: string | undefined): false | number | string[] {
  const text = value?.trim();
  if (!text || text === '0' || text === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === '*')
    throw new Error(
      'TRUST_PROXY must name the proxies (addresses, CIDRs) or a hop count, not trust everyone',
    );
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * What keeps a production start (NODE_ENV=production) from being safe, read from the settings alone; empty when
 * it may start. No demo accounts; mail must really leave (SMTP_URL) unless the outbox is chosen on purpose
 * (MAIL_OUTBOX=1). What the database holds is checked once it is open (`demoAccountsLeft` in server/db/seed.ts).
 */
export function productionProblems(config: ServerConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.seedDemo) {
    problems.push(
      'SEED_DEMO=1 is refused in production: the demo accounts share a published password (Demo1234), the operator among them. Remove SEED_DEMO.',
    );
  }
  if (!config.smtpUrl && !config.mailOutbox) {
    problems.push(
      'SMTP_URL is not set: verification and password-reset mail would stay in the outbox. Set SMTP_URL, or MAIL_OUTBOX=1 to keep mail in the outbox on purpose (readable by the operator only).',
    );
  }
  // Without it a link would take the request's Host, which a caller chooses: a forged Host on a password-reset
  // request would mail the victim a link to the forger's site (issue 26).
  if (!config.publicUrl) {
    problems.push(
      "PUBLIC_URL is not set: the links in mails (verification, password reset, e-mail change) and the iCal export would take the address each request names, which a caller can forge. Set PUBLIC_URL to the portal's address, e.g. https://portal.example.com.",
    );
  } else if (!/^https?:\/\/[^/?#\s]+$/.test(config.publicUrl)) {
    problems.push(
      `PUBLIC_URL must be the portal's origin, http(s)://host[:port] with no path (it is ${config.publicUrl}).`,
    );
  }
  // The payout key must not live beside the data it opens (issue 25): one dump would read every account number.
  if (!config.payoutDataKey) {
    problems.push(
      `PAYOUT_DATA_KEY is not set: the key of account numbers, IBANs and identity numbers would be kept in the database beside them. Make one with ${MAKE_PAYOUT_KEY}, keep it outside the database and set PAYOUT_DATA_KEY. A database that already keeps its key: run npm run payout-key:rotate first, which moves it out.`,
    );
  } else {
    const problem = payoutKeyProblem(config.payoutDataKey);
    if (problem) problems.push(problem);
  }
  // Keys kept beside the data would let a dump of the database sign pushes as the portal (issue 32).
  if (!config.push.vapidPublicKey || !config.push.vapidPrivateKey) {
    problems.push(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: Web Push needs the portal's own key pair, kept outside the database. Make one with: npx web-push generate-vapid-keys, and set both (and VAPID_SUBJECT to a mailto: or https: address of the operator).",
    );
  }
  return problems;
}

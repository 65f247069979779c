import path from 'node:path';

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
  publicUrl: string;
  /** When unset, a random secret is created once and kept in the database. */
  jwtSecret: string | undefined;
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
}

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
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET || undefined,
    supportEmail: env.SUPPORT_EMAIL ?? 'soporte@portal.local',
    marketplaceUrl: (env.MARKETPLACE_URL ?? 'https://marketplace.example').replace(/\/$/, ''),
    mapTileUrl: env.MAP_TILE_URL ?? 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    validateResponses: env.VALIDATE_RESPONSES === '1',
    seedDemo: env.SEED_DEMO !== '0',
    logLevel: env.LOG_LEVEL ?? 'info',
    ...overrides,
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger, { type StaticDocumentSpec } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyRequest,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import { parse } from 'yaml';
import { createCaptchaService } from './auth/captcha.ts';
import { createLimits, TooManyRequests } from './auth/limits.ts';
import { createSessions } from './auth/sessions.ts';
import { createTokenService, loadSigningKey } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import { embeddedDatabaseFolder, openDatabase, ownerOnlyFolder, ownerOnlyTree } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import type { Deps } from './deps.ts';
import { ApiError, unauthorized } from './errors.ts';
import { buildHandlerTable } from './handlerTable.ts';
import { identifyCaller } from './http/access.ts';
import { activityRecorder } from './http/activity.ts';
import { sharedCompilers } from './http/compiledSchemas.ts';
import { ASSETS_PREFIX, installCompression, serveBuiltApp } from './http/delivery.ts';
import { installFiniteNumbers } from './http/finiteNumbers.ts';
import { answerClientError, answerFrameworkError } from './http/frameworkErrors.ts';
import { operationResolver } from './http/handlers.ts';
import { linkOrigin } from './http/linkOrigin.ts';
import { installBodyContract } from './http/requestBodies.ts';
import { OneLineRequestLog, withoutSecrets } from './http/requestLog.ts';
import { installResponseValidation } from './http/responseValidation.ts';
import { operationTagsOf } from './http/teamRoles.ts';
import { installTextSafety } from './http/textSafety.ts';
import { createMailer } from './mail/mailer.ts';
import { createFeedPoller } from './modules/calendar/feedPolling.ts';
import { createPushNotifier } from './modules/notifications/pushNotifier.ts';
import { loadVapidKeys } from './modules/notifications/vapidKeys.ts';
import { loadPayoutKey } from './modules/payments/payoutCrypto.ts';
import { openPayoutKey } from './modules/payments/sealedColumns.ts';
import { attachRealtime, type Realtime } from './realtime/realtime.ts';
import { createDiskStorage } from './storage/files.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The contract the server validates against and serves at /docs/api: the one-file bundle of openapi/portal.yaml
 * and its per-tag files, written by `npm run api:generate` (scripts/api-bundle.ts).
 */
export const contractPath = path.join(root, 'openapi', 'portal.bundled.yaml');

type SwaggerDocument = StaticDocumentSpec['document'];

let contract: object | undefined;
/** The contract as read once per process (a test process builds dozens of apps on it), a copy for each reader. */
function contractDocument<Document extends object>(): Document {
  contract ??= parse(fs.readFileSync(contractPath, 'utf8')) as object;
  return structuredClone(contract) as Document;
}

/**
 * Paths that never fall back to the app's index.html: the API's, and the built assets' (a missing asset, or a
 * source map, is a 404 rather than a page). Other page requests get the app.
 */
const NOT_PAGE_PREFIXES = ['/api/', '/files/', '/docs', '/socket.io/', ASSETS_PREFIX];

export interface App {
  fastify: FastifyInstance;
  deps: Deps;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** An in-memory embedded database starts from this PGlite dump (tests: a migrated and seeded template). */
  startFrom?: Blob;
}

export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<App> {
  // The log exists once Fastify does, after the database has been migrated.
  let log: FastifyBaseLogger | undefined;
  const { db, kind } = openDatabase(config, {
    startFrom: options.startFrom,
    onConnectionLost: (error) =>
      log?.warn({ err: error }, 'a database connection ended; the pool opens another'),
  });
  let payoutKey: Buffer;
  try {
    // The payout key: a migration may seal numbers kept in clear with it, and the handlers seal with it.
    await migrateToLatest(db, { payoutKey: (tx) => loadPayoutKey(tx, config.payoutDataKey) });
    payoutKey = await openPayoutKey(db, config.payoutDataKey);
  } catch (error) {
    // A refused start lets the database go (an embedded one on disk may be opened again at once).
    await db.destroy();
    throw error;
  }
  const databaseFolder = embeddedDatabaseFolder(config);
  if (databaseFolder) ownerOnlyTree(databaseFolder);
  const key = await loadSigningKey(db, config.jwtSecret);
  const tokens = createTokenService(key);
  const sessions = createSessions(db);
  // Web Push's keys (issue 32): configured, or made once and kept in the database like the token key.
  const vapid = await loadVapidKeys(db, config.push, config.supportEmail);

  const fastify = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Tokens and passwords never reach the log.
      redact: ['req.headers.authorization', 'req.headers["x-token"]'],
      serializers: {
        req: (req: { method: string; url: string; ip?: string }) => ({
          method: req.method,
          url: withoutSecrets(req.url),
          remoteAddress: req.ip,
        }),
      },
    },
    logController: new OneLineRequestLog(),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    schemaController: sharedCompilers,
    // Only the proxies TRUST_PROXY names may tell the client's address; by default nobody can.
    trustProxy: trustedProxies(config.trustProxy),
    frameworkErrors: answerFrameworkError,
    // Requests Node's parser refuses (oversized request line or headers) answer the contract's Error shape too.
    clientErrorHandler: answerClientError,
  });
  log = fastify.log;
  // Pushes to the installed app go out after each commit, and the sweep of reservations about to expire runs with
  // the app; closing stops it and waits for the pushes on their way.
  const pushNotifier = createPushNotifier({ db, vapid, log: fastify.log });
  fastify.decorate('pushNotifier', pushNotifier);
  fastify.addHook('onReady', async () => pushNotifier.start());
  fastify.addHook('preClose', async () => pushNotifier.stop());

  const companyDomain = hostOf(config.marketplaceUrl);
  // One set of limiters for HTTP and the socket alike; in Redis when there is one, so processes share counts.
  const limits = await createLimits({
    limits: config.rateLimits,
    redisUrl: config.redisUrl,
    log: fastify.log,
  }).catch(async (error) => {
    await db.destroy();
    throw error;
  });
  let realtime: Realtime;
  try {
    realtime = await attachRealtime(fastify.server, {
      limits,
      db,
      tokens,
      sessions,
      log: fastify.log,
      redisUrl: config.redisUrl,
      allowedDomain: companyDomain,
      notify: pushNotifier,
    });
  } catch (error) {
    await limits.close();
    await db.destroy();
    throw error;
  }
  // Open websockets would keep the HTTP server from closing.
  fastify.addHook('preClose', async () => realtime.close());
  fastify.addHook('onClose', async () => limits.close());

  const deps: Deps = {
    config,
    db,
    dbKind: kind,
    payoutKey,
    tokens,
    sessions,
    captcha: createCaptchaService(config, db, key),
    limits,
    mailer: createMailer(config, db),
    storage: createDiskStorage(config.dataDir),
    realtime,
    companyDomain,
    notify: pushNotifier,
  };

  // Imported calendars are polled while the app runs; closing stops the poller (and its fetches) first.
  const feedPoller = createFeedPoller({ db, settings: config.calendarFeeds, log: fastify.log });
  fastify.decorate('feedPoller', feedPoller);
  fastify.addHook('onReady', async () => feedPoller.start());
  fastify.addHook('preClose', async () => feedPoller.stop());

  await fastify.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // reCAPTCHA, Google and Facebook sign-in load only when configured.
        scriptSrc: [
          "'self'",
          'https://www.google.com/recaptcha/',
          'https://www.gstatic.com/recaptcha/',
          'https://accounts.google.com/gsi/client',
          'https://connect.facebook.net',
        ],
        frameSrc: [
          "'self'",
          'https://www.google.com/recaptcha/',
          'https://accounts.google.com/',
          'https://www.facebook.com/',
        ],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // The captcha's proof-of-work runs in a worker script of the app's own (never a blob: or data: URL).
        workerSrc: ["'self'"],
        // The portal may run on plain http inside a LAN; the proxy in front adds TLS.
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only where the portal is reached over https: over plain http it means nothing, and a browser
    // that took it for localhost would refuse every other plain-http site there.
    strictTransportSecurity: config.publicUrl?.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
  });
  await fastify.register(multipart);
  // text/calendar (the iCal export), application/pdf (My QR's PDF), application/xml (the sitemap) and text/csv (the
  // reports' exports) are what the API answers, never a body it takes; the contract glue looks for a parser of every
  // media type the contract names.
  for (const answerOnly of ['text/calendar', 'application/pdf', 'application/xml', 'text/csv'])
    fastify.addContentTypeParser(answerOnly, (_request, _payload, done) =>
      done(new ApiError(415, 'unsupported_media_type', `The API takes no ${answerOnly} bodies`), undefined),
    );
  // Before any route is added: the plugin attaches itself to each route as it is registered.
  await installCompression(fastify);

  fastify.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      if (error instanceof TooManyRequests) reply.header('retry-after', String(error.retryAfter));
      return reply.code(error.status).send({
        status: error.status,
        code: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(error instanceof TooManyRequests ? { retry_after: error.retryAfter } : {}),
      });
    }
    if (error.validation) {
      const first = error.validation[0];
      const field = fieldOf(first?.instancePath, first?.params);
      const message =
        first?.keyword === 'required'
          ? `${field} is required`
          : field
            ? `${field} ${first?.message ?? 'is not valid'}`
            : (first?.message ?? 'Invalid request');
      return reply
        .code(400)
        .send({ status: 400, code: 'invalid_request', message, ...(field ? { field } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const known = GENERIC_ERRORS[status];
    const code = known?.code ?? (status < 500 ? 'bad_request' : 'server_error');
    const message = known?.message ?? (status < 500 ? error.message : 'Server connection problems');
    return reply.code(status).send({ status, code, message });
  });

  // A body only reaches a handler as the media type the contract declares, without NUL bytes or lone
  // surrogates in any of its strings (nor in the path or the query), and without infinite numbers.
  installBodyContract(fastify);
  installTextSafety(fastify);
  installFiniteNumbers(fastify);
  if (config.validateResponses) installResponseValidation(fastify);

  // Multipart bodies are read by their handlers (bytes and size checks), not by the JSON validator.
  fastify.addHook('onRoute', (route) => {
    const body = route.schema?.body as { content?: Record<string, unknown> } | undefined;
    if (body?.content?.['multipart/form-data'] && route.schema) delete route.schema.body;
  });

  // Who changed what for a company (issue 32): after each answer of a caller in a team.
  fastify.addHook('onResponse', activityRecorder(db));

  const specification = contractDocument();
  await fastify.register(openapiGlue, {
    specification,
    operationResolver: operationResolver(
      buildHandlerTable(deps),
      identifyCaller(deps),
      operationTagsOf(specification),
    ),
    securityHandlers: {
      // Who the caller is was settled by the operation's access check (server/http/access.ts), before validation.
      async bearerAuth(request: FastifyRequest) {
        if (!request.caller) throw unauthorized();
      },
    },
  });

  // The readable API reference of the contract.
  await fastify.register(swagger, {
    mode: 'static',
    specification: { document: contractDocument<SwaggerDocument>() },
  });
  await fastify.register(swaggerUi, { routePrefix: '/docs/api' });

  ownerOnlyFolder(config.dataDir);
  ownerOnlyFolder(deps.storage.root);
  await fastify.register(fastifyStatic, { root: deps.storage.root, prefix: '/files/', decorateReply: false });

  const pageFor = await serveBuiltApp(fastify, config.staticDir, (request) => linkOrigin(config, request));
  fastify.setNotFoundHandler((request, reply) => {
    // A browser opening a page (e.g. the mailed /users/verify-account link) gets the app; API calls get JSON.
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      (request.headers.accept ?? '').includes('text/html') &&
      !NOT_PAGE_PREFIXES.some((p) => request.url.startsWith(p));
    if (wantsPage && pageFor)
      return reply
        .type('text/html')
        .sendFile(pageFor(new URL(request.url, 'http://portal').pathname), config.staticDir);
    return reply.code(404).send({ status: 404, code: 'not_found', message: 'Sorry, page not found' });
  });

  return {
    fastify,
    deps,
    async close() {
      await fastify.close();
      await db.destroy();
    },
  };
}

/** Errors raised by the framework and its plugins, in the catalogue's words (SPEC §8). */
const GENERIC_ERRORS: Record<number, { code: string; message: string }> = {
  401: { code: 'unauthorized', message: 'Unauthorized' },
  404: { code: 'not_found', message: 'Sorry, page not found' },
  413: { code: 'too_large', message: 'The upload is too large' },
  415: { code: 'unsupported_media_type', message: 'The body is not of a type this call takes' },
  429: { code: 'too_many_requests', message: 'Too many attempts, try again later' },
  500: { code: 'server_error', message: 'Server connection problems' },
};

/** TRUST_PROXY in Fastify's terms: a hop count becomes "trust the nearest N hops". */
function trustedProxies(setting: ServerConfig['trustProxy']) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

function fieldOf(
  instancePath: string | undefined,
  params: Record<string, unknown> | undefined,
): string | undefined {
  const fromPath = instancePath?.split('/').filter(Boolean).join('.');
  if (fromPath) return fromPath;
  const missing = params?.missingProperty ?? params?.additionalProperty;
  return typeof missing === 'string' ? missing : undefined;
}

import { buildApp } from './app.ts';
import { productionProblems, readConfig } from './config.ts';
import { DEMO_ACCOUNTS, demoAccountsLeft, seedDemo } from './db/seed.ts';

// The database, its signing key and the uploads are the owner's alone.
process.umask(0o077);

const config = readConfig();
const problems = productionProblems(config);
if (problems.length > 0) {
  console.error(['The portal will not start in production:', ...problems.map((p) => `  - ${p}`)].join('\n'));
  process.exit(1);
}
const app = await buildApp(config);
if (config.production) {
  const left = await demoAccountsLeft(app.deps.db);
  if (left.length > 0) {
    console.error(
      [
        'The portal will not start in production: the database holds demo accounts with the published password',
        `(${left.join(', ')}). Delete them, or change their passwords, then start again.`,
      ].join('\n'),
    );
    await app.close();
    process.exit(1);
  }
}
if (config.seedDemo) await seedDemo(app.deps.db, app.deps.storage);
await app.fastify.listen({ port: config.port, host: config.host });

const url = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
const rule = '─'.repeat(72);
// Printed last, after everything the start itself logs: the first thing a person needs is here.
const lines = [
  '',
  rule,
  `  Provider portal: ${url}`,
  rule,
  `  database       ${app.deps.dbKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  `  API reference  ${url}/docs/api`,
  app.deps.mailer.kind === 'outbox'
    ? `  mail outbox    ${url}/dev/outbox (no SMTP_URL: mail stays here)`
    : '  mail           sent through SMTP_URL',
  `  request log    ${['info', 'debug', 'trace'].includes(app.fastify.log.level) ? 'on (one line per request)' : 'off (LOG_LEVEL=info shows one line per request)'}`,
  ...(config.seedDemo
    ? [
        '',
        '  Demo accounts (password for all: Demo1234)',
        ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(22)} ${a.label}`),
      ]
    : []),
  rule,
  '',
];
console.info(lines.join('\n'));

/** Stops the way an operator's signal asks: closes the server and the database, then exits. */
const stop = () => {
  void app.close().then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, stop);
// Started by another Node process with an IPC channel (a test's server, scripts/serverProcess.ts): when that
// process ends, even killed, the channel closes and the server stops with it instead of holding its port.
process.once('disconnect', stop);

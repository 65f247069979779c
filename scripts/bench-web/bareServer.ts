/**
 * The bare page's server for `npm run bench:web`, in a process of its own as the portal's server is, so the
 * benchmark's own work (Lighthouse parsing traces) never slows the bare page's answers and not the app's.
 * @fastify/static like server/app.ts, with `preCompressed`: the benchmark writes .br/.gz siblings only for the
 * kinds of file the portal's server answers compressed, and passes the portal's Cache-Control values, so both
 * pages reach the browser the same way. Stops with its parent (the IPC channel closes) or on SIGTERM.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const root = process.env.BARE_ROOT;
const port = Number(process.env.BARE_PORT);
if (!root || !port) throw new Error('BARE_ROOT and BARE_PORT are required');
const htmlCache = process.env.BARE_HTML_CACHE || 'public, max-age=0';
const assetCache = process.env.BARE_ASSET_CACHE || 'public, max-age=0';

const fastify = Fastify({ logger: false });
await fastify.register(fastifyStatic, {
  root,
  preCompressed: true,
  cacheControl: false,
  setHeaders(reply, filePath) {
    const served = filePath.replace(/\.(br|gz)$/, '');
    reply.header('cache-control', served.endsWith('.html') ? htmlCache : assetCache);
  },
});
await fastify.listen({ port, host: '127.0.0.1' });

const stop = () => void fastify.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('disconnect', stop);

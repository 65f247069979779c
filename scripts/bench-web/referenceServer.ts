/**
 * The server of one reference page of `npm run bench:web` (the bare React page or the stack's floor page), in a
 * process of its own as the portal's server is, so the benchmark's own work (Lighthouse parsing traces) never
 * slows the reference's answers and not the app's. @fastify/static like server/http/delivery.ts, with
 * `preCompressed`: the benchmark writes .br/.gz siblings only for the kinds of file the portal's server answers
 * compressed, and passes the portal's Cache-Control values, so every page reaches the browser the same way.
 * Stops with its parent (the IPC channel closes) or on SIGTERM.
 */
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const root = process.env.PAGE_ROOT;
const port = Number(process.env.PAGE_PORT);
if (!root || !port) throw new Error('PAGE_ROOT and PAGE_PORT are required');
const htmlCache = process.env.PAGE_HTML_CACHE || 'public, max-age=0';
const assetCache = process.env.PAGE_ASSET_CACHE || 'public, max-age=0';

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
// A page that is not a file gets index.html, as the portal's server answers its pages: the floor page's router
// draws its sign-in form at /login.
fastify.setNotFoundHandler((request, reply) => {
  const wantsPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html');
  if (wantsPage) return reply.type('text/html').sendFile('index.html');
  return reply.code(404).send();
});
await fastify.listen({ port, host: '127.0.0.1' });

const stop = () => void fastify.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('disconnect', stop);

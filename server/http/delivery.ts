import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadPageRenderer, SERVER_RENDERING_FOLDER } from './serverRendering.ts';

/** Where Vite puts the files whose names carry a hash of their content. */
export const ASSETS_PREFIX = '/assets/';

/** Answers below this many bytes go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses answers that are worth it (JSON above the threshold, text) for clients that ask, brotli first.
 * Registered before the routes, since it attaches itself to each route as it is added. Uploaded pictures and
 * videos are not compressible types and pass untouched; the built app's files come precompressed (the
 * static plugin sets their Content-Encoding, which this plugin leaves alone). Request bodies are never
 * decompressed: the contract takes none compressed, and a small gzip bomb would otherwise reach the parsers.
 * socket.io answers its own requests on the same port before Fastify sees them, so it is not touched either.
 */
export async function installCompression(fastify: FastifyInstance): Promise<void> {
  await fastify.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    globalDecompression: false,
  });
}

/**
 * How long a browser may keep a file of the built app without asking again: hashed assets forever (a new
 * build has new names), the HTML page never without revalidating (it names the current assets), anything
 * else of public/ an hour.
 */
export function cacheControlFor(relativePath: string): string {
  const file = relativePath.split(path.sep).join('/');
  if (`/${file}`.startsWith(ASSETS_PREFIX)) return 'public, max-age=31536000, immutable';
  if (/\.html(\.br|\.gz)?$/.test(file)) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * The built app's page for a path: the landing pages the build wrote (.vite/landing.json, vite.config.ts: their
 * HTML also names their own screen's code to preload), index.html for any other.
 */
export type PageFor = (pathname: string) => string;

function landingPages(staticDir: string): PageFor {
  const file = path.join(staticDir, '.vite', 'landing.json');
  const listed: Record<string, string> = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const pages = new Map(
    Object.entries(listed).filter(([, page]) => fs.existsSync(path.join(staticDir, page))),
  );
  return (pathname) => pages.get(pathname) ?? 'index.html';
}

/**
 * Serves the built app from `staticDir` when it holds an index.html; answers which page a path gets, or null
 * when there is no app. Each file found at start gets its route (`wildcard: false`), never its .br/.gz siblings
 * nor a source map nor the server's rendering module; a client that accepts brotli or gzip gets the sibling the
 * build made, with Content-Encoding and Vary set. `/` is the home page's, which may be a landing page of its own.
 * The public pages are rendered on the server (server/http/serverRendering.ts) into their page, whatever the
 * request accepts (a search engine's, a link preview's, `curl`'s).
 */
export async function serveBuiltApp(
  fastify: FastifyInstance,
  staticDir: string,
  originOf: (request: FastifyRequest) => string,
): Promise<PageFor | null> {
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) return null;
  const pageFor = landingPages(staticDir);
  const renderer = await loadPageRenderer(fastify, staticDir);
  const notServed = `${SERVER_RENDERING_FOLDER}/`;
  await fastify.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    wildcard: false,
    index: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz', '**/*.map', `${notServed}**`],
    // The build makes no source maps; one left in the folder is not served either.
    allowedPath: (pathName) => !pathName.endsWith('.map') && !pathName.startsWith(`/${notServed}`),
    // The header is this policy's alone (not `send`'s default `max-age=0`).
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(path.relative(staticDir, filePath)));
    },
  });
  const templates = new Map<string, string>();
  const templateOf = (page: string) => {
    let template = templates.get(page);
    if (template === undefined) {
      template = fs.readFileSync(path.join(staticDir, page), 'utf8');
      templates.set(page, template);
    }
    return template;
  };
  const paths = new Set(['/', ...(renderer?.paths ?? []).map((route) => route.replace(/\$(\w+)/g, ':$1'))]);
  for (const route of paths)
    fastify.get(route, async (request, reply) => {
      const page = pageFor(new URL(request.url, 'http://portal').pathname);
      const rendered = await renderer?.render(request, templateOf(page), originOf(request));
      if (!rendered) return reply.type('text/html').sendFile(page, staticDir);
      return reply
        .code(rendered.status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie')
        .send(rendered.html);
    });
  return pageFor;
}

/**
 * The reference pages of `npm run bench:web` (bare and floor) delivered as the portal's server delivers the app: ask
 * that server how it answers (compression, Cache-Control), then prepare each reference build to be answered the
 * same way by scripts/bench-web/referenceServer.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface Delivered {
  encoding: string | undefined;
  cache: string;
}

export interface Delivery {
  html: Delivered;
  js: Delivered;
  css: Delivered;
}

/** How the portal's server answers a browser asking for br/gzip: its page, its entry script and stylesheet. */
export async function probeDelivery(appUrl: string): Promise<Delivery> {
  const headers = { 'accept-encoding': 'br, gzip, deflate', accept: 'text/html,*/*' };
  const get = async (url: string): Promise<Delivered & { body: string }> => {
    const res = await fetch(url, { headers });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return {
      // fetch decodes the body; the header still tells how it travelled.
      encoding: res.headers.get('content-encoding') ?? undefined,
      cache: res.headers.get('cache-control') ?? 'public, max-age=0',
      body: await res.text(),
    };
  };
  const html = await get(`${appUrl}/login`);
  const script = html.body.match(/<script[^>]+src="([^"]+\.js)"/)?.[1];
  const style = html.body.match(/<link[^>]+href="([^"]+\.css)"/)?.[1];
  if (!script) throw new Error('The built index.html names no script');
  const js = await get(new URL(script, appUrl).href);
  const css = style ? await get(new URL(style, appUrl).href) : { encoding: undefined, cache: js.cache };
  return { html, js, css };
}

/**
 * Writes .br and .gz beside a reference page's files of each kind the portal's server sent compressed (at the
 * highest levels, as a build-time precompression does); the reference server's `preCompressed` then picks what
 * the browser accepts. Kinds the portal sends plain stay plain, so no page gets a transfer the others lack.
 */
export function precompressLike(dir: string, delivery: Delivery) {
  const compressed = new Set<string>(
    (
      [
        ['.html', delivery.html.encoding],
        ['.js', delivery.js.encoding],
        ['.css', delivery.css.encoding],
      ] as const
    )
      .filter(([, encoding]) => encoding)
      .map(([ext]) => ext),
  );
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressed.has(path.extname(entry.name))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = fs.readFileSync(file);
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: zlib.constants.Z_BEST_COMPRESSION }));
  }
}

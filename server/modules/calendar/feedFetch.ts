import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CalendarFeedSettings } from '../../config.ts';
import { type CheckedTarget, checkFeedTarget, FeedAddressError, parseFeedUrl } from './feedAddress.ts';

/**
 * Fetching one feed: bounded in time and size, redirects followed by hand (at most 3) so each target is checked
 * like the first, and every connection made to the address that was checked (the socket's lookup answers it), so
 * a DNS answer that changes between the check and the connection (rebinding) cannot point it elsewhere.
 */

const MAX_REDIRECTS = 3;

/** Why a fetch failed, in words safe to show the provider (no stack, no internal address). */
export class FeedFetchError extends Error {}

/** What the source's last answer said, sent back so an unchanged feed is not downloaded again. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchResult = { changed: false } | { changed: true; text: string; validators: Validators };

export async function fetchFeed(
  urlText: string,
  validators: Validators,
  settings: CalendarFeedSettings,
  shutdown?: AbortSignal,
): Promise<FetchResult> {
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  const signal = shutdown ? AbortSignal.any([shutdown, deadline]) : deadline;
  try {
    let url = parseFeedUrl(urlText);
    for (let hop = 0; ; hop++) {
      const target = await checkFeedTarget(url, settings.allowLoopback);
      const response = await request(target, validators, signal);
      const location = response.headers.location;
      if (isRedirect(response.statusCode) && location) {
        response.destroy();
        if (hop === MAX_REDIRECTS) throw new FeedFetchError('The source redirected more than 3 times');
        url = parseFeedUrl(new URL(location, url).toString());
        continue;
      }
      if (response.statusCode === 304) {
        response.destroy();
        return { changed: false };
      }
      if (response.statusCode !== 200) {
        response.destroy();
        throw new FeedFetchError(`The source answered HTTP ${response.statusCode}`);
      }
      const text = await readBody(response, settings.maxBytes);
      return {
        changed: true,
        text,
        validators: {
          etag: headerText(response.headers.etag),
          lastModified: headerText(response.headers['last-modified']),
        },
      };
    }
  } catch (error) {
    if (deadline.aborted) throw new FeedFetchError(`The source did not answer within ${seconds(settings)} s`);
    if (shutdown?.aborted) throw new FeedFetchError('The server stopped during the import');
    if (error instanceof FeedFetchError || error instanceof FeedAddressError) throw error;
    throw new FeedFetchError(networkFailure(error));
  }
}

const isRedirect = (status: number | undefined) =>
  status === 301 || status === 302 || status === 303 || status === 307 || status === 308;

const seconds = (settings: CalendarFeedSettings) => Math.round(settings.timeoutMs / 100) / 10;

const headerText = (value: string | string[] | undefined) =>
  typeof value === 'string' && value.length <= 200 ? value : null;

function request(
  target: CheckedTarget,
  validators: Validators,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  // The host name stays in the URL (Host header, TLS name check); only where the socket goes is fixed.
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      target.url,
      {
        lookup: pinned,
        // No pooled socket: each request connects to the address checked for it.
        agent: false,
        signal,
        headers: {
          accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
          'user-agent': 'provider-portal-calendar-sync',
          ...(validators.etag ? { 'if-none-match': validators.etag } : {}),
          ...(validators.lastModified ? { 'if-modified-since': validators.lastModified } : {}),
        },
      },
      resolve,
    );
    req.once('error', reject);
  });
}

/** The body as text, refused as soon as it passes the limit (announced or counted). */
async function readBody(response: IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () =>
    new FeedFetchError(`The feed is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function networkFailure(error: unknown): string {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'ECONNREFUSED') return 'The source refused the connection';
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'The source closed the connection';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The host was not found';
  if (code.startsWith('ERR_TLS') || code.includes('CERT') || code.startsWith('SELF_SIGNED'))
    return "The source's TLS certificate is not valid";
  if (code === 'HPE_HEADER_OVERFLOW' || code.startsWith('HPE_')) return 'The source did not answer in HTTP';
  return 'The source could not be reached';
}

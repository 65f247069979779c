import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A calendar source inside the test (never the internet): each path answers what the test put there, and every
 * request is counted with its headers, so a test can tell how often, and how, the server fetched a feed.
 */

export interface Route {
  status?: number;
  body?: string | (() => string);
  headers?: Record<string, string>;
  /** Wait this long before answering (a source that does not answer in time). */
  delayMs?: number;
  /** Send the body in pieces without Content-Length. */
  chunked?: boolean;
}

export interface FeedServer {
  origin: string;
  /** What `path` answers from now on. */
  serve(path: string, route: Route): void;
  /** The requests made to `path`, oldest first. */
  requests(path: string): http.IncomingHttpHeaders[];
  close(): Promise<void>;
}

export async function startFeedServer(): Promise<FeedServer> {
  const routes = new Map<string, Route>();
  const seen = new Map<string, http.IncomingHttpHeaders[]>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    seen.set(path, [...(seen.get(path) ?? []), req.headers]);
    const route = routes.get(path) ?? { status: 404, body: 'not found' };
    const answer = () => {
      if (res.destroyed) return;
      const body = typeof route.body === 'function' ? route.body() : (route.body ?? '');
      const headers = { 'content-type': 'text/calendar; charset=utf-8', ...route.headers };
      if (!route.chunked) {
        res.writeHead(route.status ?? 200, { ...headers, 'content-length': Buffer.byteLength(body) });
        res.end(body);
        return;
      }
      res.writeHead(route.status ?? 200, headers);
      const piece = 64 * 1024;
      for (let i = 0; i < body.length; i += piece) res.write(body.slice(i, i + piece));
      res.end();
    };
    if (route.delayMs) setTimeout(answer, route.delayMs).unref();
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (path, route) => routes.set(path, route),
    requests: (path) => seen.get(path) ?? [],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An all-day event as Airbnb and Booking.com write them: DTEND is the day after the last night. */
export interface AllDayEvent {
  uid: string;
  start: string;
  /** Exclusive, as in the feed. */
  end: string;
  summary: string;
  extra?: string[];
}

const compact = (day: string) => day.replaceAll('-', '');

export function icsOf(events: AllDayEvent[], prodid = '-//Airbnb Inc//Hosting Calendar 0.8.8//EN'): string {
  const lines = ['BEGIN:VCALENDAR', `PRODID:${prodid}`, 'CALSCALE:GREGORIAN', 'VERSION:2.0'];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      'DTSTAMP:20261124T120000Z',
      `DTSTART;VALUE=DATE:${compact(e.start)}`,
      `DTEND;VALUE=DATE:${compact(e.end)}`,
      `UID:${e.uid}`,
      `SUMMARY:${e.summary}`,
      ...(e.extra ?? []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}

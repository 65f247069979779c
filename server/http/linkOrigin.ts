import type { FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/**
 * Where a link the server writes points (the mails' verification, reset and e-mail-change links, the iCal export
 * URL): PUBLIC_URL when it is set, else the address the request came to — its Host, or the forwarded host and
 * protocol when TRUST_PROXY names the proxy that sets them (Fastify reads those only then). A portal opened at
 * http://192.168.1.20:3000 mails links to that address, not to localhost (issue 26).
 *
 * The Host is the caller's to choose, so a production server never relies on it: it refuses to start without
 * PUBLIC_URL (`productionProblems`), or a request with a forged Host would have a victim's reset link mailed to
 * the forger's site.
 */
export function linkOrigin(
  config: Pick<ServerConfig, 'publicUrl' | 'port'>,
  request: FastifyRequest,
): string {
  if (config.publicUrl) return config.publicUrl;
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash)
      throw new Error('not a host');
    return url.origin;
  } catch {
    return `http://localhost:${config.port}`;
  }
}

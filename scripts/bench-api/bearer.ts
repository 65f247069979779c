import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the portal's access tokens say (server/auth/tokens.ts): the user and their session version. */
export interface BearerClaims {
  sub: string;
  sv: number;
}

const ISSUER = 'provider-portal';

const partOf = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * The portal's bearer check done with node:crypto alone: an HS256 JWT signed with `secret`, issued by the portal,
 * not expired (nor used before its `nbf`). The same rules jose applies to it in server/auth/tokens.ts, at the
 * lowest cost there is, so the minimal route is a floor for that part of the work too. Answers the claims, or
 * null for anything else.
 */
export function bearerCheck(secret: string): (authorization: string | undefined) => BearerClaims | null {
  const key = Buffer.from(secret, 'utf8');
  return (authorization) => {
    if (!authorization?.startsWith('Bearer ')) return null;
    const parts = authorization.slice('Bearer '.length).split('.');
    if (parts.length !== 3) return null;
    const [head, body, signature] = parts as [string, string, string];
    // The algorithm is the server's choice, never the token's: anything but HS256 (`none` above all) is refused.
    if (partOf(head)?.alg !== 'HS256') return null;
    const expected = createHmac('sha256', key).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = partOf(body);
    if (!claims || claims.iss !== ISSUER) return null;
    const now = Math.floor(Date.now() / 1000);
    if (typeof claims.exp !== 'number' || claims.exp <= now) return null;
    if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || claims.nbf > now)) return null;
    if (typeof claims.sub !== 'string' || !Number.isInteger(claims.sv)) return null;
    return { sub: claims.sub, sv: claims.sv as number };
  };
}

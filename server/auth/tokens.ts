import { randomBytes, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/database.ts';

/** Who is calling, as the server knows it now (roles read from the database, see sessions.ts). */
export interface AccessClaims {
  sub: string;
  roles: number[];
}

/** What an access token says: the user and the session version it was signed in. */
export interface TokenClaims {
  sub: string;
  sv: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a token this server signed and that has not expired; whether its session lives is sessions.ts'. */
  verify(token: string): Promise<TokenClaims | null>;
  /** The raw key, for other signed artefacts (captcha challenges). */
  key: Uint8Array;
}

const ISSUER = 'provider-portal';
const ACCESS_TTL = '12h';

/**
 * The signing secret comes from JWT_SECRET, or is created once and kept in the database so that every
 * server process on the same database signs and verifies alike.
 */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const fresh = randomBytes(48).toString('base64url');
  await db
    .insertInto('app_secrets')
    .values({ name: 'jwt', value: fresh })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', 'jwt')
    .executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}

export function createTokenService(key: Uint8Array): TokenService {
  // Given raw bytes (or a KeyObject, which it exports back to bytes), jose imports the key into WebCrypto on every
  // call: 13 % of a product-list request's CPU. A CryptoKey is used as it is, so it is imported once (issue 28).
  const secret = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
    'verify',
  ]);
  return {
    key,
    sign: async (claims) =>
      new SignJWT({ sv: claims.sv })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(ACCESS_TTL)
        .sign(await secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, await secret, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || !Number.isInteger(payload.sv)) return null;
        return { sub: payload.sub, sv: payload.sv as number };
      } catch {
        return null;
      }
    },
  };
}

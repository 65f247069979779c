import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/database.ts';

export interface AccessClaims {
  sub: string;
  roles: number[];
}

export interface TokenService {
  sign(claims: AccessClaims): Promise<string>;
  verify(token: string): Promise<AccessClaims | null>;
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
  return {
    key,
    sign: (claims) =>
      new SignJWT({ roles: claims.roles })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(ACCESS_TTL)
        .sign(key),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string') return null;
        const roles = Array.isArray(payload.roles) ? payload.roles.filter((r) => typeof r === 'number') : [];
        return { sub: payload.sub, roles };
      } catch {
        return null;
      }
    },
  };
}

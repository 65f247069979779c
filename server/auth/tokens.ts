import { randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Db } from '../db/database.ts';

/** Who is calling, as the server knows it now (roles read from the database, see sessions.ts). */
export interface AccessClaims {
  /** Whose data the request reaches: the user, or the company a team member acts for (issue 32). */
  sub: string;
  roles: number[];
  /**
   * The person behind the request: a team member acting for the company `sub`, or `sub` itself. sessions.resolve
   * sets it for every caller (issue 32); absent (a caller built by hand) means the caller is `sub`. The access check
   * runs a personal operation (server/http/teamRoles.ts) with `sub` set to it: the member's own account.
   */
  actor?: string;
  /**
   * The caller's role in the company's team: the company account itself is its owner (a provider whose business
   * category is company, with or without members); null or absent outside a team, where no team check applies.
   */
  teamRole?: TeamRole | null;
}

/** A company's team roles (issue 32): the owner is the company account; managers do all but payouts and the team. */
export type TeamRole = 'owner' | 'manager' | 'staff';

/**
 * What an access token says: the user and the session version it was signed in. A team member's token is their own
 * (their id, their version): sessions.resolve maps it to the company they act for, so removing them from the team
 * ends it at once, and they keep one account whatever team they join.
 */
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
/** Twelve hours, in milliseconds. */
const ACCESS_TTL_MS = 12 * 60 * 60 * 1000;

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

/**
 * Access tokens are HS256 JWTs, signed and checked with fast-jwt (the Fastify ecosystem's JWT library, on node:crypto,
 * synchronous). jose, through WebCrypto's asynchronous HMAC, took 16 % of a product-list request's CPU (the profile
 * `npm run bench:api` prints; issue 28); jose still verifies the social sign-in's ID tokens (modules/auth/oauth.ts).
 */
export function createTokenService(key: Uint8Array): TokenService {
  const secret = Buffer.from(key);
  const signer = createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER, expiresIn: ACCESS_TTL_MS });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], allowedIss: ISSUER });
  return {
    key,
    sign: async (claims) => signer({ sub: claims.sub, sv: claims.sv }),
    async verify(token) {
      try {
        const payload = verifier(token) as { sub?: unknown; sv?: unknown };
        if (typeof payload.sub !== 'string' || !Number.isInteger(payload.sv)) return null;
        return { sub: payload.sub, sv: payload.sv as number };
      } catch {
        return null;
      }
    },
  };
}

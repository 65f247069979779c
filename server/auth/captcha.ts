import { createHmac } from 'node:crypto';
import { type ChallengeParameters, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import * as v from 'valibot';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../errors.ts';

/** An ALTCHA challenge as `GET /api/captcha` answers it: signed, and always expiring. */
export interface SignedChallenge {
  parameters: ChallengeParameters & { expiresAt: number };
  signature: string;
}

export interface CaptchaService {
  mode: 'builtin' | 'recaptcha';
  /** Built-in mode only: a signed ALTCHA proof-of-work challenge (PoW v2) for the widget to solve. */
  challenge(): Promise<SignedChallenge>;
  /** True when the value is a solved, unexpired, unused challenge (built-in) or reCAPTCHA accepts it. Single use. */
  verify(value: string, remoteIp?: string): Promise<boolean>;
}

/** PBKDF2-SHA-256 iterations of one try: enough that the work is hashing, not the browser's call overhead. */
const COST = 1_000;
const ALGORITHM = 'PBKDF2/SHA-256';
const TTL_SECONDS = 600;

/** What the widget posts: base64 of `{ challenge, solution }` (the signature covers every parameter). */
const Payload = v.object({
  challenge: v.object({
    parameters: v.looseObject({
      algorithm: v.literal(ALGORITHM),
      nonce: v.pipe(v.string(), v.regex(/^[0-9a-f]{1,64}$/)),
      salt: v.string(),
      cost: v.number(),
      keyLength: v.number(),
      keyPrefix: v.string(),
      expiresAt: v.number(),
    }),
    signature: v.string(),
  }),
  solution: v.object({ counter: v.number(), derivedKey: v.string() }),
});

function parsePayload(value: string) {
  try {
    const result = v.safeParse(Payload, JSON.parse(Buffer.from(value, 'base64').toString('utf8')));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}

export function createCaptchaService(config: ServerConfig, db: Db, key: Uint8Array): CaptchaService {
  if (config.recaptchaSecret) {
    const secret = config.recaptchaSecret;
    return {
      mode: 'recaptcha',
      challenge: () => Promise.reject(new Error('reCAPTCHA is configured')),
      async verify(value, remoteIp) {
        const body = new URLSearchParams({
          secret,
          response: value,
          ...(remoteIp ? { remoteip: remoteIp } : {}),
        });
        try {
          const res = await fetch('https://www.google.com/recaptcha/api/siteverify', {
            method: 'POST',
            body,
          });
          const json = (await res.json()) as { success?: boolean };
          return json.success === true;
        } catch {
          return false;
        }
      },
    };
  }

  // Secrets of their own, derived from the server's signing key: a captcha signature is never a token's.
  const derived = (purpose: string) => createHmac('sha256', key).update(purpose).digest('hex');
  const secrets = {
    hmacSignatureSecret: derived('altcha challenge'),
    hmacKeySignatureSecret: derived('altcha key'),
  };
  const maxCounter = config.captchaMaxCounter;

  return {
    mode: 'builtin',
    async challenge() {
      // Deterministic effort: the server knows the answer (its key is signed), so verifying is one HMAC.
      const { parameters, signature } = await createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(maxCounter, Math.ceil(maxCounter / 2)),
        deriveKey,
        expiresAt: new Date(Date.now() + TTL_SECONDS * 1000),
        ...secrets,
      });
      const { expiresAt } = parameters;
      if (expiresAt === undefined || signature === undefined) throw new Error('The challenge is not signed');
      return { parameters: { ...parameters, expiresAt }, signature };
    },
    async verify(value) {
      const payload = parsePayload(value);
      if (!payload) return false;
      try {
        const { verified } = await verifySolution({ ...payload, deriveKey, ...secrets });
        if (!verified) return false;
      } catch {
        return false;
      }
      const { nonce, expiresAt } = payload.challenge.parameters;
      const inserted = await db
        .insertInto('used_captchas')
        .values({ jti: `altcha:${nonce}`, expires_at: new Date(expiresAt * 1000) })
        .onConflict((oc) => oc.column('jti').doNothing())
        .returning('jti')
        .executeTakeFirst();
      return inserted !== undefined;
    },
  };
}

/**
 * The forms that check the captcha before anything else (a meeting request, a request to join, an influencer's
 * profile): a blank or failed one is 401 `captcha_failed` naming `captcha`, whatever else is wrong.
 */
export async function requireCaptcha(
  captcha: CaptchaService,
  value: string | undefined,
  ip: string,
): Promise<void> {
  const token = value?.trim();
  if (!token || !(await captcha.verify(token, ip)))
    throw new ApiError(401, 'captcha_failed', 'The captcha was not passed', 'captcha');
}

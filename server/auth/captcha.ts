import { randomInt, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';

export interface CaptchaService {
  mode: 'builtin' | 'recaptcha';
  /** Built-in mode only: a question and its signed token. */
  challenge(): Promise<{ token: string; question: string }>;
  /** True when the value answers a challenge (built-in) or reCAPTCHA accepts it. Single use. */
  verify(value: string, remoteIp?: string): Promise<boolean>;
}

const TTL_SECONDS = 600;

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

  return {
    mode: 'builtin',
    async challenge() {
      const a = randomInt(2, 10);
      const b = randomInt(2, 10);
      const token = await new SignJWT({ answer: a + b, purpose: 'captcha' })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(randomUUID())
        .setExpirationTime(`${TTL_SECONDS}s`)
        .sign(key);
      return { token, question: `${a} + ${b}` };
    },
    async verify(value) {
      const cut = value.lastIndexOf(':');
      if (cut < 0) return false;
      const token = value.slice(0, cut);
      const answer = Number(value.slice(cut + 1).trim());
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.purpose !== 'captcha' || payload.answer !== answer || !payload.jti || !payload.exp)
          return false;
        const inserted = await db
          .insertInto('used_captchas')
          .values({ jti: payload.jti, expires_at: new Date(payload.exp * 1000) })
          .onConflict((oc) => oc.column('jti').doNothing())
          .returning('jti')
          .executeTakeFirst();
        return inserted !== undefined;
      } catch {
        return false;
      }
    },
  };
}

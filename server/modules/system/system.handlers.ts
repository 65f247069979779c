import type { FastifyRequest } from 'fastify';
import { pingDatabase } from '../../db/database.ts';
import type { Deps } from '../../deps.ts';
import { ApiError, notFound, unauthorized } from '../../errors.ts';
import type { PartialHandlerTable } from '../../http/operations.ts';
import { latestOutboxMail } from '../../mail/outbox.ts';
import { isOperator } from '../products/productAccess.ts';

export function systemHandlers({ db, dbKind, config, captcha, mailer }: Deps) {
  return {
    async getHealth() {
      await pingDatabase(db);
      return { status: 'ok' as const, database: dbKind };
    },
    async getPublicConfig() {
      return {
        captcha:
          captcha.mode === 'recaptcha'
            ? {
                mode: 'recaptcha' as const,
                ...(config.recaptchaSiteKey ? { site_key: config.recaptchaSiteKey } : {}),
              }
            : { mode: 'builtin' as const },
        ...(config.googleClientId ? { google_client_id: config.googleClientId } : {}),
        ...(config.facebookAppId ? { facebook_app_id: config.facebookAppId } : {}),
        dev_outbox: mailer.kind === 'outbox',
        support_email: config.supportEmail,
        marketplace_url: config.marketplaceUrl,
        map_tile_url: config.mapTileUrl,
      };
    },
    async getCaptchaChallenge() {
      if (captcha.mode !== 'builtin') throw notFound('reCAPTCHA is configured');
      return captcha.challenge();
    },
    async listDevOutbox(request) {
      if (mailer.kind !== 'outbox') throw notFound('Mail goes through SMTP');
      // The outbox holds password-reset links: the operator reads it, and in development whoever sits at the
      // machine itself (the README's "open the link in the outbox"); nobody else.
      const operator = request.caller ? isOperator(request.caller) : false;
      const atTheMachine = !config.production && isAtTheMachine(request);
      if (!operator && !atTheMachine) {
        if (request.caller) throw new ApiError(403, 'forbidden', 'Only the operator reads the outbox');
        throw unauthorized();
      }
      const rows = await latestOutboxMail(db, 50);
      return rows.map((r) => ({
        id: r.id,
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        ...(r.link ? { link: r.link } : {}),
        created_at: new Date(r.created_at).toISOString(),
      }));
    },
  } satisfies PartialHandlerTable;
}

/**
 * The request came from a person at this machine: its address as the server resolves it (`request.ip`, which
 * follows X-Forwarded-For only through the proxies TRUST_PROXY names) is loopback, and so is every address its
 * forwarding headers name, trusted or not. Behind a proxy on the same host the socket is always loopback; a
 * request relayed for someone elsewhere names that someone in its headers, and is not at the machine.
 */
export function isAtTheMachine(request: FastifyRequest): boolean {
  return isLoopback(request.ip) && forwardedAddresses(request.headers).every(isLoopback);
}

/** Every client address named by X-Forwarded-For, X-Real-IP and Forwarded (`for=`), in any order. */
function forwardedAddresses(headers: FastifyRequest['headers']): string[] {
  const values = (name: string) => {
    const value = headers[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  };
  const addresses = [
    ...values('x-forwarded-for').flatMap((v) => v.split(',')),
    ...values('x-real-ip'),
    ...values('forwarded').flatMap((v) =>
      [...v.matchAll(/for\s*=\s*("?)\[?([^\]",;]*)/gi)].map((m) => m[2] ?? ''),
    ),
  ];
  return addresses.map((a) => a.trim());
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain.startsWith('127.');
}

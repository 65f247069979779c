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
      const atTheMachine = !config.production && isLoopback(request.socket.remoteAddress);
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

/** The request came from this machine itself (not through a proxy: the socket's own address). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || plain.startsWith('127.');
}

import { sql } from 'kysely';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../errors.ts';
import type { PartialHandlerTable } from '../../http/operations.ts';

export function systemHandlers({ db, dbKind, config, captcha, mailer }: Deps) {
  return {
    async getHealth() {
      await sql`select 1`.execute(db);
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
    async listDevOutbox() {
      if (mailer.kind !== 'outbox') throw notFound('Mail goes through SMTP');
      const rows = await db
        .selectFrom('outbox')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(50)
        .execute();
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

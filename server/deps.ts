import type { CaptchaService } from './auth/captcha.ts';
import type { Limits } from './auth/limits.ts';
import type { Sessions } from './auth/sessions.ts';
import type { TokenService } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Notify } from './modules/notifications/notify.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { FileStorage } from './storage/files.ts';

/** What handlers are built with: one instance per server process. */
export interface Deps {
  config: ServerConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  /** The AES-256 key of payout data at rest (payoutCrypto.ts), proven at start to open what is stored. */
  payoutKey: Buffer;
  tokens: TokenService;
  /** Who a token's caller is now, and ending a user's sessions. */
  sessions: Sessions;
  captcha: CaptchaService;
  /** The limits on guessing and flooding (server/auth/limits.ts), shared through Redis when configured. */
  limits: Limits;
  mailer: Mailer;
  storage: FileStorage;
  /** The socket.io side: what handlers push to people who have the portal open. */
  realtime: Realtime;
  /** The company's own domain (from the marketplace address): never masked in chat messages. */
  companyDomain: string | undefined;
  /** Web Push: what handlers tell people's installed apps (a new reservation, a new message), after the commit. */
  notify: Notify;
}

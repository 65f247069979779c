import type { CaptchaService } from './auth/captcha.ts';
import type { TokenService } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Realtime } from './realtime/realtime.ts';
import type { FileStorage } from './storage/files.ts';

/** What handlers are built with: one instance per server process. */
export interface Deps {
  config: ServerConfig;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  tokens: TokenService;
  captcha: CaptchaService;
  mailer: Mailer;
  storage: FileStorage;
  /** The socket.io side: what handlers push to people who have the portal open. */
  realtime: Realtime;
  /** The company's own domain (from the marketplace address): never masked in chat messages. */
  companyDomain: string | undefined;
}

import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config.ts';
import type { Db } from '../db/database.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The link the mail is about (verification, reset), shown first in the dev outbox. */
  link?: string;
}

export interface Mailer {
  /** 'outbox' keeps mail in the database for the development outbox page. */
  kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

export function createMailer(config: ServerConfig, db: Db): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
      },
    };
  }
  return {
    kind: 'outbox',
    async send(mail) {
      await db
        .insertInto('outbox')
        .values({
          id: randomUUID(),
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          link: mail.link ?? null,
        })
        .execute();
    },
  };
}

import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema/ops';
import type { Logger } from '../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the mail is about, printed on the console line when no SMTP server is set. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

/**
 * Sends over SMTP when SMTP_URL is set. Otherwise each mail becomes one console line with its
 * link and a row in the local outbox, so that development needs no mail server.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  db: Db;
  logger: Logger;
}): Mailer {
  const { smtpUrl, from, db, logger } = options;
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        logger.info(
          { to: message.to, subject: message.subject, messageId: info.messageId },
          'mail sent',
        );
      },
    };
  }
  return {
    mode: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values({
        id: randomUUID(),
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      logger.info(
        { to: message.to, subject: message.subject, link: message.link },
        `mail to ${message.to}: ${message.subject}${message.link ? ` ${message.link}` : ''}`,
      );
    },
  };
}

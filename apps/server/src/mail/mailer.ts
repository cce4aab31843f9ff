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
  /**
   * The Message-ID, angle brackets included. Notification mails fix it when they are queued, so a
   * resend after a crash carries the same one and the receiving side can drop the copy.
   */
  messageId?: string;
  /** Extra header lines, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  readonly mode: 'smtp' | 'outbox';
}

/** nodemailer reads a URL's query as options (and ignores the others when given a URL). */
function pooledUrl(smtpUrl: string, connections: number): string {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(connections));
  url.searchParams.set('maxMessages', 'Infinity');
  return url.toString();
}

/** The mail's own link first, then every other address in its text, each once. */
export function linksIn(message: Pick<MailMessage, 'text' | 'link'>): string[] {
  // A sentence's full stop or comma after an address is not part of it.
  const found = (message.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []).map((link) =>
    link.replace(/[.,;:!?]+$/, ''),
  );
  return [...new Set([...(message.link ? [message.link] : []), ...found])];
}

/**
 * An address no mail can reach: a domain under `.invalid` (RFC 2606), which the tool gives a player
 * whose learning platform shares no address (features/lti/lti-people.ts). Sending to it would only
 * fail and be retried.
 */
export function isUndeliverable(to: string): boolean {
  return /\.invalid$/i.test(to.trim());
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
  /**
   * Keep up to this many SMTP connections open and reuse them (nodemailer's pool), for a sender
   * of many mails; unset, each mail opens its own connection as before.
   */
  poolConnections?: number;
  /**
   * Log each mail sent over SMTP at debug instead of info (a bulk sender logs its own summary).
   * Without SMTP every mail is printed at info whatever this says: the console is the inbox.
   */
  quiet?: boolean;
}): Mailer & { close(): void } {
  const { smtpUrl, from, db, logger } = options;
  const log = options.quiet ? logger.debug.bind(logger) : logger.info.bind(logger);
  if (smtpUrl) {
    const transport = options.poolConnections
      ? nodemailer.createTransport(pooledUrl(smtpUrl, options.poolConnections))
      : nodemailer.createTransport(smtpUrl);
    return {
      mode: 'smtp',
      async send(message) {
        if (isUndeliverable(message.to)) {
          logger.debug({ to: message.to, subject: message.subject }, 'mail not sent: no mailbox');
          return;
        }
        const info = await transport.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          ...(message.messageId ? { messageId: message.messageId } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
        log({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent');
      },
      close() {
        transport.close();
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
      // The console is the inbox in development: every mail at info, notification mails too,
      // with its text and every link in it (README "Quick start").
      const links = linksIn(message);
      logger.info(
        {
          to: message.to,
          subject: message.subject,
          links,
          text: message.text,
          messageId: message.messageId,
        },
        `mail to ${message.to}: ${message.subject}${links.length > 0 ? ` ${links.join(' ')}` : ''}`,
      );
    },
    close() {},
  };
}

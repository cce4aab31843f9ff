/**
 * A real SMTP server on a free local port, for the notification tests and the mail bench: it
 * keeps what it accepted. A mail counts as delivered only once the server answered 250 to its
 * DATA, as with any SMTP server; `decide` can refuse a mail (a temporary SMTP error) or hold it
 * unanswered (the crash test kills the sender while the server holds a mail).
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  messageId: string;
  subject: string;
  listUnsubscribe: string;
  listUnsubscribePost: string;
  /** Decoded bodies, when the capture parses (parse: true). */
  text: string;
  html: string;
}

export type Decision = 'accept' | 'refuse' | 'hold';

function headerOf(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1]?.replace(/\r\n[ \t]+/g, ' ').trim() ?? '';
}

export async function startSmtpCapture(
  options: {
    /** Decode bodies with mailparser (slower; the bench reads headers only). */
    parse?: boolean;
    /** Called with each mail before it is answered; `seen` counts mails received so far. */
    decide?: (mail: CapturedMail, seen: number) => Decision;
  } = {},
) {
  const accepted: CapturedMail[] = [];
  let seen = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    maxClients: 64,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void (async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
          const mail: CapturedMail = {
            to: (session.envelope.rcptTo[0]?.address ?? '').toLowerCase(),
            messageId: headerOf(head, 'Message-ID'),
            subject: headerOf(head, 'Subject'),
            listUnsubscribe: headerOf(head, 'List-Unsubscribe'),
            listUnsubscribePost: headerOf(head, 'List-Unsubscribe-Post'),
            text: '',
            html: '',
          };
          if (options.parse) {
            const parsed = await simpleParser(raw);
            mail.subject = parsed.subject ?? mail.subject;
            mail.text = parsed.text ?? '';
            mail.html = typeof parsed.html === 'string' ? parsed.html : '';
          }
          seen += 1;
          const decision = options.decide?.(mail, seen) ?? 'accept';
          if (decision === 'hold') return;
          if (decision === 'refuse') {
            const error = new Error('Try again later') as Error & { responseCode: number };
            error.responseCode = 451;
            callback(error);
            return;
          }
          accepted.push(mail);
          callback();
        })().catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    get seen() {
      return seen;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

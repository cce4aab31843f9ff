/**
 * A real SMTP server for the browser journeys: the app sends its mail here over SMTP
 * (SMTP_URL=smtp://127.0.0.1:2525), and the tests read what arrived over a small HTTP API.
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_PORT = Number(process.env.MAIL_CAPTURE_SMTP_PORT ?? 2525);
export const HTTP_PORT = Number(process.env.MAIL_CAPTURE_HTTP_PORT ?? 2526);

interface Captured {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every header by its lower-case name, folded lines unfolded (List-Unsubscribe and the like). */
  headers: Record<string, string>;
  receivedAt: string;
}

const inbox: Captured[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
          a.value.map((v) => (v.address ?? '').toLowerCase()),
        );
        inbox.push({
          to,
          from: mail.from?.text ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          headers: Object.fromEntries(
            mail.headerLines.map(({ key, line }) => [
              key,
              line
                .slice(line.indexOf(':') + 1)
                .replace(/\r?\n[ \t]+/g, ' ')
                .trim(),
            ]),
          ),
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${HTTP_PORT}`);
  if (url.pathname === '/health') {
    res.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = to ? inbox.filter((m) => m.to.includes(to)) : inbox;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(messages));
    return;
  }
  res.statusCode = 404;
  res.end('not found');
}).listen(HTTP_PORT, '127.0.0.1');

console.log(`mail capture: SMTP on ${SMTP_PORT}, HTTP on ${HTTP_PORT}`);

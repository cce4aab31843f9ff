import type { MailMessage } from '../../mail/mailer';
import type { NotificationKind } from '../preferences/preferences-service';
import { NOTIFICATION_TEXT as T } from './notification-text';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MailLinks {
  /** The page the mail is about (the report, the shop, the drills). */
  action: string;
  settings: string;
  /** The one-click unsubscribe address, also the link in the body. */
  unsubscribe: string;
}

/**
 * A notification mail: text and HTML with the same lines, the link it is about, a link to
 * Settings and the unsubscribe link; List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) so
 * mail programs offer their own one-click button.
 */
export function notificationMail(input: {
  to: string;
  name: string;
  kind: NotificationKind;
  subject: string;
  lines: string[];
  actionLabel: string;
  links: MailLinks;
  messageId: string;
}): MailMessage {
  const { links } = input;
  const lines = [T.greeting(input.name), ...input.lines];
  // The season's end is on until turned off; the others only once turned on.
  const why =
    input.kind === 'season-end'
      ? T.footer.whyOptOut(T.kindNames[input.kind])
      : T.footer.why(T.kindNames[input.kind]);
  const text = [
    ...lines,
    `${input.actionLabel}: ${links.action}`,
    `${why}\n${T.footer.settings}: ${links.settings}\n${T.footer.unsubscribe}: ${links.unsubscribe}`,
  ].join('\n\n');
  const body = lines.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:24px;background:#0b1220;color:#e6edf7;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#121a2b;border-radius:10px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(input.subject)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(links.action)}" style="background:#22d3ee;color:#0b1220;padding:12px 18px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(input.actionLabel)}</a></p>
<p style="margin:0;color:#9fb0c8;font-size:13px">${escapeHtml(why)}</p>
<p style="margin:8px 0 0;font-size:13px"><a href="${escapeHtml(links.settings)}" style="color:#9fb0c8">${escapeHtml(T.footer.settings)}</a> · <a href="${escapeHtml(links.unsubscribe)}" style="color:#9fb0c8">${escapeHtml(T.footer.unsubscribe)}</a></p>
</div></body></html>`;
  return {
    to: input.to,
    subject: input.subject,
    text: `${text}\n`,
    html,
    link: links.action,
    messageId: input.messageId,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

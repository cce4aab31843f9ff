import type { MailMessage } from './mailer';

const PRODUCT = 'Fantasy Fraud League';

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#0b1220;color:#e6edf7;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif">
<div style="max-width:520px;margin:0 auto;background:#121a2b;border-radius:10px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#22d3ee;color:#0b1220;padding:12px 18px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>
<p style="margin:0;color:#9fb0c8;font-size:13px">${escapeHtml(footer)}</p>
<p style="margin:8px 0 0;color:#9fb0c8;font-size:13px;word-break:break-all">${escapeHtml(action.url)}</p>
</div></body></html>`;
}

function greeting(name: string): string {
  return name.trim() ? `Hello ${name.trim()},` : 'Hello,';
}

export function verificationMail(to: string, name: string, url: string): MailMessage {
  const title = `Verify your email for ${PRODUCT}`;
  const lines = [
    greeting(name),
    `Please confirm that ${to} is your address, so that your bank can open for business.`,
    'The link works for one hour.',
  ];
  const footer =
    'If you did not sign up, you can ignore this mail. If the button does not work, open this link:';
  return {
    to,
    subject: title,
    text: `${lines.join('\n\n')}\n\nVerify your email: ${url}\n\nIf you did not sign up, you can ignore this mail.\n`,
    html: layout(title, lines, { label: 'Verify my email', url }, footer),
    link: url,
  };
}

export function resetPasswordMail(to: string, name: string, url: string): MailMessage {
  const title = `Reset your ${PRODUCT} password`;
  const lines = [
    greeting(name),
    'Someone asked to reset the password of your account. If it was you, choose a new password with the link below.',
    'The link works for one hour and only once.',
  ];
  const footer =
    'If you did not ask for this, ignore this mail: your password stays as it is. Link:';
  return {
    to,
    subject: title,
    text: `${lines.join('\n\n')}\n\nChoose a new password: ${url}\n\nIf you did not ask for this, ignore this mail.\n`,
    html: layout(title, lines, { label: 'Choose a new password', url }, footer),
    link: url,
  };
}

/**
 * A roster's invitation (features/enrolment): the person signs up with this address, and once it
 * is verified they are in their cohort, whichever way they signed up.
 */
export function cohortInvitationMail(
  to: string,
  name: string,
  cohort: string | null,
  url: string,
): MailMessage {
  const title = cohort
    ? `You are invited to ${cohort} on ${PRODUCT}`
    : `You are invited to ${PRODUCT}`;
  const lines = [
    greeting(name),
    `${PRODUCT} is a game about how fraud works and how banks defend against it. You run a bank, buy real defenses and learn to spot scams before they cost you.`,
    cohort
      ? `Your organisation has enrolled ${to} in ${cohort}. Sign up with this address: once you have verified it, you are in ${cohort}, with its own table on the leaderboard.`
      : `Your organisation has enrolled ${to}. Sign up with this address to take part.`,
  ];
  const footer =
    'If you were not expecting this, you can ignore this mail: nothing happens until you sign up. Link:';
  return {
    to,
    subject: title,
    text: `${lines.join('\n\n')}\n\nSign up: ${url}\n\nIf you were not expecting this, you can ignore this mail.\n`,
    html: layout(title, lines, { label: 'Sign up', url }, footer),
    link: url,
  };
}

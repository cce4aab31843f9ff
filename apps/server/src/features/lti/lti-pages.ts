import { FRAUDS } from '@ffl/engine/catalogue';
import { FAMILY_IDS, FAMILY_NAMES, FRAUD_IDS, FRAUD_NAMES } from '@ffl/engine/ids';
import { escapeHtml, plainPage } from '../../http/plain-page';
import type { AppError } from '../../lib/app-error';

/**
 * The LTI pages: refusals, the deep-linking picker, the form that carries a message back to the
 * platform, and the end of a dynamic registration. Server-rendered in the app's plain look; the
 * two small scripts are files of ours (`/lti/*.js`), since the CSP allows no inline script.
 */

/** A refusal as a page with the error's status (4xx, or 503 when the platform is away). */
export function refusalPage(styles: readonly string[], error: AppError) {
  const title =
    error.status === 503 ? 'The learning platform did not answer' : 'This launch was refused';
  return {
    status: error.status,
    html: plainPage(
      styles,
      title,
      `<p role="alert">${escapeHtml(error.message)}</p><p>Go back to your course and open the activity again. If it keeps happening, show this page to the course's administrator.</p>`,
    ),
  };
}

/** What a teacher can place in a course: each family, or this season's league table. */
export const PLACEABLE = [
  ...FAMILY_IDS.map((family) => ({
    value: `family:${family}`,
    title: `${FAMILY_NAMES[family]}: the family`,
    text: `Read, pass the quiz and try the drills of every ${FAMILY_NAMES[family].toLowerCase()} fraud: ${FRAUD_IDS.filter(
      (id) => FRAUDS[id].family === family,
    )
      .map((id) => FRAUD_NAMES[id])
      .join(', ')}.`,
  })),
  {
    value: 'league',
    title: "This season's league",
    text: "The season's league table, where the class plays against everyone else.",
  },
] as const;

export function pickerPage(styles: readonly string[], token: string): string {
  const options = PLACEABLE.map(
    (item, index) =>
      `<p><input type="radio" name="item" id="item-${index}" value="${escapeHtml(item.value)}"${index === 0 ? ' checked' : ''} aria-describedby="item-${index}-text"> <label for="item-${index}">${escapeHtml(item.title)}</label><br><span id="item-${index}-text">${escapeHtml(item.text)}</span></p>`,
  ).join('');
  return plainPage(
    styles,
    'Place Fantasy Fraud League in your course',
    `<form method="post" action="/lti/deep-link"><input type="hidden" name="token" value="${escapeHtml(token)}"><fieldset><legend>What should your course link to?</legend>${options}</fieldset><p>A family becomes assigned training for the course, with a gradebook column: each learner's score is the share of the family done, 100 once complete.</p><button type="submit">Place it in the course</button></form>`,
  );
}

/** A form the browser posts to another site (the platform): by a script, or by the button. */
export function autoPostPage(
  styles: readonly string[],
  title: string,
  action: string,
  fields: Record<string, string>,
): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return plainPage(
    styles,
    title,
    `<form method="post" action="${escapeHtml(action)}" data-auto-submit>${inputs}<p>Taking you back to your course…</p><button type="submit">Continue</button></form><script src="/lti/auto-submit.js" defer></script>`,
  );
}

/** The script of autoPostPage. */
export const AUTO_SUBMIT_JS = `document.querySelector('form[data-auto-submit]')?.submit();\n`;

export function registrationPage(
  styles: readonly string[],
  title: string,
  message: string,
  done: boolean,
): string {
  return plainPage(
    styles,
    title,
    `<p role="status">${escapeHtml(message)}</p>${done ? '<script src="/lti/registration-done.js" defer></script>' : ''}`,
  );
}

/** LTI Dynamic Registration 1.0, 3.6: the tool tells the platform's window it has finished. */
export const REGISTRATION_DONE_JS = `(window.opener || window.parent).postMessage({ subject: 'org.imsglobal.lti.close' }, '*');\n`;

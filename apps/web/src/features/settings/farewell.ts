/**
 * A notice that outlives the page that raised it: after "sign out everywhere" or deleting the
 * account the app leaves the signed-in pages at once, and the next page (the sign-in page or the
 * splash, which know nothing of settings) should still say what happened. It sits on the body,
 * outside React, until closed or until a minute has passed: at the top, in the flow of the page,
 * so that it pushes the page down instead of covering any of it (the splash's SIGN UP link on a
 * phone, the sign-in form).
 */
import { settingsText as t } from './settings-text';

const NOTICE_ID = 'settings-farewell';
const NOTICE_MS = 60_000;

export function showFarewell(text: string): void {
  document.getElementById(NOTICE_ID)?.remove();
  const notice = document.createElement('div');
  notice.id = NOTICE_ID;
  notice.className = 'settings-farewell';
  const message = document.createElement('p');
  message.setAttribute('role', 'status');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'btn btn-secondary';
  close.textContent = t.closeNotice;
  close.addEventListener('click', () => notice.remove());
  notice.append(message, close);
  document.body.prepend(notice);
  // Filled after insertion, so that screen readers announce the change of an existing region.
  requestAnimationFrame(() => {
    message.textContent = text;
  });
  setTimeout(() => notice.remove(), NOTICE_MS);
}

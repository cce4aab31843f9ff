/** Pure rules of the league screens: invite codes and links, names, and error wording. */
import { ApiError } from '../../lib/api';
import { gameMessageFor } from '../../lib/error-messages';
import { NAME_MAX, nameRuleProblem, normaliseName } from '../../lib/names';
import { leaguesText as t } from './leagues-text';

/** As the server: 1 to 40 characters (the one rule for names), 8-character codes. */
export const LEAGUE_NAME_MAX = NAME_MAX.league;
export const INVITE_CODE_LENGTH = 8;

const CODE = new RegExp(`^[A-Za-z0-9]{${INVITE_CODE_LENGTH}}$`);
const LINK = new RegExp(`/join/([A-Za-z0-9]{${INVITE_CODE_LENGTH}})(?:[/?#]|$)`);

export function isInviteCode(value: string): boolean {
  return CODE.test(value);
}

/**
 * The invite code in what a player typed or pasted: the code itself (any case, spaces around it
 * ignored) or a whole join link. Null when there is none.
 */
export function parseInviteInput(input: string): string | null {
  const text = input.trim();
  if (CODE.test(text)) return text.toUpperCase();
  const match = LINK.exec(text);
  return match?.[1] ? match[1].toUpperCase() : null;
}

const JOIN_PATH = new RegExp(`^/join/([A-Za-z0-9]{${INVITE_CODE_LENGTH}})$`);

/**
 * The invite code of the page a sign-in page will return to (its `?redirect=`), when that page
 * is an invite link; null otherwise.
 */
export function inviteCodeOf(returnTo: string | undefined): string | null {
  const match = returnTo ? JOIN_PATH.exec(returnTo) : null;
  return match?.[1] ? match[1].toUpperCase() : null;
}

/** The join link to share: `https://host/join/K7MPQ2XH`. */
export function inviteUrl(origin: string, joinPath: string): string {
  return `${origin.replace(/\/$/, '')}${joinPath}`;
}

/** Null when the name is fine; otherwise why not, in words for the form. */
export function checkLeagueName(name: string): string | null {
  if (normaliseName(name) === '') return t.nameEmpty;
  return nameRuleProblem('league', name);
}

/**
 * The server's words for a refused league action. Request validation names the field first
 * ("name: …"), which reads oddly in a form that already labels it, so that prefix goes.
 */
export function leagueErrorMessage(error: unknown): string {
  const message = gameMessageFor(error);
  if (error instanceof ApiError && error.code === 'invalid-argument') {
    return message.replace(/^[A-Za-z.]+: /, '');
  }
  return message;
}

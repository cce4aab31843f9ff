/**
 * The checks a settings form makes before it asks the server. The server checks again (and is
 * the only judge of password strength): these only catch what needs no server to explain.
 */
import { ApiError } from '../../lib/api';
import {
  CATALOGUE_ERRORS,
  gameMessageFor,
  messageFor,
  withServerHint,
  wordsFor,
} from '../../lib/error-messages';
import type { FieldCheck } from '../../lib/form-check';
import { type NameKind, nameRuleProblem, normaliseName } from '../../lib/names';
import { groupTimeZones } from '../../lib/time-zone';
import { settingsText as t } from './settings-text';

/** Why a name cannot be saved as typed (the one rule for names), or null when it can. */
export function checkName(
  kind: NameKind,
  typed: string,
  current: string,
  words: { empty: string; unchanged: string },
): string | null {
  const name = normaliseName(typed);
  if (!name) return words.empty;
  const broken = nameRuleProblem(kind, name);
  if (broken) return broken;
  if (name === normaliseName(current)) return words.unchanged;
  return null;
}

export interface PasswordChange {
  current: string;
  next: string;
  confirm: string;
}

/**
 * The password form's checks, field by field in the page's order (lib/form-check.ts). How strong
 * the new password is, the server alone judges.
 */
export function passwordChangeChecks(
  ids: PasswordChange,
  { current, next, confirm }: PasswordChange,
): FieldCheck[] {
  return [
    [ids.current, current ? null : t.passwordMissingCurrent],
    [ids.next, next === current ? t.passwordSame : null],
    [ids.confirm, next === confirm ? null : t.passwordMismatch],
  ];
}

/**
 * The form's words for a weak or wrong password (a weak one's followed by the server's hint of
 * why) and the catalogue's shared rows; the server's words for the rest.
 */
export function passwordMessageFor(error: unknown): string {
  if (error instanceof ApiError && error.code === 'weak-password') {
    return withServerHint(t.errors['weak-password'], error);
  }
  if (wordsFor(error, t.errors) ?? wordsFor(error, CATALOGUE_ERRORS)) {
    return messageFor(error, t.errors);
  }
  return gameMessageFor(error);
}

/** Whether the typed confirmation matches the account's address (as the server compares it). */
export function emailMatches(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.trim().toLowerCase() && typed.trim() !== '';
}

/** "Google", "Google and e-mail": how an account without a password signs in. */
export function describeSignInMethods(methods: readonly string[]): string {
  const names = methods.map((method) => (method === 'google' ? t.googleMethod : method));
  return names.length ? names.join(' and ') : t.googleMethod;
}

/** The wave reminder's "hours before": a whole number from 1 to 24, as the server takes it. */
export function hoursBeforeProblem(typed: string): string | null {
  const text = typed.trim();
  if (!/^\d{1,2}$/.test(text)) return t.hoursBeforeProblem;
  const hours = Number(text);
  return hours >= 1 && hours <= 24 ? null : t.hoursBeforeProblem;
}

/** Why a time zone cannot be saved as chosen (unknown, or already the player's), or null. */
export function timeZoneProblem(
  chosen: string,
  current: string | null,
  isKnown: (zone: string) => boolean,
): string | null {
  if (!chosen || !isKnown(chosen)) return t.timeZoneUnknown;
  if (chosen === current) return t.timeZoneUnchanged(chosen);
  return null;
}

/** What the player will be e-mailed, in words, for the line after a save. */
export function notificationsSummary(preferences: {
  waveSoon: { on: boolean; hoursBefore: number };
  waveResults: { on: boolean };
  reminders: { on: boolean };
  /** On until turned off; absent in an answer that does not know it. */
  seasonEnd?: { on: boolean };
}): string {
  const on: string[] = [];
  if (preferences.waveSoon.on) on.push(t.waveSoonOn(preferences.waveSoon.hoursBefore));
  if (preferences.waveResults.on) on.push(t.waveResultsOn);
  if (preferences.reminders.on) on.push(t.remindersOn);
  if (preferences.seasonEnd?.on) on.push(t.seasonEndOn);
  return t.notificationsSaved(on);
}

/**
 * The zone to show selected after the search changes: the chosen one while it matches (or the
 * search is empty, or nothing matches), else the first match, so that "1 time zone matches." is
 * the zone the list shows and Save saves.
 */
export function zoneAfterSearch(zones: readonly string[], search: string, chosen: string): string {
  if (search.trim() === '') return chosen;
  const found = groupTimeZones(zones, search).flatMap((group) => group.zones);
  if (found.length === 0 || found.some(({ zone }) => zone === chosen)) return chosen;
  return found[0]?.zone ?? chosen;
}

/** The wave form's state and rules, kept pure so they are tested apart from the screen. */

import {
  checkCustomWave,
  FORECAST_FAMILIES,
  listForecastableFamilies,
} from '@ffl/engine/draw-wave';
import type { Difficulty } from '@ffl/engine/economy';
import { FAMILY_IDS, type FamilyId, type FraudId } from '@ffl/engine/ids';
import { fromZonedInputValue } from '../../lib/date-format';
import { ADMIN_TEXT } from './admin-text';

const P = ADMIN_TEXT.problems;

export const DIFFICULTY_CHOICES = ['random', 'easy', 'medium', 'hard', 'custom'] as const;

/** When the wave hits: now, in N minutes of server time, at a date and time, or (editing) unchanged. */
export type When = 'now' | 'in' | 'at' | 'keep';

export interface WaveForm {
  difficulty: Difficulty;
  fraudIds: FraudId[];
  forecast: FamilyId[];
  when: When;
  inMinutes: string;
  /** An `<input type="datetime-local">` value. */
  at: string;
}

export interface WaveDraftBody {
  difficulty: Difficulty;
  fraudIds?: FraudId[];
  forecast?: FamilyId[];
}

/** A year, as the server allows. */
const MAX_MINUTES_AHEAD = 365 * 1440;

/** Families a forecast may elevate: any for a custom wave, else those the difficulty can draw. */
export function forecastChoices(difficulty: Difficulty): readonly FamilyId[] {
  return difficulty === 'custom' ? FAMILY_IDS : listForecastableFamilies(difficulty);
}

/** Keeps only the forecast families the new difficulty allows. */
export function withDifficulty(form: WaveForm, difficulty: Difficulty): WaveForm {
  const allowed = forecastChoices(difficulty);
  return { ...form, difficulty, forecast: form.forecast.filter((f) => allowed.includes(f)) };
}

/** Adds or removes a family; one past the forecast's most replaces nothing and is refused by draftProblem. */
export function toggle<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item];
}

/** What is wrong with the wave itself (not its time), in words, or null. */
export function draftProblem(form: WaveForm): string | null {
  if (form.difficulty === 'custom') {
    const problem = checkCustomWave(form.fraudIds);
    if (problem === 'too-few') return P.tooFew;
    if (problem === 'too-many') return P.tooMany;
    if (problem) return P.duplicate;
  }
  if (form.forecast.length > FORECAST_FAMILIES.max) return P.forecastSize;
  const allowed = forecastChoices(form.difficulty);
  if (form.forecast.some((family) => !allowed.includes(family))) {
    return P.forecastFamily(form.difficulty);
  }
  return null;
}

/** The request body of the draft: picks only for a custom wave, the forecast only when given. */
export function toDraftBody(form: WaveForm): WaveDraftBody {
  const forecast = FAMILY_IDS.filter((family) => form.forecast.includes(family));
  return {
    difficulty: form.difficulty,
    ...(form.difficulty === 'custom' ? { fraudIds: [...form.fraudIds] } : {}),
    ...(forecast.length > 0 ? { forecast } : {}),
  };
}

/**
 * The wave's time as the API's `at` (ISO), from the server clock `serverNow`; a typed date and time
 * is read in the game master's `timeZone`, the one every time on the page is written in. `at` is omitted for
 * "now" and "keep". Returns a problem in words instead when the time is unusable.
 */
export function resolveAt(
  form: Pick<WaveForm, 'when' | 'inMinutes' | 'at'>,
  serverNow: number,
  timeZone: string,
): { at?: string; problem?: string } {
  if (form.when === 'now' || form.when === 'keep') return {};
  if (form.when === 'in') {
    const text = form.inMinutes.trim();
    const minutes = /^\d+$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > MAX_MINUTES_AHEAD) {
      return { problem: P.minutes };
    }
    return { at: new Date(serverNow + minutes * 60_000).toISOString() };
  }
  const at = fromZonedInputValue(form.at, timeZone);
  if (at === null) return { problem: P.dateTime };
  if (at < serverNow - 60_000) return { problem: P.past };
  if (at > serverNow + MAX_MINUTES_AHEAD * 60_000) {
    return { problem: P.tooFar };
  }
  return { at: new Date(at).toISOString() };
}

/** The two forms are the same wave (same draft), so a preview of one is a preview of the other. */
export function sameDraft(a: WaveForm, b: WaveForm): boolean {
  return JSON.stringify(toDraftBody(a)) === JSON.stringify(toDraftBody(b));
}

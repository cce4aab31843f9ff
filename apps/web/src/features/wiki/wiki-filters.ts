/**
 * The Fraud Wiki's rows, filters and sorts as pure functions, so they are tested without a
 * browser. The filters live in the URL (see parseWikiSearch) so that going back keeps them.
 */
import type { Loadout } from '@ffl/engine/catalogue';
import { FRAUDS } from '@ffl/engine/catalogue';
import { type FamilyId, FRAUD_IDS, FRAUD_NAMES, type FraudId, isFamilyId } from '@ffl/engine/ids';
import { computeProtection } from '@ffl/engine/protection';
import { compareNames } from '../../lib/format';
import {
  PROTECTION_BANDS,
  type ProtectionBand,
  protectionBand,
  protectionPercent,
} from '../../lib/measure-words';
import type { QuizState } from '../game/quiz-status';

/** The protection filter's options: the protection scale's bands (lib/measure-words). */
export const PROTECTION_FILTERS = PROTECTION_BANDS;
export type ProtectionFilter = ProtectionBand;

export const QUIZ_FILTERS = [
  'new',
  'passed',
  'review-due',
  'failed',
] as const satisfies readonly QuizState[];

export const WIKI_SORTS = ['name', 'protection', 'danger', 'damage'] as const;
export type WikiSort = (typeof WIKI_SORTS)[number];

/** The wiki's URL search params. Absent means "all" (and name order for the sort). */
export interface WikiSearch {
  family?: FamilyId;
  protection?: ProtectionFilter;
  quiz?: QuizState;
  sort?: WikiSort;
}

function pick<T extends string>(allowed: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** Keeps only known values: a hand-edited or stale URL falls back to "all" instead of failing. */
export function parseWikiSearch(search: Record<string, unknown>): WikiSearch {
  const result: WikiSearch = {};
  if (typeof search.family === 'string' && isFamilyId(search.family)) {
    result.family = search.family;
  }
  const protection = pick(PROTECTION_FILTERS, search.protection);
  if (protection) result.protection = protection;
  const quiz = pick(QUIZ_FILTERS, search.quiz);
  if (quiz) result.quiz = quiz;
  const sort = pick(WIKI_SORTS, search.sort);
  if (sort && sort !== 'name') result.sort = sort;
  return result;
}

export interface WikiRow {
  fraudId: FraudId;
  name: string;
  family: FamilyId;
  danger: number;
  baseDamage: number;
  /** Exact protection of the player's loadout, 0..1. */
  protection: number;
  /** The whole percent shown, used for the band and its filter so that they agree with it. */
  protectionPercent: number;
  quiz: QuizState;
  summary: string;
}

/** One row per fraud, in catalogue order. Frauds with no quiz answer yet count as "new". */
export function buildWikiRows(
  loadout: Loadout,
  quizStates: Readonly<Partial<Record<FraudId, QuizState>>>,
  summaries: Readonly<Partial<Record<FraudId, string>>>,
): WikiRow[] {
  return FRAUD_IDS.map((fraudId) => {
    const fraud = FRAUDS[fraudId];
    const protection = computeProtection(loadout, fraudId);
    return {
      fraudId,
      name: FRAUD_NAMES[fraudId],
      family: fraud.family,
      danger: fraud.danger,
      baseDamage: fraud.baseDamage,
      protection,
      protectionPercent: protectionPercent(protection),
      quiz: quizStates[fraudId] ?? 'new',
      summary: summaries[fraudId] ?? '',
    };
  });
}

export function filterWikiRows(rows: readonly WikiRow[], search: WikiSearch): WikiRow[] {
  return rows.filter((row) => {
    if (search.family && row.family !== search.family) return false;
    if (search.protection && protectionBand(row.protectionPercent) !== search.protection) {
      return false;
    }
    if (search.quiz && row.quiz !== search.quiz) return false;
    return true;
  });
}

const byName = (a: WikiRow, b: WikiRow) => compareNames(a.name, b.name);

/**
 * Name A–Z; protection weakest first (what needs work); danger and damage highest first (what
 * hurts most). Ties fall back to the name, so the order never depends on the input order.
 */
export function sortWikiRows(rows: readonly WikiRow[], sort: WikiSort = 'name'): WikiRow[] {
  const compare: Record<WikiSort, (a: WikiRow, b: WikiRow) => number> = {
    name: byName,
    protection: (a, b) => a.protection - b.protection || byName(a, b),
    danger: (a, b) => b.danger - a.danger || byName(a, b),
    damage: (a, b) => b.baseDamage - a.baseDamage || byName(a, b),
  };
  return [...rows].sort(compare[sort]);
}

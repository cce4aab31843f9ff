/**
 * Cohorts (issue 27): a department, class or team inside one deployment. A player is in at most
 * one. The rules here are the ones the server enforces and the web app words.
 */

/**
 * Rows a roster (CSV) may have: an organisation of 5,000 uploads it in one go; a larger one in
 * parts, or from its directory (SCIM).
 */
export const ROSTER_MAX_ROWS = 10_000;

/** One cohort's season, as the cohort-against-cohort table ranks it. */
export interface CohortScore {
  id: string;
  name: string;
  /** Members whose account is active: each counts, whether or not they have played. */
  members: number;
  /** The season's points of those members, added up. */
  points: number;
}

export interface RankedCohort extends CohortScore {
  /** 1-based; cohorts with an equal average share a rank (1, 2, 2, 4). */
  rank: number;
  /** Points per member, rounded to one decimal for display; the rank uses the exact value. */
  average: number;
}

/**
 * The cohort-against-cohort table: ranked by average points per member, so that cohorts of
 * different sizes compare fairly. Every active member counts, so a cohort cannot climb by leaving
 * its quieter members out. Cohorts without members are not ranked. An equal average shares a rank
 * and lists the names in alphabetical order.
 */
export function rankCohorts(cohorts: readonly CohortScore[]): RankedCohort[] {
  // a.points / a.members against b.points / b.members, cross-multiplied: exact in integers.
  const higher = (a: CohortScore, b: CohortScore) => b.points * a.members - a.points * b.members;
  const sorted = cohorts
    .filter((c) => c.members > 0)
    .sort((a, b) => higher(a, b) || a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id));
  const ranked: RankedCohort[] = [];
  for (const [index, cohort] of sorted.entries()) {
    const previous = ranked[index - 1];
    const tied = previous !== undefined && higher(previous, cohort) === 0;
    ranked.push({
      ...cohort,
      rank: tied ? previous.rank : index + 1,
      average: Math.round((cohort.points / cohort.members) * 10) / 10,
    });
  }
  return ranked;
}

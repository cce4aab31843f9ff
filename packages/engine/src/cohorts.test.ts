import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROSTER_MAX_ROWS, rankCohorts } from './cohorts';

describe('a roster', () => {
  it('takes up to 10,000 rows at once', () => {
    expect(ROSTER_MAX_ROWS).toBe(10_000);
  });
});

describe('the cohort-against-cohort table', () => {
  it('ranks by points per member, so a small cohort can beat a large one', () => {
    const table = rankCohorts([
      { id: 'a', name: 'Finance', members: 40, points: 2_000 },
      { id: 'b', name: 'Audit', members: 3, points: 210 },
      { id: 'c', name: 'Branches', members: 10, points: 450 },
    ]);
    expect(table.map((row) => [row.name, row.rank, row.average])).toEqual([
      ['Audit', 1, 70],
      ['Finance', 2, 50],
      ['Branches', 3, 45],
    ]);
  });

  it('shares a rank on an equal average, lists those by name, and skips the next rank', () => {
    const table = rankCohorts([
      { id: 'z', name: 'Tellers', members: 2, points: 100 },
      { id: 'y', name: 'Risk', members: 4, points: 200 },
      { id: 'x', name: 'Ops', members: 3, points: 90 },
      { id: 'w', name: 'Empty', members: 0, points: 0 },
    ]);
    expect(table.map((row) => [row.name, row.rank])).toEqual([
      ['Risk', 1],
      ['Tellers', 1],
      ['Ops', 3],
    ]);
  });

  it('rounds the shown average to one decimal but ranks on the exact one', () => {
    const table = rankCohorts([
      { id: 'a', name: 'A', members: 3, points: 100 },
      { id: 'b', name: 'B', members: 300, points: 10_001 }, // 33.336 > 33.333
    ]);
    expect(table.map((row) => [row.name, row.rank, row.average])).toEqual([
      ['B', 1, 33.3],
      ['A', 2, 33.3],
    ]);
  });

  it('lists every cohort with members once, in order of average, ranks never going down', () => {
    const cohort = fc.record({
      id: fc.uuid(),
      name: fc.string({ maxLength: 8 }),
      members: fc.integer({ min: 0, max: 50 }),
      points: fc.integer({ min: 0, max: 5_000 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(cohort, { selector: (c) => c.id, maxLength: 20 }), (cohorts) => {
        const table = rankCohorts(cohorts);
        expect(table).toHaveLength(cohorts.filter((c) => c.members > 0).length);
        for (const [i, row] of table.entries()) {
          const before = table[i - 1];
          if (!before) {
            expect(row.rank).toBe(1);
            continue;
          }
          const cmp = before.points * row.members - row.points * before.members;
          expect(cmp).toBeGreaterThanOrEqual(0);
          expect(row.rank).toBe(cmp === 0 ? before.rank : i + 1);
        }
      }),
    );
  });
});

import type { FraudId } from '@ffl/engine/ids';
import { describe, expect, it } from 'vitest';
import {
  computeDrillLevel,
  computeRecentResult,
  type DailyInput,
  type DrillChoice,
  drillResultValue,
  type FraudStanding,
  hashText,
  listWeakestFrauds,
  pickDrillOfTheDay,
  rankWeakestFrauds,
} from './drill-of-the-day';

const drills: DrillChoice[] = [
  { id: 'Phishing-d1', fraudId: 'Phishing', difficulty: 'least', legitimate: false },
  { id: 'Phishing-d2', fraudId: 'Phishing', difficulty: 'moderate', legitimate: false },
  { id: 'Phishing-d3', fraudId: 'Phishing', difficulty: 'very', legitimate: false },
  { id: 'Vishing-d1', fraudId: 'Vishing', difficulty: 'least', legitimate: false },
  { id: 'Vishing-d2', fraudId: 'Vishing', difficulty: 'very', legitimate: false },
  { id: 'SimSwap-d1', fraudId: 'SimSwap', difficulty: 'moderate', legitimate: false },
  { id: 'Xss-d1', fraudId: 'Xss', difficulty: 'least', legitimate: false },
];

const strong: FraudStanding = { quiz: 1, drill: 1, protection: 0.9 };

function input(overrides: Partial<DailyInput> = {}): DailyInput {
  return {
    drills,
    standings: new Map<FraudId, FraudStanding>([
      ['Phishing', { quiz: 0.4, drill: null, protection: 0.5 }],
      ['Vishing', strong],
      ['SimSwap', strong],
      ['Xss', strong],
    ]),
    completed: new Set(),
    level: 'least',
    seed: 'player-1:2026-03-02',
    ...overrides,
  };
}

describe('the drill level', () => {
  it("starts at 'least', moves up after passes and back after a wrong decision", () => {
    expect(computeDrillLevel([])).toBe('least');
    const pass = (difficulty: 'least' | 'moderate' | 'very') => ({
      difficulty,
      passed: true,
      wrong: false,
    });
    const miss = (difficulty: 'least' | 'moderate' | 'very') => ({
      difficulty,
      passed: false,
      wrong: true,
    });
    expect(computeDrillLevel([pass('least')])).toBe('moderate');
    expect(computeDrillLevel([pass('least'), pass('moderate'), pass('very')])).toBe('very');
    expect(computeDrillLevel([pass('least'), pass('moderate'), miss('moderate')])).toBe('moderate');
    expect(computeDrillLevel([pass('least'), miss('least')])).toBe('least');
    expect(computeDrillLevel([miss('least'), miss('least')])).toBe('least');
  });

  it('ignores easy passes above the level and hard misses below it', () => {
    const at = computeDrillLevel([
      { difficulty: 'least', passed: true, wrong: false },
      { difficulty: 'moderate', passed: true, wrong: false },
    ]);
    expect(at).toBe('very');
    // A pass on an easy drill does not lift a player on 'moderate'; a miss on a hard one does
    // not drop a player on 'least'.
    expect(
      computeDrillLevel([
        { difficulty: 'least', passed: true, wrong: false },
        { difficulty: 'least', passed: true, wrong: false },
      ]),
    ).toBe('moderate');
    expect(computeDrillLevel([{ difficulty: 'very', passed: false, wrong: true }])).toBe('least');
    // Right but not passed (flags missed): the level stays.
    expect(
      computeDrillLevel([
        { difficulty: 'least', passed: true, wrong: false },
        { difficulty: 'moderate', passed: false, wrong: false },
      ]),
    ).toBe('moderate');
  });
});

describe("a fraud's recent result", () => {
  it('is the mean of the latest quiz and drill results, 0 when never tried', () => {
    expect(computeRecentResult({ quiz: null, drill: null, protection: 1 })).toBe(0);
    expect(computeRecentResult({ quiz: 0.8, drill: null, protection: 0 })).toBe(0.8);
    expect(computeRecentResult({ quiz: 0.8, drill: 0, protection: 0 })).toBe(0.4);
    expect([drillResultValue(true, false), drillResultValue(false, false)]).toEqual([1, 0.5]);
    expect(drillResultValue(false, true)).toBe(0);
  });
});

describe('the weakest frauds', () => {
  it('come first by result, then by protection, then by a draw seeded per player and day', () => {
    const standings = new Map<FraudId, FraudStanding>([
      ['Phishing', { quiz: 0.6, drill: null, protection: 0 }],
      ['Vishing', { quiz: 0.2, drill: null, protection: 0.9 }],
      ['SimSwap', { quiz: 0.6, drill: null, protection: 0.5 }],
    ]);
    expect(
      rankWeakestFrauds(input({ standings }), ['Phishing', 'Vishing', 'SimSwap', 'Xss']),
    ).toEqual(['Xss', 'Vishing', 'Phishing', 'SimSwap']);
    const seeds = ['a:1', 'b:1', 'c:1', 'd:1', 'e:1', 'f:1'];
    const firsts = new Set(
      seeds.map(
        (seed) =>
          rankWeakestFrauds(input({ standings: new Map(), seed }), [
            'Phishing',
            'Vishing',
            'Xss',
          ])[0],
      ),
    );
    expect(firsts.size).toBeGreaterThan(1);
    expect(hashText('same')).toBe(hashText('same'));
  });
});

describe('the drill of the day', () => {
  it("is a drill of the player's weakest frauds at their level", () => {
    expect(pickDrillOfTheDay(input())).toBe('Phishing-d1');
    expect(pickDrillOfTheDay(input({ level: 'moderate' }))).toBe('Phishing-d2');
    expect(pickDrillOfTheDay(input({ level: 'very' }))).toBe('Phishing-d3');
  });

  it('skips drills done this season, and reuses them once every drill is done', () => {
    const done = new Set(['Phishing-d1', 'Phishing-d2', 'Phishing-d3']);
    const next = pickDrillOfTheDay(input({ completed: done }));
    expect(next).not.toBeNull();
    expect(done.has(next ?? '')).toBe(false);
    const all = new Set(drills.map((drill) => drill.id));
    expect(pickDrillOfTheDay(input({ completed: all }))).toBe('Phishing-d1');
  });

  it('prefers a nearer difficulty among the weakest frauds over the very weakest fraud', () => {
    // Phishing's only fresh drill is 'very'; Vishing (the next weakest) has one at 'least'.
    const standings = new Map<FraudId, FraudStanding>([
      ['Phishing', { quiz: 0, drill: null, protection: 0 }],
      ['Vishing', { quiz: 0.2, drill: null, protection: 0 }],
      ['SimSwap', strong],
      ['Xss', strong],
    ]);
    const completed = new Set(['Phishing-d1', 'Phishing-d2']);
    expect(pickDrillOfTheDay(input({ standings, completed }))).toBe('Vishing-d1');
  });

  it('draws from every fraud when the player is equally weak on all of them', () => {
    // A new player: no results, no protection. Only SimSwap has a 'moderate' drill.
    const fresh = input({ standings: new Map(), level: 'moderate' });
    expect(listWeakestFrauds(fresh, ['Phishing', 'Vishing', 'SimSwap', 'Xss'])).toHaveLength(4);
    expect(
      pickDrillOfTheDay({ ...fresh, drills: drills.filter((d) => d.id !== 'Phishing-d2') }),
    ).toBe('SimSwap-d1');
    // With results, only the three weakest (and ties with the third) count.
    const standings = new Map<FraudId, FraudStanding>([
      ['Phishing', { quiz: 0, drill: null, protection: 0 }],
      ['Vishing', { quiz: 0.2, drill: null, protection: 0 }],
      ['SimSwap', { quiz: 0.4, drill: null, protection: 0 }],
      ['Xss', { quiz: 0.6, drill: null, protection: 0 }],
    ]);
    expect(
      listWeakestFrauds(input({ standings }), ['Phishing', 'Vishing', 'SimSwap', 'Xss']),
    ).toEqual(['Phishing', 'Vishing', 'SimSwap']);
  });

  it('is the same for the same player and day, and null without drills', () => {
    const fresh = input({ standings: new Map() });
    expect(pickDrillOfTheDay(fresh)).toBe(pickDrillOfTheDay({ ...fresh }));
    expect(pickDrillOfTheDay(input({ drills: [] }))).toBeNull();
  });
});

describe('scam or genuine', () => {
  /** Ten frauds, each with a scam and its genuine twin at each difficulty. */
  const twins: DrillChoice[] = (['Phishing', 'Vishing', 'SimSwap', 'Xss', 'Ddos'] as const).flatMap(
    (fraudId) =>
      (['least', 'moderate', 'very'] as const).flatMap((difficulty, i) => [
        { id: `${fraudId}-d${2 * i + 1}`, fraudId, difficulty, legitimate: false },
        { id: `${fraudId}-d${2 * i + 2}`, fraudId, difficulty, legitimate: true },
      ]),
  );

  it("follows the set's share of genuine messages from a new player's first day", () => {
    let genuine = 0;
    const players = 2_000;
    for (let n = 0; n < players; n += 1) {
      const id = pickDrillOfTheDay({
        drills: twins,
        standings: new Map(),
        completed: new Set(),
        level: 'least',
        seed: `player-${n}:2026-03-02`,
      });
      const drill = twins.find((d) => d.id === id);
      expect(drill?.difficulty).toBe('least');
      if (drill?.legitimate) genuine += 1;
    }
    // Half the set is genuine; 2,000 draws put the share within 0.45–0.55 (about 4.5 SD).
    expect(genuine / players).toBeGreaterThan(0.45);
    expect(genuine / players).toBeLessThan(0.55);
  });

  it('takes the other kind when none of the drawn kind is left', () => {
    const onlyScams = twins.filter((d) => !d.legitimate);
    const genuineIds = new Set(twins.filter((d) => d.legitimate).map((d) => d.id));
    for (let n = 0; n < 50; n += 1) {
      const id = pickDrillOfTheDay({
        drills: twins,
        standings: new Map(),
        completed: genuineIds,
        level: 'least',
        seed: `player-${n}:2026-03-02`,
      });
      expect(onlyScams.map((d) => d.id)).toContain(id);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { pairedEffectSize } from './effect-size';
import { summariseLearning } from './learning-summary';
import {
  computeTrueEffects,
  drawNormal,
  PLANTED_DEFAULTS,
  type PlantedReport,
  preparePlantedStudy,
  runPlantedEffect,
  simulateCohort,
} from './planted-effect';
import { createRandom, deriveSeed } from './random';

const SEED = 24;
const study = preparePlantedStudy(PLANTED_DEFAULTS, SEED);
const truth = computeTrueEffects(study);
const truthOf = (group: string) => truth.find((effect) => effect.group === group)!;

describe('normal deviates from the engine generator', () => {
  it('have mean 0 and SD 1, and repeat with the seed', () => {
    const random = createRandom(5);
    const draws = Array.from({ length: 20_000 }, () => drawNormal(random));
    const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
    const sd = Math.sqrt(draws.reduce((s, x) => s + (x - mean) ** 2, 0) / (draws.length - 1));
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(sd - 1)).toBeLessThan(0.03);
    expect(draws.filter((x) => x > 1.96).length / draws.length).toBeCloseTo(0.025, 2);
    const again = createRandom(5);
    expect(drawNormal(again)).toBe(draws[0]);
  });
});

describe('the planted-effect study', () => {
  it('assembles two parallel forms from the calibrated pool', () => {
    expect(study.families).toEqual(['social', 'cyber', 'identity', 'insider', 'physical']);
    expect(study.pool).toHaveLength(60);
    for (const form of [study.forms.A, study.forms.B]) {
      expect(form).toHaveLength(20);
      for (const family of study.families) {
        const items = form.filter((item) => item.family === family);
        expect(items).toHaveLength(4);
        expect(items.filter((item) => item.kind === 'scam')).toHaveLength(2);
      }
    }
    // Matched on the Rasch estimates; the true difficulties differ only by estimation error.
    expect(study.assembly.largestDifference).toBeLessThan(0.05);
    const meanOf = (items: readonly { difficulty: number }[]) =>
      items.reduce((s, item) => s + item.difficulty, 0) / items.length;
    expect(Math.abs(meanOf(study.forms.A) - meanOf(study.forms.B))).toBeLessThan(0.15);
  });

  it('rotates the forms: half the players take A then B, half B then A', () => {
    const rows = simulateCohort(study, 1);
    const pre = rows.filter((row) => row.phase === 'pre' && row.family === 'social');
    expect(pre).toHaveLength(60);
    expect(pre.filter((row) => row.form === 'A')).toHaveLength(30);
    const post = rows.filter((row) => row.phase === 'post' && row.family === 'social');
    for (const [index, row] of pre.entries()) expect(post[index]!.form).not.toBe(row.form);
  });

  it('repeats a cohort from its seed', () => {
    expect(simulateCohort(study, 9)).toEqual(simulateCohort(study, 9));
    expect(simulateCohort(study, 9)).not.toEqual(simulateCohort(study, 10));
  });
});

describe('the true effect', () => {
  it('is exactly 0 where no gain was planted, thanks to the rotation', () => {
    for (const family of ['cyber', 'insider', 'physical']) {
      expect(Math.abs(truthOf(family).meanChange)).toBeLessThan(1e-12);
      expect(truthOf(family).sdChange).toBeGreaterThan(0.2);
    }
  });

  it('grows with the planted gain, and is smaller than it (4 items a family add noise)', () => {
    const social = truthOf('social');
    const identity = truthOf('identity');
    expect(social.gain).toBe(0.5);
    expect(social.dz).toBeGreaterThan(identity.dz);
    expect(identity.dz).toBeGreaterThan(0.05);
    expect(social.dz).toBeLessThan(0.5);
    expect(truthOf('overall').gain).toBeCloseTo(0.15, 12);
  });

  it('matches a simulated population of 10,000 players', () => {
    const rows = simulateCohort(study, 77, 10_000);
    const summary = summariseLearning(rows, { families: study.families, resamples: 0 });
    for (const group of [...summary.families, summary.overall]) {
      const expected = truthOf(group.group);
      expect(group.n).toBe(10_000);
      // SE of g ≈ 0.01 at this size.
      expect(Math.abs(group.effect.g! - expected.dz)).toBeLessThan(0.04);
      expect(Math.abs(group.accuracyChange! - expected.meanChange)).toBeLessThan(0.012);
      expect(Math.abs(group.effect.sdChange! - expected.sdChange)).toBeLessThan(0.01);
    }
  });
});

describe('the report recovers the planted gain (200 cohorts of 60 players)', () => {
  // The normal interval here; the bootstrap, costlier, in the smaller check below.
  const report: PlantedReport = runPlantedEffect(PLANTED_DEFAULTS, {
    seed: SEED,
    cohorts: 200,
    resamples: 0,
  });
  const groupOf = (group: string) => report.groups.find((result) => result.group === group)!;

  it('holds the true effect in about 95% of cohorts, in every family and overall', () => {
    expect(report.groups.map((result) => result.group)).toEqual([...study.families, 'overall']);
    for (const result of report.groups) {
      expect(result.cohortsWithG).toBe(200);
      expect(result.coverage).toBeGreaterThanOrEqual(0.9);
      expect(result.coverage).toBeLessThanOrEqual(0.99);
    }
  });

  it('centres g on the true effect where a gain was planted', () => {
    const social = groupOf('social');
    expect(Math.abs(social.meanG - social.dz)).toBeLessThan(0.04);
    const identity = groupOf('identity');
    expect(Math.abs(identity.meanG - identity.dz)).toBeLessThan(0.04);
    // …and the accuracy change on its true mean change.
    expect(Math.abs(social.meanAccuracyChange - social.meanChange)).toBeLessThan(0.01);
  });

  it('reports no gain where none was planted', () => {
    for (const family of ['cyber', 'insider', 'physical']) {
      const result = groupOf(family);
      expect(Math.abs(result.meanG)).toBeLessThan(0.04);
      // The interval leaves 0 out in about 5% of cohorts, as a 95% interval should.
      expect(result.excludesZero).toBeLessThanOrEqual(0.1);
      expect(Math.abs(result.meanDPrimeChange)).toBeLessThan(0.1);
    }
    expect(groupOf('social').excludesZero).toBeGreaterThan(0.4);
  });

  it('shows the change in d′ where the gain was planted', () => {
    expect(groupOf('social').meanDPrimeChange).toBeGreaterThan(0.25);
    expect(groupOf('identity').meanDPrimeChange).toBeGreaterThan(0.1);
    expect(groupOf('social').meanDPrimeChange).toBeGreaterThan(
      groupOf('identity').meanDPrimeChange,
    );
  });
});

describe('the bootstrap interval recovers it too (100 cohorts, 2,000 resamples)', () => {
  it('holds the true effect in about 95% of cohorts, planted and not', () => {
    const covered = { social: 0, cyber: 0 };
    const cohorts = 100;
    for (let cohort = 0; cohort < cohorts; cohort += 1) {
      const rows = simulateCohort(study, deriveSeed(SEED, 5000 + cohort));
      for (const family of ['social', 'cyber'] as const) {
        const pre = rows.filter((row) => row.family === family && row.phase === 'pre');
        const post = rows.filter((row) => row.family === family && row.phase === 'post');
        const pairs = pre.map((row, index) => ({
          pre: row.correct / row.total,
          post: post[index]!.correct / post[index]!.total,
        }));
        const effect = pairedEffectSize(pairs, { seed: cohort, resamples: 2000 });
        const { lower, upper } = effect.bootstrapInterval!;
        if (lower <= truthOf(family).dz && truthOf(family).dz <= upper) covered[family] += 1;
      }
    }
    for (const family of ['social', 'cyber'] as const) {
      expect(covered[family] / cohorts).toBeGreaterThanOrEqual(0.88);
      expect(covered[family] / cohorts).toBeLessThanOrEqual(0.99);
    }
  });
});

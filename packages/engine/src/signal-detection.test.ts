import { describe, expect, it } from 'vitest';
import {
  detectionStats,
  inverseNormalCdf,
  normalCdf,
  sensitivityFromRates,
} from './signal-detection';

/** Reference values of Φ (SciPy's scipy.stats.norm.cdf, double precision). */
const CDF_REFERENCE: readonly (readonly [number, number])[] = [
  [-8, 6.22096057427174e-16],
  [-6, 9.865876450376946e-10],
  [-5, 2.866515718791933e-7],
  [-4, 3.167124183311986e-5],
  [-3.5, 0.00023262907903552502],
  [-3, 0.0013498980316300933],
  [-2.5, 0.006209665325776132],
  [-1.96, 0.024997895148220435],
  [-1, 0.15865525393145707],
  [-0.5, 0.3085375387259869],
  [0, 0.5],
  [0.3, 0.6179114221889526],
  [1, 0.8413447460685429],
  [2, 0.9772498680518208],
  [3, 0.9986501019683699],
  [4, 0.9999683287581669],
  [5, 0.9999997133484281],
  [7, 0.9999999999987201],
];

/** Reference values of z = Φ⁻¹ (SciPy's scipy.special.ndtri). */
const QUANTILE_REFERENCE: readonly (readonly [number, number])[] = [
  [1e-300, -37.0470962993612],
  [1e-20, -9.262340089798409],
  [1e-10, -6.361340902404056],
  [1e-5, -4.264890793922825],
  [0.001, -3.090232306167813],
  [0.01, -2.3263478740408408],
  [0.02425, -1.972961051311885],
  [0.025, -1.9599639845400545],
  [0.05, -1.6448536269514729],
  [0.1, -1.2815515655446004],
  [0.3, -0.5244005127080409],
  [0.5, 0],
  [0.69, 0.4958503473474532],
  [0.9, 1.2815515655446004],
  [0.95, 1.6448536269514722],
  [0.975, 1.959963984540054],
  [0.99, 2.3263478740408408],
  [0.999, 3.090232306167813],
  [1 - 1e-10, 6.361340889697422],
];

describe('the standard normal CDF', () => {
  it('matches reference values to 1e-13 relative, tails included', () => {
    for (const [x, expected] of CDF_REFERENCE) {
      expect(Math.abs(normalCdf(x) - expected) / expected).toBeLessThan(1e-13);
    }
  });

  it('is symmetric, saturates far out and passes NaN through', () => {
    for (const x of [0.1, 1.7, 2.9, 3.1, 6.5]) {
      expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 15);
    }
    expect(normalCdf(50)).toBe(1);
    expect(normalCdf(-50)).toBe(0);
    expect(normalCdf(Number.NaN)).toBeNaN();
  });
});

describe('the inverse normal CDF (AS241)', () => {
  it('matches reference values to 1e-12 relative', () => {
    for (const [p, expected] of QUANTILE_REFERENCE) {
      const z = inverseNormalCdf(p);
      if (expected === 0) expect(z).toBe(0);
      else expect(Math.abs(z - expected) / Math.abs(expected)).toBeLessThan(1e-12);
    }
  });

  it('inverts the CDF to 1e-9 from −8 to 5', () => {
    // Above 5, 1 − Φ(x) keeps too few digits in a double for any inverse to recover x.
    for (let x = -8; x <= 5; x += 0.05) {
      expect(Math.abs(inverseNormalCdf(normalCdf(x)) - x)).toBeLessThan(
        1e-9 * Math.max(1, Math.abs(x)),
      );
    }
  });

  it('gives ±∞ at 0 and 1 and refuses anything outside', () => {
    expect(inverseNormalCdf(0)).toBe(Number.NEGATIVE_INFINITY);
    expect(inverseNormalCdf(1)).toBe(Number.POSITIVE_INFINITY);
    expect(() => inverseNormalCdf(-0.01)).toThrow(RangeError);
    expect(() => inverseNormalCdf(1.01)).toThrow(RangeError);
    expect(() => inverseNormalCdf(Number.NaN)).toThrow(RangeError);
  });
});

describe('d′ and c from rates', () => {
  it('H = .84134, F = .15866 (z = ±1) gives d′ = 2 and c = 0', () => {
    const { dPrime, criterion } = sensitivityFromRates(0.84134, 0.15866);
    expect(dPrime).toBeCloseTo(1.9999607719321575, 10);
    expect(criterion).toBeCloseTo(0, 12);
  });

  it('matches the textbook case H = .69, F = .31 (d′ ≈ 0.99, c = 0)', () => {
    const { dPrime, criterion } = sensitivityFromRates(0.69, 0.31);
    expect(dPrime).toBeCloseTo(0.9917006946949065, 10);
    expect(criterion).toBeCloseTo(0, 12);
  });

  it('signs c: a player who reports readily (high H and F) has c < 0', () => {
    expect(sensitivityFromRates(0.95, 0.6).criterion).toBeLessThan(0);
    expect(sensitivityFromRates(0.4, 0.05).criterion).toBeGreaterThan(0);
  });

  it('refuses rates of 0 or 1, whose z is infinite', () => {
    expect(() => sensitivityFromRates(1, 0.2)).toThrow(RangeError);
    expect(() => sensitivityFromRates(0.8, 0)).toThrow(RangeError);
  });
});

describe('detectionStats with the log-linear correction', () => {
  it('corrects every count by +0.5 / +1 (Hautus 1995)', () => {
    const stats = detectionStats({ hits: 8, scams: 10, falseAlarms: 2, genuine: 10 });
    expect(stats.correctedHitRate).toBeCloseTo(8.5 / 11, 15);
    expect(stats.correctedFalseAlarmRate).toBeCloseTo(2.5 / 11, 15);
    expect(stats.hitRate).toBe(0.8);
    expect(stats.falseAlarmRate).toBe(0.2);
    expect(stats.trials).toBe(20);
    expect(stats.dPrime).toBeCloseTo(1.4957171895266044, 10);
    expect(stats.criterion).toBeCloseTo(0, 12);
  });

  it('keeps d′ finite for a perfect player and for a perfectly wrong one', () => {
    const perfect = detectionStats({ hits: 10, scams: 10, falseAlarms: 0, genuine: 10 });
    expect(perfect.hitRate).toBe(1);
    expect(perfect.falseAlarmRate).toBe(0);
    expect(perfect.dPrime).toBeCloseTo(3.3812432591697963, 10);
    const backwards = detectionStats({ hits: 0, scams: 10, falseAlarms: 10, genuine: 10 });
    expect(backwards.dPrime).toBeCloseTo(-3.3812432591697963, 10);
  });

  it('gives a player who reports everything d′ = 0 and a negative criterion', () => {
    const reportsAll = detectionStats({ hits: 6, scams: 6, falseAlarms: 6, genuine: 6 });
    expect(reportsAll.hitRate).toBe(1);
    expect(reportsAll.dPrime).toBe(0);
    expect(reportsAll.criterion).toBeCloseTo(-1.465233792685523, 10);
  });

  it('handles unequal trial counts', () => {
    const stats = detectionStats({ hits: 3, scams: 4, falseAlarms: 1, genuine: 6 });
    expect(stats.dPrime).toBeCloseTo(1.3160391204514152, 10);
    expect(stats.criterion).toBeCloseTo(0.13361904751766696, 10);
  });

  it('leaves the raw rate null without trials of that kind', () => {
    const onlyScams = detectionStats({ hits: 2, scams: 3, falseAlarms: 0, genuine: 0 });
    expect(onlyScams.falseAlarmRate).toBeNull();
    expect(onlyScams.correctedFalseAlarmRate).toBe(0.5);
    const onlyGenuine = detectionStats({ hits: 0, scams: 0, falseAlarms: 1, genuine: 3 });
    expect(onlyGenuine.hitRate).toBeNull();
    const nothing = detectionStats({ hits: 0, scams: 0, falseAlarms: 0, genuine: 0 });
    expect(nothing.dPrime).toBe(0);
    expect(nothing.trials).toBe(0);
  });

  it('refuses impossible counts', () => {
    expect(() => detectionStats({ hits: 5, scams: 4, falseAlarms: 0, genuine: 1 })).toThrow(
      RangeError,
    );
    expect(() => detectionStats({ hits: 1, scams: 4, falseAlarms: 2, genuine: 1 })).toThrow(
      RangeError,
    );
    expect(() => detectionStats({ hits: -1, scams: 4, falseAlarms: 0, genuine: 1 })).toThrow(
      RangeError,
    );
    expect(() => detectionStats({ hits: 1.5, scams: 4, falseAlarms: 0, genuine: 1 })).toThrow(
      RangeError,
    );
  });
});

/**
 * Signal detection for yes/no decisions (the learning measure, issue 24): is this message a scam?
 * A scam is the "signal", a genuine message the "noise".
 *
 * - Hit: the player reports (or verifies) a scam. Miss: trusts a scam.
 * - False alarm: the player reports a genuine message. Correct rejection: trusts it.
 * - Sensitivity `d′ = z(H) − z(F)`; criterion `c = −(z(H) + z(F)) / 2` (positive: slow to report,
 *   negative: reports too readily). z is the inverse of the standard normal CDF.
 * - Rates of 0 or 1 would make z infinite, so d′ and c use the log-linear correction (Hautus 1995,
 *   Behavior Research Methods, Instruments, & Computers 27:46–51): `H = (hits + 0.5) / (scams + 1)`,
 *   `F = (falseAlarms + 0.5) / (genuine + 1)`, applied to every count, not only to extreme ones.
 *   It pulls d′ towards 0 when there are few trials, the same way before and after, so a change in
 *   d′ stays comparable. The raw rates are returned too, for display.
 *
 * The normal CDF is Marsaglia's Taylor series (2004) near the centre and the Laplace continued
 * fraction of the Mills ratio in the tails; the inverse is Wichura's AS241 (PPND16, 1988), accurate
 * to about 1e-16 relative. Both are checked against reference values in the tests.
 */

/** The standard normal density. */
function normalDensity(x: number): number {
  return Math.exp(-0.5 * x * x) / Math.sqrt(2 * Math.PI);
}

/** Beyond this |x| the continued fraction is used (it converges quickly out there). */
const TAIL_FROM = 3;
/** Terms of the continued fraction, evaluated from the bottom up. */
const FRACTION_DEPTH = 120;

/** Φ(x), the standard normal CDF, with a relative error near 1e-15 in both tails. */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return Number.NaN;
  const size = Math.abs(x);
  if (size <= TAIL_FROM) {
    // Φ(x) = 1/2 + φ(x) · (x + x³/3 + x⁵/(3·5) + …): every term has the sign of x.
    const square = x * x;
    let term = x;
    let sum = x;
    for (let k = 1; k < 200; k += 1) {
      term *= square / (2 * k + 1);
      const next = sum + term;
      if (next === sum) break;
      sum = next;
    }
    return 0.5 + normalDensity(x) * sum;
  }
  if (size > 40) return x > 0 ? 1 : 0;
  // Upper tail Q(t) = φ(t) / (t + 1/(t + 2/(t + 3/(t + …)))).
  let fraction = size;
  for (let k = FRACTION_DEPTH; k >= 1; k -= 1) fraction = size + k / fraction;
  const tail = normalDensity(size) / fraction;
  return x > 0 ? 1 - tail : tail;
}

// Wichura (1988), Algorithm AS241 PPND16, Applied Statistics 37:477–484: the published
// coefficients, written as the doubles they round to.
const CENTRAL_NUMERATOR = [
  3.3871328727963665, 133.14166789178438, 1971.5909503065513, 13731.69376550946, 45921.95393154987,
  67265.7709270087, 33430.57558358813, 2509.0809287301227,
];
const CENTRAL_DENOMINATOR = [
  1, 42.31333070160091, 687.1870074920579, 5394.196021424751, 21213.794301586597, 39307.89580009271,
  28729.085735721943, 5226.495278852854,
];
const NEAR_NUMERATOR = [
  1.4234371107496835, 4.630337846156546, 5.769497221460691, 3.6478483247632045, 1.2704582524523684,
  0.2417807251774506, 0.022723844989269184, 0.0007745450142783414,
];
const NEAR_DENOMINATOR = [
  1, 2.053191626637759, 1.6763848301838038, 0.6897673349851, 0.14810397642748008,
  0.015198666563616457, 0.0005475938084995345, 1.0507500716444169e-9,
];
const FAR_NUMERATOR = [
  6.657904643501103, 5.463784911164114, 1.7848265399172913, 0.29656057182850487,
  0.026532189526576124, 0.0012426609473880784, 2.7115555687434876e-5, 2.0103343992922881e-7,
];
const FAR_DENOMINATOR = [
  1, 0.599832206555888, 0.1369298809227358, 0.014875361290850615, 0.0007868691311456133,
  1.8463183175100548e-5, 1.421511758316446e-7, 2.0442631033899397e-15,
];

/** Evaluates the polynomial with `coefficients` (constant first) at `x`, by Horner's rule. */
function polynomial(coefficients: readonly number[], x: number): number {
  let value = 0;
  for (let index = coefficients.length - 1; index >= 0; index -= 1) {
    value = value * x + coefficients[index]!;
  }
  return value;
}

/**
 * z(p) = Φ⁻¹(p), the inverse of the standard normal CDF (Wichura's AS241). z(0) is −∞ and z(1) is
 * +∞; a p outside [0, 1] throws a RangeError.
 */
export function inverseNormalCdf(p: number): number {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`A probability is between 0 and 1, not ${p}`);
  const q = p - 0.5;
  if (Math.abs(q) <= 0.425) {
    const r = 0.180625 - q * q;
    return (q * polynomial(CENTRAL_NUMERATOR, r)) / polynomial(CENTRAL_DENOMINATOR, r);
  }
  const tailP = q < 0 ? p : 1 - p;
  if (tailP === 0) return q < 0 ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  let r = Math.sqrt(-Math.log(tailP));
  let value: number;
  if (r <= 5) {
    r -= 1.6;
    value = polynomial(NEAR_NUMERATOR, r) / polynomial(NEAR_DENOMINATOR, r);
  } else {
    r -= 5;
    value = polynomial(FAR_NUMERATOR, r) / polynomial(FAR_DENOMINATOR, r);
  }
  return q < 0 ? -value : value;
}

/** d′ and c from a hit rate and a false-alarm rate, both strictly between 0 and 1. */
export function sensitivityFromRates(
  hitRate: number,
  falseAlarmRate: number,
): { readonly dPrime: number; readonly criterion: number } {
  for (const rate of [hitRate, falseAlarmRate]) {
    if (!(rate > 0 && rate < 1)) {
      throw new RangeError(`d′ needs rates strictly between 0 and 1, not ${rate}`);
    }
  }
  const zHit = inverseNormalCdf(hitRate);
  const zFalseAlarm = inverseNormalCdf(falseAlarmRate);
  return { dPrime: zHit - zFalseAlarm, criterion: -(zHit + zFalseAlarm) / 2 };
}

/** A player's (or a group's) yes/no decisions: scams reported, genuine messages reported. */
export type DetectionCounts = {
  /** Scams reported or verified. */
  readonly hits: number;
  /** Scams shown. */
  readonly scams: number;
  /** Genuine messages reported. */
  readonly falseAlarms: number;
  /** Genuine messages shown. */
  readonly genuine: number;
};

export type DetectionStats = DetectionCounts & {
  /** scams + genuine: show it beside d′, which is noisy with few trials. */
  readonly trials: number;
  /** hits / scams, or null without scams. */
  readonly hitRate: number | null;
  /** falseAlarms / genuine, or null without genuine messages. */
  readonly falseAlarmRate: number | null;
  /** (hits + 0.5) / (scams + 1). */
  readonly correctedHitRate: number;
  /** (falseAlarms + 0.5) / (genuine + 1). */
  readonly correctedFalseAlarmRate: number;
  /** z(corrected H) − z(corrected F). */
  readonly dPrime: number;
  /** −(z(corrected H) + z(corrected F)) / 2. */
  readonly criterion: number;
};

function checkCount(name: string, value: number, most: number): void {
  if (!Number.isInteger(value) || value < 0 || value > most) {
    throw new RangeError(`${name} must be a whole number from 0 to ${most}, not ${value}`);
  }
}

/** Throws a RangeError unless the counts are whole, ≥ 0, hits ≤ scams and falseAlarms ≤ genuine. */
export function checkDetectionCounts(counts: DetectionCounts): void {
  checkCount('scams', counts.scams, Number.MAX_SAFE_INTEGER);
  checkCount('genuine', counts.genuine, Number.MAX_SAFE_INTEGER);
  checkCount('hits', counts.hits, counts.scams);
  checkCount('falseAlarms', counts.falseAlarms, counts.genuine);
}

/**
 * Hit and false-alarm rates, raw and log-linear corrected, with d′ and c. Counts must be whole,
 * non-negative, hits ≤ scams and falseAlarms ≤ genuine (else a RangeError). With no scams (or no
 * genuine messages) the corrected rate is 0.5: d′ is then defined but says little; callers should
 * require both kinds of trial before they show it.
 */
export function detectionStats(counts: DetectionCounts): DetectionStats {
  checkDetectionCounts(counts);
  const { hits, scams, falseAlarms, genuine } = counts;
  const correctedHitRate = (hits + 0.5) / (scams + 1);
  const correctedFalseAlarmRate = (falseAlarms + 0.5) / (genuine + 1);
  const { dPrime, criterion } = sensitivityFromRates(correctedHitRate, correctedFalseAlarmRate);
  return {
    hits,
    scams,
    falseAlarms,
    genuine,
    trials: scams + genuine,
    hitRate: scams === 0 ? null : hits / scams,
    falseAlarmRate: genuine === 0 ? null : falseAlarms / genuine,
    correctedHitRate,
    correctedFalseAlarmRate,
    dPrime,
    criterion,
  };
}

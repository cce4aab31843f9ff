/** A balance counting to its new value (visual.md "Motion"); whole credits at every step. */

/** Ease-out cubic: fast at first, settling on the value. */
export function easeOut(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  return 1 - (1 - p) ** 3;
}

/** The value shown `progress` (0..1) of the way from `from` to `to`. */
export function countUpValue(from: number, to: number, progress: number): number {
  if (progress >= 1) return to;
  return Math.round(from + (to - from) * easeOut(progress));
}

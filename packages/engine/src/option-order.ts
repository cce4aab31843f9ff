/**
 * The order a quiz attempt shows a question's options in. Each attempt stores one seed; each
 * question's order comes from that seed and the question's position in the attempt, so the order
 * is random per attempt yet replayed exactly whenever the attempt is read again.
 */
import { createRandom, deriveSeed, shuffle } from './random';

/**
 * `order[shown] = written`: the written index (in the content file) of the option shown at
 * position `shown`, for the question at `position` in an attempt with `seed`.
 */
export function computeOptionOrder(seed: number, position: number, count: number): number[] {
  const indices = Array.from({ length: count }, (_, index) => index);
  return shuffle(createRandom(deriveSeed(seed, position + 1)), indices);
}

/** Salt that keeps the variant draw apart from the option orders of the same attempt. */
const VARIANT_SALT = 7_919;

/**
 * Which of a question's `count` variants (0 = as written) the question at `position` of an
 * attempt with `seed` shows: uniform, and replayed exactly whenever the attempt is read again.
 */
export function computeVariantIndex(seed: number, position: number, count: number): number {
  if (count <= 1) return 0;
  return createRandom(deriveSeed(deriveSeed(seed, VARIANT_SALT), position + 1)).nextInt(count);
}

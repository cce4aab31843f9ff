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

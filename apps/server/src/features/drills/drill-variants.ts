import { createHmac } from 'node:crypto';
import { DRILLS } from '@ffl/content/drills';
import { drillVariantCount } from '@ffl/content/variants';
import { AppError } from '../../lib/app-error';

/*
 * Drills as each player sees them (issue 24, part 3). A player's secret key (bank.variant_key,
 * random, never sent) names every drill by an opaque handle and draws the variant of it the
 * player sees (content variants.ts). So the API never says which content drill is on screen,
 * twins are not shown side by side in the same words, and one account's revealed answers are no
 * lookup table for another: neither by id nor, for the details a variant swaps, by text. The
 * database keeps content ids: statistics, pay and pairs do not depend on any player's view.
 */

/** The length of a drill handle: 16 characters of base64url, 96 bits. */
export const DRILL_HANDLE_LENGTH = 16;

function mac(key: string, text: string): Buffer {
  return createHmac('sha256', key).update(text).digest();
}

/** The handle that names `drillId` for the player with this key. */
export function drillHandle(key: string, drillId: string): string {
  return mac(key, `handle:${drillId}`).toString('base64url').slice(0, DRILL_HANDLE_LENGTH);
}

/** Which of the drill's ways of showing (0 = as written) the player with this key sees. */
export function drillVariantFor(key: string, drillId: string, count: number): number {
  if (count <= 1) return 0;
  return mac(key, `variant:${drillId}`).readUInt32BE(0) % count;
}

/** A player's view of the drill set: handle ↔ content id, and the variant of each. */
export type DrillLens = {
  handleOf(drillId: string): string;
  /** The content id a handle names for this player; `not-found` for any other text. */
  drillIdOf(handle: string): string;
  variantOf(drillId: string): number;
};

const LENS_CACHE_SIZE = 512;
const lenses = new Map<string, DrillLens>();

/** The lens of the player with this key, computed once (a small LRU keeps the recent ones). */
export function lensFor(key: string): DrillLens {
  const cached = lenses.get(key);
  if (cached) {
    lenses.delete(key);
    lenses.set(key, cached);
    return cached;
  }
  const handles = new Map<string, string>();
  const ids = new Map<string, string>();
  const variants = new Map<string, number>();
  for (const drill of DRILLS) {
    const handle = drillHandle(key, drill.id);
    handles.set(drill.id, handle);
    ids.set(handle, drill.id);
    variants.set(drill.id, drillVariantFor(key, drill.id, drillVariantCount(drill)));
  }
  const lens: DrillLens = {
    handleOf: (drillId) => handles.get(drillId) ?? drillHandle(key, drillId),
    drillIdOf: (handle) => {
      const id = ids.get(handle);
      if (!id) throw new AppError('not-found', 'No such drill.');
      return id;
    },
    variantOf: (drillId) => variants.get(drillId) ?? 0,
  };
  lenses.set(key, lens);
  if (lenses.size > LENS_CACHE_SIZE) {
    const oldest = lenses.keys().next().value;
    if (oldest !== undefined) lenses.delete(oldest);
  }
  return lens;
}

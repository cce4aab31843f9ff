import { describe, expect, it } from 'vitest';
import { BOOSTER, type BoosterCandidate, boosterFamily, pickBoosterItems } from './booster';

describe('boosterFamily', () => {
  it('picks the family that cost the most, with its costly frauds, costliest first', () => {
    expect(
      boosterFamily([
        { fraudId: 'Phishing', damage: 5_000 },
        { fraudId: 'Xss', damage: 9_000 },
        { fraudId: 'Vishing', damage: 7_000 },
        { fraudId: 'Deepfake', damage: 0 },
      ]),
    ).toEqual({ familyId: 'social', lost: 12_000, frauds: ['Vishing', 'Phishing'] });
  });

  it('offers nothing when no attack cost anything', () => {
    expect(boosterFamily([{ fraudId: 'Phishing', damage: 0 }])).toBeNull();
    expect(boosterFamily([])).toBeNull();
  });
});

describe('pickBoosterItems', () => {
  const item = (
    itemId: string,
    fraudId: BoosterCandidate['fraudId'],
    missed: boolean,
    lastAnsweredAt: number | null,
  ): BoosterCandidate => ({ itemId, fraudId, missed, lastAnsweredAt });

  it('takes the review queue first: missed items, then the longest unpractised; then fresh ones', () => {
    const picked = pickBoosterItems(
      [
        item('fresh', 'Phishing', false, null),
        item('recent-right', 'Phishing', false, 300),
        item('old-right', 'Phishing', false, 100),
        item('missed', 'Vishing', true, 200),
        item('other-family', 'Xss', true, 50),
      ],
      ['Phishing', 'Vishing'],
      4,
    );
    expect(picked).toEqual(['missed', 'old-right', 'recent-right', 'fresh']);
  });

  it('asks BOOSTER.items items by default, and never an item of another fraud', () => {
    const candidates = Array.from({ length: 10 }, (_, i) => item(`p${i}`, 'Phishing', false, i));
    expect(pickBoosterItems(candidates, ['Phishing'])).toHaveLength(BOOSTER.items);
    expect(pickBoosterItems(candidates, ['Vishing'])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { namesUnknownCatalogueId } from './page-params';

describe('namesUnknownCatalogueId', () => {
  it('is true for a fraud or defense id the catalogue does not have', () => {
    expect(namesUnknownCatalogueId({ fraudId: 'X' })).toBe(true);
    expect(namesUnknownCatalogueId({ fraudId: 'phishing' })).toBe(true);
    expect(namesUnknownCatalogueId({ defenseId: 'Firewall' })).toBe(true);
  });

  it('is false for the catalogue’s ids and for addresses without such a parameter', () => {
    expect(namesUnknownCatalogueId({ fraudId: 'Phishing' })).toBe(false);
    expect(namesUnknownCatalogueId({ defenseId: 'MultiFactorAuth' })).toBe(false);
    expect(namesUnknownCatalogueId({})).toBe(false);
    expect(namesUnknownCatalogueId({ leagueId: 'anything' })).toBe(false);
  });
});

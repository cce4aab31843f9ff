import { FRAUD_IDS } from '@ffl/engine/ids';
import { computeProtection } from '@ffl/engine/protection';
import { describe, expect, it } from 'vitest';
import { toLoadout } from '../game/loadout';
import { buildWikiRows, filterWikiRows, parseWikiSearch, sortWikiRows } from './wiki-filters';

const maxedMfa = toLoadout({ MultiFactorAuth: 3, UserEducation: 0 });

describe('the wiki search params', () => {
  it('keeps known values and drops the rest, so a stale URL shows everything', () => {
    expect(
      parseWikiSearch({ family: 'cyber', protection: 'good', quiz: 'review-due', sort: 'damage' }),
    ).toEqual({ family: 'cyber', protection: 'good', quiz: 'review-due', sort: 'damage' });
    // The retired high/low filter of an old link shows everything.
    expect(
      parseWikiSearch({ family: 'Cyber', protection: 'high', quiz: 1, sort: 'price', x: 'y' }),
    ).toEqual({});
    // Name order is the default, so it never needs to be in the URL.
    expect(parseWikiSearch({ sort: 'name' })).toEqual({});
  });
});

describe('the wiki rows', () => {
  it('computes each protection with the engine and defaults the quiz to new', () => {
    const rows = buildWikiRows(maxedMfa, { Phishing: 'passed' }, { Phishing: 'A fake message.' });
    expect(rows.map((row) => row.fraudId)).toEqual([...FRAUD_IDS]);
    const phishing = rows.find((row) => row.fraudId === 'Phishing')!;
    expect(phishing.protection).toBe(computeProtection(maxedMfa, 'Phishing'));
    expect(phishing.protectionPercent).toBe(95);
    expect(phishing.quiz).toBe('passed');
    expect(phishing.summary).toBe('A fake message.');
    expect(rows.find((row) => row.fraudId === 'Ddos')).toMatchObject({
      quiz: 'new',
      protectionPercent: 0,
      summary: '',
      family: 'cyber',
      danger: 3,
      baseDamage: 35_000,
    });
  });
});

describe('filters', () => {
  const rows = buildWikiRows(maxedMfa, { Ransomware: 'failed', Ddos: 'failed' }, {});

  it('filters by the bands of the protection scale, on the shown percent', () => {
    const strong = filterWikiRows(rows, { protection: 'good' }).map((row) => row.fraudId);
    expect(strong.sort()).toEqual(['AccountTakeover', 'BruteForce', 'Phishing', 'SimSwap']);
    expect(filterWikiRows(rows, { protection: 'warn' })).toHaveLength(0);
    expect(filterWikiRows(rows, { protection: 'bad' })).toHaveLength(16);
    const one = buildWikiRows(toLoadout({ MultiFactorAuth: 1 }), {}, {});
    // Phishing at 50%: partial (the old wiki filter called it "High").
    expect(one.find((row) => row.fraudId === 'Phishing')?.protectionPercent).toBe(50);
    expect(filterWikiRows(one, { protection: 'warn' }).map((row) => row.fraudId)).toContain(
      'Phishing',
    );
  });

  it('combines family, protection and quiz status', () => {
    expect(filterWikiRows(rows, { family: 'physical' }).map((row) => row.fraudId)).toEqual([
      'AtmSkimming',
    ]);
    expect(filterWikiRows(rows, { quiz: 'failed' }).map((row) => row.fraudId)).toEqual([
      'Ransomware',
      'Ddos',
    ]);
    expect(filterWikiRows(rows, { family: 'cyber', quiz: 'failed', protection: 'good' })).toEqual(
      [],
    );
    expect(
      filterWikiRows(rows, { family: 'identity', protection: 'good' }).map((row) => row.fraudId),
    ).toEqual(['AccountTakeover', 'SimSwap', 'BruteForce']);
    expect(filterWikiRows(rows, {})).toHaveLength(20);
  });
});

describe('sorting', () => {
  const rows = buildWikiRows(maxedMfa, {}, {});

  it('sorts by name A to Z by default', () => {
    const names = sortWikiRows(rows).map((row) => row.name);
    expect(names[0]).toBe('Account Takeover');
    expect(names.at(-1)).toBe('Zero-Day Exploits');
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('puts the weakest protection first, ties by name', () => {
    const sorted = sortWikiRows(rows, 'protection');
    expect(sorted[0]!.name).toBe('Accounting and Invoice Fraud');
    expect(sorted.slice(-4).map((row) => row.fraudId)).toEqual([
      'Phishing',
      'SimSwap',
      'AccountTakeover',
      'BruteForce',
    ]);
  });

  it('puts the highest danger and the highest damage first', () => {
    const danger = sortWikiRows(rows, 'danger');
    expect(danger.slice(0, 6).every((row) => row.danger === 4)).toBe(true);
    expect(danger[0]!.name).toBe('Account Takeover');
    expect(danger.at(-1)!.danger).toBe(1);
    const damage = sortWikiRows(rows, 'damage').map((row) => row.fraudId);
    expect(damage.slice(0, 2)).toEqual(['ZeroDayExploit', 'Ransomware']);
    expect(damage.at(-1)).toBe('CryptoJacking');
  });

  it('does not change the rows it is given', () => {
    const before = rows.map((row) => row.fraudId);
    sortWikiRows(rows, 'damage');
    expect(rows.map((row) => row.fraudId)).toEqual(before);
  });
});

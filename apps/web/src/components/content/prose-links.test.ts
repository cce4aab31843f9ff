import { describe, expect, it } from 'vitest';
import { parseProse, parseTarget, slugify, toPlainText } from './prose-links';

describe('parseTarget', () => {
  it('knows fraud, quiz, defense and page routes', () => {
    expect(parseTarget('/frauds/Phishing')).toEqual({ kind: 'fraud', fraudId: 'Phishing' });
    expect(parseTarget('/frauds/Phishing/quiz')).toEqual({
      kind: 'fraud-quiz',
      fraudId: 'Phishing',
    });
    expect(parseTarget('/defenses/MultiFactorAuth')).toEqual({
      kind: 'defense',
      defenseId: 'MultiFactorAuth',
    });
    expect(parseTarget('/help')).toEqual({ kind: 'page', to: '/help' });
  });

  it('refuses unknown ids, external and odd addresses', () => {
    expect(parseTarget('/frauds/NotAFraud')).toBeNull();
    expect(parseTarget('/defenses/Phishing')).toBeNull();
    expect(parseTarget('https://example.com')).toBeNull();
    expect(parseTarget('//evil.example/help')).toBeNull();
    expect(parseTarget('javascript:alert(1)')).toBeNull();
    expect(parseTarget('/help/extra')).toBeNull();
  });
});

describe('parseProse', () => {
  it('returns plain text as one part', () => {
    expect(parseProse('No links here.')).toEqual([{ kind: 'text', text: 'No links here.' }]);
  });

  it('splits text and links in order', () => {
    expect(
      parseProse(
        'Turn on [two-step sign-in](/defenses/MultiFactorAuth) against [phishing](/frauds/Phishing).',
      ),
    ).toEqual([
      { kind: 'text', text: 'Turn on ' },
      {
        kind: 'link',
        label: 'two-step sign-in',
        target: { kind: 'defense', defenseId: 'MultiFactorAuth' },
      },
      { kind: 'text', text: ' against ' },
      { kind: 'link', label: 'phishing', target: { kind: 'fraud', fraudId: 'Phishing' } },
      { kind: 'text', text: '.' },
    ]);
  });

  it('handles a link at the start and end', () => {
    expect(parseProse('[Help](/help)')).toEqual([
      { kind: 'link', label: 'Help', target: { kind: 'page', to: '/help' } },
    ]);
  });

  it('shows an external or unknown link as its label only', () => {
    expect(parseProse('See [this](https://evil.example) now.')).toEqual([
      { kind: 'text', text: 'See this now.' },
    ]);
  });

  it('leaves brackets that are not links alone', () => {
    expect(parseProse('A [note] and (aside).')).toEqual([
      { kind: 'text', text: 'A [note] and (aside).' },
    ]);
  });
});

describe('toPlainText and slugify', () => {
  it('strips link markup', () => {
    expect(toPlainText('Use [MFA](/defenses/MultiFactorAuth) now')).toBe('Use MFA now');
  });
  it('makes heading ids', () => {
    expect(slugify('How it works')).toBe('how-it-works');
    expect(slugify('  Level 2: "Strong"! ')).toBe('level-2-strong');
  });
});

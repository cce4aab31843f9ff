import { describe, expect, it } from 'vitest';
import { parseProse, slugify } from './prose-links';

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

describe('slugify', () => {
  it('makes heading ids', () => {
    expect(slugify('How it works')).toBe('how-it-works');
    expect(slugify('  Level 2: "Strong"! ')).toBe('level-2-strong');
  });
});

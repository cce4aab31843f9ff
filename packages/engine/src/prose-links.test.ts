import { describe, expect, it } from 'vitest';
import { findProseLinks, LINKABLE_PAGES, parseLinkTarget, toPlainText } from './prose-links';

describe('parseLinkTarget', () => {
  it('knows fraud pages, their quizzes, defense pages and the linkable pages', () => {
    expect(parseLinkTarget('/frauds/Phishing')).toEqual({ kind: 'fraud', fraudId: 'Phishing' });
    expect(parseLinkTarget('/frauds/Phishing/quiz')).toEqual({
      kind: 'fraud-quiz',
      fraudId: 'Phishing',
    });
    expect(parseLinkTarget('/defenses/MultiFactorAuth')).toEqual({
      kind: 'defense',
      defenseId: 'MultiFactorAuth',
    });
    expect(parseLinkTarget('/help')).toEqual({ kind: 'page', to: '/help' });
    for (const page of LINKABLE_PAGES)
      expect(parseLinkTarget(page)).toEqual({ kind: 'page', to: page });
  });

  it('refuses unknown ids, other sites and anything else', () => {
    for (const path of [
      '/frauds/NotAFraud',
      '/frauds/phishing',
      '/defenses/Phishing',
      '/defenses/Firewall',
      'https://example.com',
      '//evil.example/help',
      'javascript:alert(1)',
      '/help/extra',
      '/admin',
    ]) {
      expect(parseLinkTarget(path), path).toBeNull();
    }
  });
});

describe('findProseLinks and toPlainText', () => {
  it('find every link with where it stands, and strip the markup', () => {
    const text = 'Use [MFA](/defenses/MultiFactorAuth) and [this](https://x.example).';
    expect(findProseLinks(text)).toEqual([
      { label: 'MFA', target: '/defenses/MultiFactorAuth', index: 4, length: 32 },
      { label: 'this', target: 'https://x.example', index: 41, length: 25 },
    ]);
    expect(findProseLinks('A [note] and (aside).')).toEqual([]);
    expect(toPlainText(text)).toBe('Use MFA and this.');
  });
});

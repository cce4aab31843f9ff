import { describe, expect, it } from 'vitest';
import { countWords, findLinks, isKnownRoute, toPlainText } from './validate';

describe('content validation helpers', () => {
  it('accepts the app routes and rejects unknown ones', () => {
    expect(isKnownRoute('/frauds/Phishing')).toBe(true);
    expect(isKnownRoute('/frauds/Phishing/quiz')).toBe(true);
    expect(isKnownRoute('/defenses/MultiFactorAuth')).toBe(true);
    expect(isKnownRoute('/fraudwiki')).toBe(true);
    expect(isKnownRoute('/frauds/phishing')).toBe(false);
    expect(isKnownRoute('/defenses/Firewall')).toBe(false);
    expect(isKnownRoute('https://example.com')).toBe(false);
  });

  it('finds links and strips their markup', () => {
    const text = 'Turn on [MFA](/defenses/MultiFactorAuth) and read [the wiki](/fraudwiki).';
    expect(findLinks(text)).toEqual([
      { label: 'MFA', target: '/defenses/MultiFactorAuth' },
      { label: 'the wiki', target: '/fraudwiki' },
    ]);
    expect(toPlainText(text)).toBe('Turn on MFA and read the wiki.');
  });

  it('counts words as a reader sees them', () => {
    expect(
      countWords(['One two three.', 'A [linked phrase](/help) here — 27,500 credits, 45%.']),
    ).toBe(10);
  });
});

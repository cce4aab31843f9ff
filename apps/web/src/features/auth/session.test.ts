import { describe, expect, it } from 'vitest';
import { safeRedirect } from './session';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/leaderboard')).toBe('/leaderboard');
    expect(safeRedirect('/frauds/Phishing?tab=quiz')).toBe('/frauds/Phishing?tab=quiz');
  });

  it('refuses other sites and odd values, falling back to /home', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'leaderboard',
      '',
      42,
      undefined,
    ]) {
      expect(safeRedirect(bad)).toBe('/home');
    }
  });

  it('never sends a signed-in user back to the entry pages', () => {
    expect(safeRedirect('/login')).toBe('/home');
    expect(safeRedirect('/signup?x=1')).toBe('/home');
    expect(safeRedirect('/')).toBe('/home');
  });
});

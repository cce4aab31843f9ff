import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { forecastFacts } from './forecast-mix';
import { describeForecast, listOr } from './game-text';

const wave = (difficulty: 'easy' | 'hard' | 'custom', forecast: string[]) => ({
  id: 'w'.repeat(20),
  scheduledAt: '2030-01-01T18:00:00.000Z',
  difficulty,
  forecast: forecast as ('social' | 'cyber')[],
  status: 'scheduled' as const,
  automatic: true,
});

describe('the forecast words', () => {
  it('name the frauds the wave can draw from the forecast, so an easy social wave never promises Phishing', () => {
    expect(describeForecast(forecastFacts(wave('easy', ['social'])))).toBe(
      'Easy wave of 3 attacks. At least 2 come from Social engineering: Vishing or Deepfake Fraud.',
    );
    expect(describeForecast(forecastFacts(wave('hard', ['social', 'cyber'])))).toContain(
      'Hard wave of 5 attacks. At least 3 come from Social engineering and Cyber',
    );
    expect(describeForecast(forecastFacts(wave('easy', [])))).toBe(
      'Easy wave of 3 attacks, from any family.',
    );
    expect(describeForecast(forecastFacts(wave('custom', ['social'])))).toBe(
      'The game master picks the attacks of this wave. Forecast: Social engineering.',
    );
    expect(describeForecast(forecastFacts(null))).toBe(
      'No wave is scheduled yet, so the figures are for a typical wave.',
    );
  });

  it('lists with "or"', () => {
    expect(listOr([])).toBe('');
    expect(listOr(['A'])).toBe('A');
    expect(listOr(['A', 'B', 'C'])).toBe('A, B or C');
  });
});

describe('the words of the decision screens', () => {
  it('never say "engine" to players: advice is named for what it is', () => {
    const features = join(__dirname, '..');
    // Every feature's words: the player's screens and the game master's console alike.
    // Every feature's folder (the folder also holds its README).
    const owned = readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const files = owned.flatMap((feature) =>
      readdirSync(join(features, feature))
        .filter((name) => name.endsWith('-text.ts'))
        .map((name) => join(features, feature, name)),
    );
    files.push(join(features, '..', 'lib', 'measure-words.ts'));
    expect(files.length).toBeGreaterThan(15);
    for (const file of files) {
      // Comments may name the engine; the strings players see may not.
      const strings = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*\*)/.test(line))
        .join('\n');
      // An import from '@ffl/engine/…' is code, not words.
      expect(strings, file).not.toMatch(/(?<!@ffl\/)\bengine\b/i);
    }
  });
});

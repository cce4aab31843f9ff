import { describe, expect, it } from 'vitest';
import { endSentence, graphemeCount, NAME_MAX, nameRuleProblem, normaliseName } from './names';

describe('the one rule for names, as the server applies it', () => {
  it('trims, normalises to NFC and counts the characters people see', () => {
    expect(normaliseName('  Cafe\u0301  ')).toBe('Caf\u00e9');
    expect(graphemeCount('\u{1f1ec}\u{1f1e7}')).toBe(1);
    expect(nameRuleProblem('bank', '\u{1f1ec}\u{1f1e7}'.repeat(40))).toBeNull();
    expect(nameRuleProblem('bank', 'x'.repeat(41))).toBe(
      'The bank name can have at most 40 characters.',
    );
    expect(nameRuleProblem('display', ` ${'x'.repeat(80)} `)).toBeNull();
    expect(NAME_MAX).toEqual({ display: 80, bank: 40, league: 40, cohort: 60, organisation: 80 });
  });

  it('refuses control and invisible formatting characters, naming the field', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'a\tb', 'a\u2028b']) {
      expect(nameRuleProblem('display', bad), JSON.stringify(bad)).toBe(
        'The display name cannot contain control characters such as line breaks or tabs.',
      );
    }
    for (const bad of ['a\u202eb', 'a\u200bb', 'a\u200db', 'a\ufeffb', 'a\u00adb']) {
      expect(nameRuleProblem('league', bad), JSON.stringify(bad)).toBe(
        'The league name cannot contain invisible formatting characters such as direction marks or zero-width spaces.',
      );
    }
    expect(nameRuleProblem('bank', 'Zoë’s Bank 🇬🇧')).toBeNull();
  });

  it('refuses towers of marks, blank fillers and oversized names, and takes emoji whole (issue 26)', () => {
    expect(nameRuleProblem('bank', `a${'\u0301'.repeat(20_000)}`)).toBe(
      'The bank name cannot stack more than 4 accents or other marks on one letter.',
    );
    for (const filler of ['\u3164', '\u2800', '\u115f', '\u1160', '\u034f', '\ufe0f', '\uffff']) {
      expect(nameRuleProblem('league', `A${filler}B`), JSON.stringify(filler)).toBe(
        'The league name cannot contain blank or invisible filler characters.',
      );
    }
    expect(nameRuleProblem('display', '👩‍👩‍👧‍👦'.repeat(40))).toBe(
      'The display name is too long once stored: use fewer emoji or accented letters.',
    );
    expect(nameRuleProblem('bank', 'Bank 👩‍👩‍👧‍👦')).toBeNull();
    expect(nameRuleProblem('bank', '❤️‍🔥 Bank')).toBeNull();
  });

  it('leaves an empty name to each form', () => {
    expect(nameRuleProblem('bank', '   ')).toBeNull();
  });
});

describe('endSentence', () => {
  it('ends a sentence with one full stop, even after a name that ends with one', () => {
    expect(endSentence('Run by Robert B.')).toBe('Run by Robert B.');
    expect(endSentence('Run by Robert B')).toBe('Run by Robert B.');
    expect(endSentence('Your bank is now called Vault Inc. ')).toBe(
      'Your bank is now called Vault Inc.',
    );
  });

  it('keeps the name’s own ending when it already closes the sentence', () => {
    expect(endSentence('Run by Who?')).toBe('Run by Who?');
    expect(endSentence('Run by Wow!')).toBe('Run by Wow!');
    expect(endSentence('Run by Wait…')).toBe('Run by Wait…');
    expect(endSentence('Your bank is now called "Safe."')).toBe('Your bank is now called "Safe."');
    expect(endSentence('Your bank is now called "Safe"')).toBe('Your bank is now called "Safe".');
  });
});

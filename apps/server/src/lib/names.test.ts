import { describe, expect, it } from 'vitest';
import { cleanName, graphemeCount, nameProblem, nameSchema } from './names';

describe('the one rule for names', () => {
  it('counts the characters people see', () => {
    expect(graphemeCount('Bank')).toBe(4);
    expect(graphemeCount('Cafe\u0301')).toBe(4);
    expect(graphemeCount('\u{1f1ec}\u{1f1e7}')).toBe(1);
    expect(graphemeCount('\u{1f44d}\u{1f3fd}')).toBe(1);
  });

  it('trims and normalises to NFC before judging', () => {
    expect(nameSchema('bank').parse('  Cafe\u0301  ')).toBe('Caf\u00e9');
    expect(nameSchema('display', { allowEmpty: true }).parse('   ')).toBe('');
    expect(nameSchema('display').safeParse('   ').success).toBe(false);
  });

  it('refuses control and format characters, naming the field', () => {
    expect(nameProblem('bank', 'a\u0000b')).toBe(
      'The bank name cannot contain control characters such as line breaks or tabs.',
    );
    expect(nameProblem('league', 'a\u202eb')).toBe(
      'The league name cannot contain invisible formatting characters such as direction marks or zero-width spaces.',
    );
    expect(nameProblem('display', 'a\u2028b')).toMatch(/^The display name cannot contain control/);
    expect(nameProblem('display', 'a\ud800')).toMatch(/^The display name cannot contain control/);
    expect(nameProblem('display', 'Zoë 🇬🇧 José')).toBeNull();
  });

  it("keeps each kind's length", () => {
    expect(nameProblem('bank', 'x'.repeat(40))).toBeNull();
    expect(nameProblem('bank', 'x'.repeat(41))).toBe(
      'The bank name can have at most 40 characters.',
    );
    expect(nameProblem('league', 'x'.repeat(41))).toMatch(/at most 40/);
    expect(nameProblem('display', 'x'.repeat(80))).toBeNull();
    expect(nameProblem('display', 'x'.repeat(81))).toMatch(/at most 80/);
  });

  it('cleans a name from elsewhere instead of refusing it', () => {
    expect(cleanName('display', ' Ada\nLovelace\u200b ')).toBe('Ada Lovelace');
    expect(cleanName('bank', `Bank of ${'\u{1f1ec}\u{1f1e7}'.repeat(40)}`)).toBe(
      `Bank of ${'\u{1f1ec}\u{1f1e7}'.repeat(32)}`,
    );
    expect(cleanName('display', '\u202e')).toBe('');
  });

  it('says why a tower of marks, a filler or an oversized name is refused (issue 26)', () => {
    expect(nameProblem('bank', `a${'\u0301'.repeat(20_000)}`)).toBe(
      'The bank name cannot stack more than 4 accents or other marks on one letter.',
    );
    expect(nameProblem('league', 'Fillers \u3164')).toBe(
      'The league name cannot contain blank or invisible filler characters.',
    );
    expect(nameProblem('display', '\u2800')).toBe(
      'The display name cannot contain blank or invisible filler characters.',
    );
    expect(nameProblem('bank', '👩‍👩‍👧‍👦'.repeat(15))).toBe(
      'The bank name is too long once stored: use fewer emoji or accented letters.',
    );
    expect(nameProblem('bank', 'Bank 👩‍👩‍👧‍👦')).toBeNull();
    expect(nameProblem('bank', '❤️‍🔥 Bank')).toBeNull();
  });

  it('cleans fillers, towers of marks and oversized names from elsewhere, keeping emoji whole', () => {
    expect(cleanName('display', 'Ada\u3164 \u2800Lovelace\ufe0f')).toBe('Ada Lovelace');
    expect(cleanName('display', `Zax${'\u0301'.repeat(50)}go`)).toBe(`Zax${'\u0301'.repeat(4)}go`);
    expect(cleanName('display', 'Ada 👩‍👩‍👧‍👦')).toBe('Ada 👩‍👩‍👧‍👦');
    const many = cleanName('bank', '👩‍👩‍👧‍👦'.repeat(40));
    expect(many).toBe('👩‍👩‍👧‍👦'.repeat(14));
    expect(nameProblem('bank', many)).toBeNull();
  });
});

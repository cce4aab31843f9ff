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
});

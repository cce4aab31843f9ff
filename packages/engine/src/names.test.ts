import { describe, expect, it } from 'vitest';
import { checkName, graphemeCount, NAME_MAX, normaliseName, splitGraphemes } from './names';

describe('the rule for names', () => {
  it('trims and stores one spelling (NFC)', () => {
    expect(normaliseName('  Cafe\u0301  ')).toBe('Caf\u00e9');
  });

  it('counts the characters people see', () => {
    expect(graphemeCount('🇿🇦🇿🇦')).toBe(2);
    expect(graphemeCount('e\u0301')).toBe(1);
    expect(splitGraphemes('a🇿🇦b')).toEqual(['a', '🇿🇦', 'b']);
  });

  it('says which part a name breaks', () => {
    expect(checkName('bank', 'Bank\u0000of Hana')).toBe('control');
    expect(checkName('bank', 'Bank\nof Hana')).toBe('control');
    expect(checkName('bank', 'Bank\u202eof Hana')).toBe('format');
    expect(checkName('bank', 'Bank\u200bof Hana')).toBe('format');
    expect(checkName('bank', '')).toBe('empty');
    expect(checkName('display', '', true)).toBeNull();
    expect(checkName('league', '🇿🇦'.repeat(NAME_MAX.league))).toBeNull();
    expect(checkName('league', 'x'.repeat(NAME_MAX.league + 1))).toBe('too-long');
    expect(checkName('display', 'Thandi Mokoena')).toBeNull();
  });
});

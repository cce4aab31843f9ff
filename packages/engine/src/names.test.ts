import { describe, expect, it } from 'vitest';
import {
  checkName,
  graphemeCount,
  isEmoji,
  NAME_MAX,
  NAME_MAX_MARKS,
  NAME_MAX_UNITS,
  normaliseName,
  splitGraphemes,
} from './names';

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

  it('refuses a tower of combining marks, which is one character to the eye (issue 26)', () => {
    const tower = `a${'\u0301'.repeat(20_000)}`;
    expect(graphemeCount(tower)).toBe(1);
    for (const kind of ['display', 'bank', 'league'] as const)
      expect(checkName(kind, tower)).toBe('marks');
    expect(checkName('bank', `Zalgo a${'\u0301\u0302\u0303'.repeat(2)}`)).toBe('marks');
    // Up to four in a row is writing: Vietnamese, Hebrew with points and cantillation, Thai.
    expect(checkName('bank', `a${'\u0301'.repeat(NAME_MAX_MARKS)}`)).toBeNull();
    expect(checkName('bank', 'Ngân hàng Việt')).toBeNull();
    expect(checkName('bank', 'בְּרֵאשִׁ֖ית')).toBeNull();
    expect(checkName('bank', 'ธนาคารที่ดี')).toBeNull();
    expect(checkName('bank', 'बैंक क्षत्रिय')).toBeNull();
  });

  it('refuses blank fillers and noncharacters, which make a name look empty or like another (issue 26)', () => {
    for (const filler of [
      '\u3164',
      '\u2800',
      '\u115f',
      '\u1160',
      '\u034f',
      '\ufe0f',
      '\uffff',
      '\uffa0',
      '\ufdd0',
      '\u{e0100}',
    ]) {
      const label = `U+${filler.codePointAt(0)?.toString(16).toUpperCase()}`;
      expect(checkName('bank', filler), label).toBe('blank');
      expect(checkName('bank', `Bank${filler}of Hana`), label).toBe('blank');
      expect(checkName('bank', `${filler}Bank`), label).toBe('blank');
    }
  });

  it('takes emoji whole: joined by zero-width joiners, with selectors, skin tones, tags and keycaps (issue 26)', () => {
    for (const name of [
      'Bank 👩‍👩‍👧‍👦',
      '❤️‍🔥 Bank',
      '🏳️‍🌈 League',
      '🧑🏽‍💻 Coders',
      'Team 🏴󠁧󠁢󠁳󠁣󠁴󠁿',
      '1️⃣ Bank',
      '❤️ Love',
      '🇿🇦 Braai',
      '👍🏽',
    ]) {
      expect(checkName('bank', name), name).toBeNull();
      for (const part of splitGraphemes(name).filter((p) =>
        /\p{Extended_Pictographic}|\p{RI}/u.test(p),
      ))
        expect(isEmoji(part), part).toBe(true);
    }
    // A joiner or a selector outside an emoji is still invisible.
    expect(checkName('bank', 'Va\u200dult')).toBe('format');
    expect(checkName('bank', 'Vault\u200d')).toBe('format');
    expect(checkName('bank', 'Va\ufe0fult')).toBe('blank');
    expect(checkName('bank', '👍\u034f')).toBe('blank');
  });

  it('caps the stored length in UTF-16 code units as well as the characters people see', () => {
    expect(NAME_MAX_UNITS).toEqual({
      display: 320,
      bank: 160,
      league: 160,
      cohort: 240,
      organisation: 320,
    });
    // Forty flags: forty characters, 160 code units.
    expect(checkName('bank', '🇿🇦'.repeat(40))).toBeNull();
    // Fifteen families: fifteen characters, 165 code units.
    expect(checkName('bank', '👩‍👩‍👧‍👦'.repeat(15))).toBe('too-large');
    expect(checkName('bank', '👩‍👩‍👧‍👦'.repeat(14))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { countSyllables, countText, extractPageText, fleschKincaidGrade } from './readability';
import { DEFENSE_CONTENT, FRAUD_CONTENT } from './registry';

describe('countSyllables', () => {
  it.each([
    ['the', 1],
    ['fraud', 1],
    ['make', 1],
    ['used', 1],
    ['table', 2],
    ['cases', 2],
    ['wanted', 2],
    ['likely', 2],
    ['statement', 2],
    ['player', 2],
    ['trying', 2],
    ['quiet', 2],
    ['client', 2],
    ['criminals', 3],
    ['messages', 3],
    ['enabled', 3],
    ['media', 3],
    ['previous', 3],
    ['actual', 3],
    ['continuous', 4],
    ['security', 4],
    ['authentication', 5],
    ['organisation', 5],
    ['vulnerability', 6],
  ])('%s has %i', (word, syllables) => {
    expect(countSyllables(word)).toBe(syllables);
  });

  it.each([
    ['ATM', 3], // A-T-M
    ['OTPs', 3], // O-T-Ps
    ['NCSC', 4], // no vowel, so spelt out
    ['SAPS', 1], // said as a word
    ['PIN', 1],
    ['U.S', 2],
    ["isn't", 2],
    ["bank's", 1],
    ['look-alike', 3],
  ])('%s has %i', (word, syllables) => {
    expect(countSyllables(word)).toBe(syllables);
  });

  it.each([
    ['2024', 5], // twen-ty twen-ty-four
    ['2005', 4], // two thou-sand five
    ['1,611', 9], // one thou-sand six hun-dred e-lev-en
    ['27,500', 9], // twen-ty-sev-en thou-sand five hun-dred
    ['2.5', 3], // two point five
    ['45%', 5], // for-ty-five per cent
    ['R4,999', 10], // R, four thou-sand nine hun-dred nine-ty-nine
    ['US$18.5', 8], // U S dol-lars eigh-teen point five
    ['10111', 5], // a phone number, digit by digit
    ['16:30', 4], // six-teen thir-ty
    ['21st', 3], // about as long as twen-ty-one
  ])('the figure %s has %i', (figure, syllables) => {
    expect(countSyllables(figure)).toBe(syllables);
  });
});

describe('countText', () => {
  it('does not end a sentence at an abbreviation or inside a number', () => {
    expect(countText('Banks lost R27,500 in 2.5 days, e.g. through phishing. Call now!')).toEqual({
      words: 11,
      sentences: 2,
      // Banks 1, lost 1, R27,500 10, in 1, 2.5 3, days 1, e.g 2, through 1, phishing 2;
      // Call 1, now 1.
      syllables: 24,
    });
  });

  it('ends a sentence at a line break and at a closing quote', () => {
    expect(countText('Warning signs\nIt said "act now." Then it stopped.').sentences).toBe(3);
  });

  it('does not count a lone dash or slash as a word', () => {
    expect(countText('SMS / email — or both').words).toBe(4);
  });
});

describe('fleschKincaidGrade', () => {
  it('matches a grade computed by hand', () => {
    // 13 words, 2 sentences, 20 syllables (The bank blocked the card: 5;
    // Crim-i-nals of-ten use ur-gent mes-sa-ges to steal pass-words: 15).
    // 0.39 × 13/2 + 11.8 × 20/13 − 15.59 = 2.535 + 18.1538 − 15.59 = 5.0988
    const text =
      'The bank blocked the card. Criminals often use urgent messages to steal passwords.';
    expect(fleschKincaidGrade(text)).toBeCloseTo(5.0988, 4);
  });

  it('gives a very simple sentence a grade below zero', () => {
    // 6 words, 1 sentence, 6 syllables: 0.39 × 6 + 11.8 × 1 − 15.59 = −1.45
    expect(fleschKincaidGrade('The cat sat on the mat.')).toBeCloseTo(-1.45, 4);
  });

  it('has no grade for text without words', () => {
    expect(fleschKincaidGrade(' \n ')).toBeNaN();
  });
});

describe('extractPageText', () => {
  it('gives the prose of a fraud page as plain text, one paragraph per line', () => {
    const page = FRAUD_CONTENT.Phishing;
    const lines = extractPageText(page).split('\n');
    expect(lines[0]).toBe(page.summary);
    expect(lines).toContain(
      'Phishing by SMS is called smishing, and by phone call it is Vishing. A message written for one chosen person is called spear phishing. Spelling mistakes are no longer a reliable clue, because criminals now use AI to write clean messages.',
    );
    expect(lines.some((l) => l.includes(']('))).toBe(false);
    // Labels are not prose.
    expect(lines).not.toContain('Smishing');
    expect(lines).not.toContain(page.realCase.where);
  });

  it('gives the prose of a defense page', () => {
    const page = DEFENSE_CONTENT.MultiFactorAuth;
    const lines = extractPageText(page).split('\n');
    expect(lines[0]).toBe(page.summary);
    expect(lines).toHaveLength(
      1 +
        page.whatItIs.length +
        page.howItWorks.length +
        page.levels.length +
        page.limitations.length +
        page.realWorldCost.length,
    );
    expect(lines.some((l) => l.includes(']('))).toBe(false);
  });
});

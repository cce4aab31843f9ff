import type { DefenseContent, FraudContent } from './types';
import { toPlainText } from './validate';

/*
 * Flesch–Kincaid grade level, counted the way Flesch described it: figures and symbols count as
 * the syllables they have when read aloud ("2024" is "twenty twenty-four"), a hyphenated word is
 * one word, and a full stop inside an abbreviation or a number does not end a sentence.
 * Syllables come from spelling rules, not a dictionary, so single words can be off by one; over
 * a page of several hundred words those errors mostly cancel out.
 */

export interface TextCounts {
  words: number;
  sentences: number;
  syllables: number;
}

/** Words that the spelling rules below get wrong and that are common in this content. */
const SYLLABLE_EXCEPTIONS: Readonly<Record<string, number>> = {
  anyone: 3,
  area: 3,
  areas: 3,
  being: 2,
  business: 2,
  businesses: 3,
  businessman: 3,
  create: 2,
  created: 3,
  creates: 2,
  creating: 3,
  every: 2,
  everyday: 3,
  everyone: 3,
  everything: 3,
  everywhere: 3,
  eye: 1,
  eyes: 1,
  friend: 1,
  friends: 1,
  genuine: 3,
  genuinely: 4,
  idea: 3,
  ideas: 3,
  lawyer: 2,
  lawyers: 2,
  mr: 2,
  mrs: 2,
  people: 2,
  real: 1,
  someone: 2,
  takeover: 3,
  takeovers: 3,
};

/** All-capital words that are said as a word rather than letter by letter. */
const SPOKEN_ACRONYMS = new Set(['PIN', 'PINS', 'SIM', 'SIMS']);

const VOWELS = 'aeiouy';

function isVowelAt(word: string, i: number): boolean {
  const c = word[i];
  if (c === undefined || !VOWELS.includes(c)) return false;
  if (c !== 'y') return true;
  // "y" is a consonant at the start of a word ("year") and between vowels ("player").
  if (i === 0) return false;
  const before = word[i - 1];
  const after = word[i + 1];
  const vowelBefore = before !== undefined && 'aeiou'.includes(before);
  const vowelAfter = after !== undefined && 'aeiou'.includes(after);
  return !(vowelBefore && vowelAfter);
}

function vowelGroups(word: string): number {
  let groups = 0;
  let inGroup = false;
  for (let i = 0; i < word.length; i++) {
    const vowel = isVowelAt(word, i);
    if (vowel && !inGroup) groups++;
    // A "y" after a consonant closes its syllable: "try-ing", "copy-ing".
    inGroup = vowel && !(word[i] === 'y' && i > 0 && !isVowelAt(word, i - 1));
  }
  return groups;
}

/** Second halves of compounds whose first half ends in a silent "e": "gateway", "lifecycle". */
const SILENT_E_COMPOUND =
  /\w[^aeiouy]e(?:ways?|walls?|works?|where|lines?|times?|house|holders?|cycles?|style|thing|what|how|fore|screen|ty|days?)$/;

/** Syllables of a lower-case word made of letters only. */
function wordSyllables(raw: string): number {
  const known = SYLLABLE_EXCEPTIONS[raw];
  if (known !== undefined) return known;
  // The "u" after "q" is a consonant sound: "quiz", "equity".
  const word = raw.replace(/qu/g, 'q');
  let count = vowelGroups(word);

  // Silent final "e" ("make", "code"), but not in "table" or "centre".
  if (/[^aeiouy]e$/.test(word) && !/[^aeiouyl]le$/.test(word) && !/[^aeiouyr]re$/.test(word)) {
    count--;
  }
  // "-es" is silent ("makes") except after a hissing sound ("cases", "changes"), in "tables"
  // and in "centres".
  if (/[^aeiouy]es$/.test(word) && !/(?:[sxzcg]|[cs]h|[^aeiouyl]l|[^aeiouyr]r)es$/.test(word)) {
    count--;
  }
  // "-ed" is silent ("used", "stayed") except after "t" or "d" ("wanted") or in "enabled".
  if (/[^aeiouytd]ed$/.test(word) && !/[^aeiouyl]led$/.test(word)) count--;
  if (/[aeiou]yed$/.test(word)) count--;
  // A silent "e" before a suffix or inside a compound: "likely", "statement", "gateway".
  if (/\w[^aeiouy]e(?:ly|ment|ments|ful|fully|less|ness)$/.test(word)) count--;
  if (SILENT_E_COMPOUND.test(word)) count--;
  // A silent "ue" after "g": "rogue", "colleague", "catalogue".
  if (/[aeiou]gues?$/.test(word)) count--;

  // Vowel pairs said as two syllables: "media", "previous", "medium", "video", "client", "quiet",
  // "actual", "continuous", "influence".
  count += (word.match(/[^cgstx]i[aou]/g) ?? []).length;
  count -= (word.match(/lli[aou]|ili[aou]|nion|nior|vio(?:u)?r/g) ?? []).length;
  count += (word.match(/[^gq]u[ao]|[^gq]ue(?=[^aeiouy])(?!ds?$|s$)/g) ?? []).length;
  count -= (word.match(/sua[ds]/g) ?? []).length;
  count += (word.match(/[^gc]eo(?!p)|^geo/g) ?? []).length;
  count += (word.match(/[^ct]ie(?:nt|t|nc)|scien/g) ?? []).length;
  // "reuse", "react", "reissue", "coordinate", "cooperate".
  count += (word.match(/^re(?:us|iss|act|al(?:is|it))|^coo(?:rd|per)/g) ?? []).length;
  // "doing", "seeing"; "easier", "costliest"; "mechanism".
  if (/[aeiou]ings?$/.test(word)) count++;
  if (/[^aeiouy]i(?:ers?|est)$/.test(word)) count++;
  if (/[aeiouy][^aeiouy]?isms?$/.test(word)) count++;
  return Math.max(1, count);
}

const ONES = [2, 1, 1, 1, 1, 1, 1, 2, 1, 1];
const TEENS = [1, 3, 1, 2, 2, 2, 2, 3, 2, 2];
const TENS = [0, 0, 2, 2, 2, 2, 2, 3, 2, 2];
const SCALE = 2; // "hundred", "thousand", "million", "billion" all have two

function belowHundred(n: number): number {
  if (n === 0) return 0;
  if (n < 10) return ONES[n] ?? 1;
  if (n < 20) return TEENS[n - 10] ?? 2;
  const ones = n % 10;
  return (TENS[Math.floor(n / 10)] ?? 2) + (ones === 0 ? 0 : (ONES[ones] ?? 1));
}

function belowThousand(n: number): number {
  const hundreds = Math.floor(n / 100);
  return (hundreds > 0 ? (ONES[hundreds] ?? 1) + SCALE : 0) + belowHundred(n % 100);
}

/** Syllables of a whole number said in words: 27,500 is "twenty-seven thousand five hundred". */
function cardinalSyllables(n: number): number {
  if (n === 0) return ONES[0] ?? 2;
  let total = 0;
  // Groups of three digits from the right; every group but the last is followed by a scale word.
  for (let rest = Math.floor(n), scale = 0; rest > 0; rest = Math.floor(rest / 1000), scale++) {
    const group = rest % 1000;
    if (group > 0) total += belowThousand(group) + (scale > 0 ? SCALE : 0);
  }
  return total;
}

function digitByDigit(digits: string): number {
  // Phone numbers are read one digit at a time, with "oh" for zero.
  return [...digits].reduce((n, d) => n + (d === '0' ? 1 : (ONES[Number(d)] ?? 1)), 0);
}

function yearSyllables(year: number): number {
  if (year >= 2000 && year <= 2009) return cardinalSyllables(year);
  const high = Math.floor(year / 100);
  const low = year % 100;
  if (low === 0) return belowHundred(high) + SCALE;
  return belowHundred(high) + (low < 10 ? 1 : 0) + belowHundred(low);
}

function numeralSyllables(numeral: string): number {
  if (numeral.includes(':')) {
    // A time such as 16:30 is said "sixteen thirty"; 08:00 is just "eight".
    return numeral
      .split(':')
      .map(Number)
      .reduce((n, part) => n + belowHundred(part), 0);
  }
  const [whole = '', fraction] = numeral.split('.');
  const digits = whole.replace(/,/g, '');
  let count: number;
  if (whole.length > 1 && whole.startsWith('0')) count = digitByDigit(digits);
  else if (!whole.includes(',') && digits.length >= 5) count = digitByDigit(digits);
  else if (!whole.includes(',') && digits.length === 4 && /^(1[1-9]|20)/.test(digits)) {
    count = yearSyllables(Number(digits));
  } else count = cardinalSyllables(Number(digits));
  // "2.5" is "two point five".
  if (fraction) count += 1 + digitByDigit(fraction);
  return count;
}

const SYMBOL_SYLLABLES: Readonly<Record<string, number>> = { $: 2, '£': 1, '€': 2, '%': 2 };

function lettersSyllables(letters: string): number {
  // A lone capital is said as its name: the "R" of "R500", the letters of "U.S.".
  if (/^[A-Z]$/.test(letters)) return letters === 'W' ? 3 : 1;
  const plural = /^[A-Z]{2,}s$/.test(letters);
  const stem = plural ? letters.slice(0, -1) : letters;
  if (/^[A-Z]{2,}$/.test(stem) && !SPOKEN_ACRONYMS.has(stem.toUpperCase())) {
    // Short or vowel-less capitals are spelt out: "ATM", "OTP", "NCSC". Longer ones that can be
    // said as a word are: "SAPS", "CISA".
    if (stem.length <= 3 || !/[AEIOU]/.test(stem)) {
      return [...stem].reduce((n, c) => n + (c === 'W' ? 3 : 1), 0);
    }
  }
  return wordSyllables(letters.toLowerCase());
}

/**
 * Syllables of one word as a reader says it. Accepts words with hyphens, apostrophes, figures and
 * currency or percent signs: "look-alike", "isn't", "27,500", "R4,999", "45%".
 */
export function countSyllables(token: string): number {
  let total = 0;
  for (const part of token.split('-')) {
    if (!part) continue;
    // "isn't" and "didn't" add a syllable for "n't"; a possessive "'s" adds none.
    const contraction = /[^aeiouAEIOU]n['’]t$/.test(part) ? 1 : 0;
    const bare = part.replace(/['’](?:s|t|re|ve|ll|d|m)?$/i, '');
    let afterNumeral = false;
    for (const piece of bare.match(/\d[\d,]*(?:[.:]\d+)?|\p{L}+|[$£€%]/gu) ?? []) {
      const symbol = SYMBOL_SYLLABLES[piece];
      if (symbol !== undefined) total += symbol;
      else if (/^\d/.test(piece)) total += numeralSyllables(piece);
      // The ending of "21st" or "1990s" adds no syllable to the number it follows.
      else if (!(afterNumeral && /^(?:st|nd|rd|th|s)$/.test(piece))) {
        total += lettersSyllables(piece);
      }
      afterNumeral = /^\d/.test(piece);
    }
    total += contraction;
  }
  return Math.max(1, total);
}

/** Abbreviations whose full stop does not end a sentence. */
const ABBREVIATIONS = new Set([
  'e.g.',
  'i.e.',
  'vs.',
  'mr.',
  'mrs.',
  'ms.',
  'dr.',
  'st.',
  'approx.',
  'inc.',
  'ltd.',
  'co.',
  'jr.',
  'sr.',
  'fig.',
  'cf.',
  'ca.',
  'pty.',
]);

const WORD = /[\p{L}\p{N}$£€](?:[\p{L}\p{N}'’.,:%$£€-]*[\p{L}\p{N}%])?/gu;

function endsSentence(chunk: string): boolean {
  const bare = chunk.replace(/["'’”)\]]+$/u, '');
  if (!/[.!?…]$/.test(bare)) return false;
  if (/[!?…]$/.test(bare)) return true;
  const lower = bare.replace(/^["'‘“([]+/u, '').toLowerCase();
  if (ABBREVIATIONS.has(lower)) return false;
  // Initials and dotted abbreviations such as "U.S." or "J.P."
  return !/^(?:\p{L}\.){2,}$/u.test(lower);
}

/**
 * Words, sentences and syllables of plain text. A line break always ends a sentence, so a list
 * item or heading without a full stop is not run into the next one.
 */
export function countText(text: string): TextCounts {
  const counts: TextCounts = { words: 0, sentences: 0, syllables: 0 };
  for (const paragraph of text.split(/\n+/)) {
    let wordsSinceEnd = 0;
    for (const chunk of paragraph.split(/[\s—–/]+/)) {
      const words = chunk.match(WORD) ?? [];
      for (const word of words) counts.syllables += countSyllables(word);
      counts.words += words.length;
      wordsSinceEnd += words.length;
      if (wordsSinceEnd > 0 && endsSentence(chunk)) {
        counts.sentences++;
        wordsSinceEnd = 0;
      }
    }
    if (wordsSinceEnd > 0) counts.sentences++;
  }
  return counts;
}

/** Flesch–Kincaid grade of plain text; NaN for text without words. */
export function fleschKincaidGrade(text: string): number {
  const { words, sentences, syllables } = countText(text);
  if (words === 0) return Number.NaN;
  return 0.39 * (words / sentences) + 11.8 * (syllables / words) - 15.59;
}

/**
 * The running prose of a page as plain text, one paragraph per line. Labels (channel names,
 * glossary terms, the case's title and place) are left out: they are not sentences, and counted
 * as one-word sentences they would pull the grade down.
 */
export function extractPageText(page: FraudContent | DefenseContent): string {
  const prose =
    'ifItHappensToYou' in page
      ? [
          page.summary,
          ...page.whatItIs,
          ...page.howItWorks,
          ...page.warningSigns,
          ...page.realCase.whatHappened,
          ...page.statistics.map((s) => s.text),
          ...page.whoIsTargeted,
          ...page.howToDefend,
          ...page.ifItHappensToYou.steps,
          ...[...page.ifItHappensToYou.southAfrica, ...page.ifItHappensToYou.international].map(
            (c) => c.how,
          ),
          ...page.glossary.map((g) => g.definition),
        ]
      : [
          page.summary,
          ...page.whatItIs,
          ...page.howItWorks,
          ...page.levels.map((l) => l.inPractice),
          ...page.limitations,
          ...page.realWorldCost,
        ];
  return prose.map((p) => toPlainText(p).replace(/\s+/g, ' ').trim()).join('\n');
}

import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../lib/app-error';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** How many of the most common passwords are refused. */
export const COMMON_PASSWORD_COUNT = 10_000;

/**
 * zxcvbn-ts keeps a frequency-ordered list of leaked passwords; its head is the list of the
 * most common ones that NIST SP 800-63B asks verifiers to refuse.
 */
const common: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** Who is choosing the password: zxcvbn refuses passwords made of these. */
export interface PasswordContext {
  email?: string;
  name?: string;
}

/** The lowest zxcvbn score accepted: 3 is "safely unguessable", about 10^8 guesses or more. */
export const PASSWORD_MIN_SCORE = 3;
/**
 * zxcvbn estimates only the head of a password. Its cost grows steeply with length (the l33t and
 * repeat matchers), and a head that is hard to guess makes the whole password hard to guess.
 */
const ESTIMATED_LENGTH = 64;

/** Words everyone who attacks this site would try first: the product's name and its parts. */
const SITE_WORDS = ['fantasy', 'fraud', 'league', 'fantasyfraudleague', 'ffl'];
const SITE_WORD = new RegExp(`\\b(?:${SITE_WORDS.join('|')})`, 'i');
/** The product's words in any order, any case, with any separators, digits or symbols between. */
const ONLY_SITE_WORDS = new RegExp(
  `^(?:[^\\p{L}]*(?:${[...SITE_WORDS].sort((a, b) => b.length - a.length).join('|')}))+[^\\p{L}]*$`,
  'iu',
);

const estimator = new ZxcvbnFactory({
  dictionary: { ...dictionary },
  graphs: adjacencyGraphs,
  maxLength: ESTIMATED_LENGTH,
  // Ten substitutions catch "W3lc0me123" and "P@ssw0rd" while keeping the l33t matcher cheap.
  l33tMaxSubstitutions: 10,
});

/** Why a password is easy to guess, in plain English, by zxcvbn's warning key. */
const WARNING_HINTS: Readonly<Record<string, string>> = {
  straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
  keyPattern: 'Short keyboard patterns are easy to guess.',
  simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
  extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
  sequences: 'Common sequences like "abc" or "123" are easy to guess.',
  recentYears: 'Recent years are easy to guess.',
  dates: 'Dates are easy to guess.',
  topTen: 'This is one of the most used passwords.',
  topHundred: 'This is a very commonly used password.',
  common: 'This is a commonly used password.',
  similarToCommon: 'This is similar to a commonly used password.',
  wordByItself: 'Single words are easy to guess.',
  namesByThemselves: 'Names on their own are easy to guess.',
  commonNames: 'Common names are easy to guess.',
  userInputs: 'It is too close to your name or email address.',
};
const SITE_WORDS_HINT =
  'It is made of the name of the game, which is the first thing anyone tries.';
const DEFAULT_HINT = 'It would be easy to guess: add a few more uncommon words.';

/** The e-mail, its local part and the pieces of both, and the name and its words. */
function userInputs({ email, name }: PasswordContext): string[] {
  const inputs = new Set<string>(SITE_WORDS);
  const add = (value: string | undefined) => {
    const text = value?.trim().toLowerCase();
    if (!text) return;
    inputs.add(text);
    for (const piece of text.split(/[^\p{L}\p{N}]+/u)) if (piece.length >= 3) inputs.add(piece);
    // "robin.hartley" also as "robinhartley".
    const joined = text.replace(/[^\p{L}\p{N}]+/gu, '');
    if (joined.length >= 3) inputs.add(joined);
  };
  add(email);
  add(email?.split('@')[0]);
  add(name);
  return [...inputs];
}

/** Why a password of the wrong length is refused. */
export const LENGTH_HINTS = {
  short: 'This one is shorter than 8 characters.',
  long: 'It can be at most 128 characters.',
} as const;

/**
 * `weak-password` with the hint of why as its message. The web app shows the error catalogue's
 * words for the code, followed by this hint; the catalogue's words are not repeated here.
 */
export function weakPassword(hint: string): AppError {
  return new AppError('weak-password', hint);
}

/**
 * Throws `weak-password` unless the password is 8 to 128 characters, not a common one, and hard to
 * guess by zxcvbn's estimate (score 3 or more) given who is choosing it. The message is a hint
 * of why, in a sentence.
 */
export function assertStrongPassword(password: unknown, context: PasswordContext = {}): void {
  if (typeof password !== 'string')
    throw new AppError('invalid-argument', 'The password must be a string.');
  const length = [...password].length;
  if (length < PASSWORD_MIN) throw weakPassword(LENGTH_HINTS.short);
  if (length > PASSWORD_MAX) throw weakPassword(LENGTH_HINTS.long);
  if (isCommonPassword(password)) throw weakPassword(WARNING_HINTS.common!);
  // "Fantasy Fraud League" and "fraud-league-2026": zxcvbn guesses separators by brute force,
  // which made the game's own name look strong (issue 26).
  if (ONLY_SITE_WORDS.test(password)) throw weakPassword(SITE_WORDS_HINT);
  const inputs = userInputs(context);
  const result = estimator.check(password, inputs);
  if (result.score < PASSWORD_MIN_SCORE) {
    const warning = result.feedback.warning;
    throw weakPassword((warning && WARNING_HINTS[warning]) || DEFAULT_HINT);
  }
  // With the game's words in it, it is judged without its separators too: "Fantasy Fraud League
  // rocks" is the game's name and one word.
  if (SITE_WORD.test(password)) {
    const joined = password.replace(/[^\p{L}\p{N}]+/gu, '');
    if (joined !== password && estimator.check(joined, inputs).score < PASSWORD_MIN_SCORE)
      throw weakPassword(SITE_WORDS_HINT);
  }
}

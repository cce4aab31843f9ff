/**
 * The one rule for every name a player gives (display name, bank name, league name), shared by
 * the server, which enforces it, and the web app, which says in a form what the server would:
 * - trimmed, and in Unicode normal form C, so that one name has one spelling;
 * - no control characters (Cc: NUL, line breaks, tabs…), line or paragraph separators, or lone
 *   surrogates, which break pages, logs and the database;
 * - no format characters (Cf: direction overrides and marks, zero-width spaces and joiners, the
 *   byte-order mark, soft hyphens…), which are invisible and can make one name pass for another
 *   on a leaderboard — except inside an emoji, where a zero-width joiner, a variation selector or
 *   tag characters make one picture ("👩‍👩‍👧‍👦", "❤️‍🔥", a flag of Scotland);
 * - no blank fillers: the characters Unicode says to draw as nothing (Default_Ignorable_Code_Point:
 *   the Hangul fillers U+3164, U+115F, U+1160, U+FFA0, the combining grapheme joiner U+034F, the
 *   variation selectors U+FE00–U+FE0F outside an emoji…), the blank braille pattern U+2800, and
 *   noncharacters (U+FFFF…), so that no name looks empty or like another;
 * - at most NAME_MAX_MARKS combining marks in a row: "a" with 20,000 accents stacked on it is one
 *   character to the eye, but 40 KB stored and a smear over the rows around it;
 * - a length counted in grapheme clusters, the characters people see, and a cap on the stored
 *   length in UTF-16 code units (NAME_MAX_UNITS), whatever the clusters are made of.
 * The words for each broken rule belong to each side.
 */

export type NameKind = 'display' | 'bank' | 'league' | 'cohort' | 'organisation';

export const NAME_MAX: Readonly<Record<NameKind, number>> = {
  display: 80,
  bank: 40,
  league: 40,
  cohort: 60,
  organisation: 80,
};

/**
 * The most UTF-16 code units a name may take: four per character of NAME_MAX, which a name of
 * flags (four each) or of letters with an accent or two fits, and a few long emoji sequences too.
 */
export const NAME_MAX_UNITS: Readonly<Record<NameKind, number>> = {
  display: 4 * NAME_MAX.display,
  bank: 4 * NAME_MAX.bank,
  league: 4 * NAME_MAX.league,
  cohort: 4 * NAME_MAX.cohort,
  organisation: 4 * NAME_MAX.organisation,
};

/** Combining marks in a row at most: Vietnamese, Hebrew with points, Thai and Tibetan need fewer. */
export const NAME_MAX_MARKS = 4;

/** Which part of the rule a name breaks. */
export type NameProblem =
  | 'control'
  | 'format'
  | 'blank'
  | 'marks'
  | 'empty'
  | 'too-long'
  | 'too-large';

export const NAME_CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u;
export const NAME_FORMAT = /\p{Cf}/u;
/** What draws as nothing: default-ignorable code points, the blank braille pattern, noncharacters. */
export const NAME_BLANK = /[\p{Default_Ignorable_Code_Point}\u2800\p{Noncharacter_Code_Point}]/u;
/** Invisible anywhere but inside an emoji: format characters and blanks. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800\p{Noncharacter_Code_Point}]/u;
const TOO_MANY_MARKS = new RegExp(`\\p{M}{${NAME_MAX_MARKS + 1},}`, 'u');

/**
 * One emoji, as Unicode's emoji sequences build it (UTS #51): pictographs with their presentation
 * selector or skin tone, joined by zero-width joiners; a flag of two regional indicators, or a
 * black flag with tag characters; a keycap. Written with the `u` flag's properties, which every
 * browser the app supports knows (the `v` flag's RGI_Emoji is newer).
 */
const EMOJI_ELEMENT =
  '(?:\\p{Extended_Pictographic}[\\uFE0E\\uFE0F]?\\p{Emoji_Modifier}?|\\p{Emoji_Modifier_Base}\\p{Emoji_Modifier})';
const EMOJI = new RegExp(
  `^(?:${EMOJI_ELEMENT}(?:\\u200D${EMOJI_ELEMENT})*(?:[\\u{E0020}-\\u{E007E}]+\\u{E007F})?|\\p{Regional_Indicator}{2}|[#*0-9]\\uFE0F?\\u20E3)$`,
  'u',
);

/** True when `grapheme` (one cluster) is an emoji, in which joiners and selectors belong. */
export function isEmoji(grapheme: string): boolean {
  return EMOJI.test(grapheme);
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** The characters a person sees in `text`, one string each. */
export function splitGraphemes(text: string): string[] {
  return [...graphemes.segment(text)].map((part) => part.segment);
}

/** How many characters a person sees in `text`. */
export function graphemeCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

/** Trimmed, then in normal form C: the stored spelling of a name. */
export function normaliseName(text: string): string {
  return text.trim().normalize('NFC');
}

/** The first invisible character outside an emoji: a format character or a blank; else null. */
function invisibleProblem(name: string): 'format' | 'blank' | null {
  if (!INVISIBLE.test(name)) return null;
  for (const { segment } of graphemes.segment(name)) {
    if (!INVISIBLE.test(segment) || isEmoji(segment)) continue;
    return NAME_FORMAT.test(segment) ? 'format' : 'blank';
  }
  return null;
}

/** What `name` (already normalised) breaks, or null when it keeps the rule. */
export function checkName(kind: NameKind, name: string, allowEmpty = false): NameProblem | null {
  if (NAME_CONTROL.test(name)) return 'control';
  const invisible = invisibleProblem(name);
  if (invisible) return invisible;
  if (TOO_MANY_MARKS.test(name)) return 'marks';
  if (!allowEmpty && name === '') return 'empty';
  if (graphemeCount(name) > NAME_MAX[kind]) return 'too-long';
  if (name.length > NAME_MAX_UNITS[kind]) return 'too-large';
  return null;
}

/**
 * Text the database cannot store. PostgreSQL's text refuses the NUL character (U+0000: "invalid
 * byte sequence for encoding UTF8: 0x00", SQLSTATE 22021) and its JSON refuses `\u0000` (22P05)
 * and a lone surrogate (22P02); a lone surrogate in text is silently stored as U+FFFD instead.
 * Such a value in a request is refused with 400 `invalid-argument` before any route sees it
 * (app.ts), and the database's own refusal maps to the same answer as a last line of defence.
 */

/** A UTF-16 surrogate that is not half of a pair. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a piece of text cannot be taken, for the error message. */
export const BROKEN_TEXT_MESSAGE =
  'Text cannot contain a NUL character (U+0000) or a lone surrogate (broken UTF-16).';

/** True when `text` holds a NUL or a lone surrogate. */
export function isBrokenText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * The path (`name`, `items.2.label`) of the first string in `value` — a key or a value, at any
 * depth — that holds a NUL or a lone surrogate; null when there is none. `''` is the value itself.
 */
export function findBrokenText(value: unknown): string | null {
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop() as { value: unknown; path: string };
    if (typeof item === 'string') {
      if (isBrokenText(item)) return path;
    } else if (Array.isArray(item)) {
      item.forEach((entry, index) => {
        stack.push({ value: entry, path: path ? `${path}.${index}` : String(index) });
      });
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        const at = path ? `${path}.${key}` : key;
        if (isBrokenText(key)) return at;
        stack.push({ value: entry, path: at });
      }
    }
  }
  return null;
}

/** A NUL written into an address, in any case: `%00`. */
const NUL_IN_URL = /%00/i;

/** True when the request's address (path or query) carries a NUL. */
export function urlHasNul(url: string): boolean {
  return NUL_IN_URL.test(url);
}

/**
 * The database refused a value as text it cannot hold: 22021 (character not in repertoire: a
 * NUL), 22P05 (untranslatable character: `\u0000` in JSON), 22P02 (invalid text representation:
 * a lone surrogate in JSON, a malformed number or id), 22001 (too long for its column). Walks the
 * causes, as drizzle wraps the driver's error.
 */
export function isInvalidTextError(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && ['22021', '22P05', '22P02', '22001'].includes(code))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The API answers the server wrote into the page's HTML (`<script type="application/json"
 * id="ffl-answers">`, by API path), so that the first page shows at once instead of waiting a
 * round trip for each (decision 0013). Each is used once, and only while the page is fresh:
 * after that every request goes to the server as usual.
 */

/** How long after the page loaded an embedded answer may still stand in for a request. */
export const EMBEDDED_ANSWER_MAX_AGE_MS = 10_000;

export interface EmbeddedAnswers {
  /** The answer for a GET of `path`, once; undefined when there is none (or it is too old). */
  take(path: string): { answer: unknown } | undefined;
  /** Forgets them all: after any change (a sign-in, a purchase…) they may no longer be true. */
  clear(): void;
}

/**
 * `read` gives the script's text (null without one); `age` the ms since the HTML arrived. An
 * answer's `serverTime` is moved on by that age, so that the server clock stays right.
 */
export function createEmbeddedAnswers(
  read: () => string | null,
  age: () => number,
): EmbeddedAnswers {
  let answers: Map<string, unknown> | undefined;
  const load = () => {
    const text = read();
    answers = new Map();
    if (!text) return answers;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        for (const [path, answer] of Object.entries(parsed)) answers.set(path, answer);
      }
    } catch {
      // A damaged page: the app asks the server instead.
    }
    return answers;
  };
  return {
    take(path) {
      const known = answers ?? load();
      if (!known.has(path)) return undefined;
      const answer = known.get(path);
      known.delete(path);
      const elapsed = age();
      if (!(elapsed >= 0 && elapsed <= EMBEDDED_ANSWER_MAX_AGE_MS)) return undefined;
      return { answer: movedOn(answer, elapsed) };
    },
    clear() {
      answers = new Map();
    },
  };
}

function movedOn(answer: unknown, elapsedMs: number): unknown {
  if (!answer || typeof answer !== 'object' || !('serverTime' in answer)) return answer;
  const at = Date.parse(String(answer.serverTime));
  if (!Number.isFinite(at)) return answer;
  return { ...answer, serverTime: new Date(at + Math.round(elapsedMs)).toISOString() };
}

/** This page's answers: the script is read (and removed) on the first request. */
export const pageAnswers = createEmbeddedAnswers(
  () => {
    if (typeof document === 'undefined') return null;
    const element = document.getElementById('ffl-answers');
    element?.remove();
    return element?.textContent ?? null;
  },
  () => {
    const navigation = performance.getEntriesByType?.('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    return performance.now() - (navigation?.responseStart ?? 0);
  },
);

/**
 * The API answers an app page needs first, written into its HTML so that the app starts without a
 * round trip for each (decision 0013). The page gets exactly what the app would have fetched, as
 * the same visitor, through the same routes: the session always, and for a verified player the
 * money bar's answers on every page plus the page's own.
 */
import { z } from 'zod';
import type { PageData } from './static-site';

export const SESSION_PATH = '/api/auth/get-session';
const BANK_PATH = '/api/bank';

const ATTACK_LOG = /^\/attacklog\/?$/;

/** Every app page shows the money bar; some pages need more before they can show anything. */
const PAGE_ANSWERS: readonly { page: RegExp; answers: readonly string[] }[] = [
  { page: /^\//, answers: [BANK_PATH, '/api/waves/next'] },
  // Home picks its one primary card from all of these (features/home/home-priority.ts): with them
  // in the page, the card shows in the first render instead of after a second round of requests,
  // and nothing moves under the player when they arrive (Lighthouse's layout shift and LCP).
  {
    page: /^\/home\/?$/,
    answers: [
      '/api/advice',
      '/api/reports?limit=1',
      '/api/quizzes',
      '/api/me/preferences',
      '/api/me/checks',
      '/api/me/boosters',
      '/api/drills',
      '/api/season',
      '/api/me/streak',
      '/api/me/badges',
      '/api/me/standing',
      '/api/me/assignments',
    ],
  },
  { page: /^\/fraudwiki\/?$/, answers: ['/api/quizzes', '/api/content'] },
  { page: /^\/drills\/?$/, answers: ['/api/drills'] },
  // The Attack Log's first page of reports (the web's REPORTS_PAGE_SIZE) and its chart, so that
  // both show at once and nothing moves under the player when the chart's answer comes later.
  { page: ATTACK_LOG, answers: ['/api/reports?limit=20', '/api/reports/balance'] },
];

/** A report id as `/attacklog?report=<id>` names it (the wave-landed notice and the mail link). */
const REPORT_ID = /^[A-Za-z0-9]{20}$/;

/**
 * The API paths whose answers a page carries (besides the session); `search` is the page's query,
 * for the report an Attack Log link opens (another player's id simply gets no answer).
 */
export function answersFor(pathname: string, search = ''): string[] {
  const paths = new Set<string>();
  for (const { page, answers } of PAGE_ANSWERS) {
    if (page.test(pathname)) for (const path of answers) paths.add(path);
  }
  const report = new URLSearchParams(search).get('report');
  if (ATTACK_LOG.test(pathname) && report && REPORT_ID.test(report)) {
    paths.add(`/api/reports/${report}`);
  }
  return [...paths];
}

/** A session whose player has verified their e-mail: the only field read here. */
const VerifiedSession = z.object({ user: z.object({ emailVerified: z.literal(true) }) });

/** Asks one of our own API routes, as the visitor of `page` (same cookies). */
export type AskOwnApi = (path: string, page: Request) => Promise<Response>;

export function createPageData(ask: AskOwnApi) {
  return async function pageData(request: Request): Promise<PageData | null> {
    if (!request.headers.get('cookie')?.includes('session_token')) {
      return { answers: { [SESSION_PATH]: null }, setCookies: [] };
    }
    const sessionAnswer = await ask(SESSION_PATH, request);
    // The app will ask for itself, and show the error if there is one.
    if (sessionAnswer.status !== 200) return null;
    const session: unknown = await sessionAnswer.json();
    const answers: Record<string, unknown> = { [SESSION_PATH]: session };
    if (VerifiedSession.safeParse(session).success) {
      const url = new URL(request.url);
      const paths = answersFor(url.pathname, url.search);
      // The bank first: a new player's first GET /api/bank opens their bank, and answers read
      // beside it (the streak's "can buy a freeze", the standing) would see a player without one.
      const first = paths.filter((path) => path === BANK_PATH);
      const rest = paths.filter((path) => path !== BANK_PATH);
      for (const batch of [first, rest]) {
        const results = await Promise.all(batch.map((path) => ask(path, request)));
        for (const [index, result] of results.entries()) {
          const path = batch[index];
          if (path && result.status === 200) answers[path] = await result.json();
        }
      }
    }
    return { answers, setCookies: sessionAnswer.headers.getSetCookie() };
  };
}

import { isDefenseId, isFraudId } from '@ffl/engine/ids';

/**
 * The addresses the web app routes (its file routes under apps/web/src/routes, in TanStack
 * Router's naming), so that the server can answer any other address with a 404 while still
 * sending the app, which shows its own "404 — Not Found" page. static-site.test.ts checks that this
 * list and the route files agree.
 */
export const APP_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/reset-password',
  '/verify-email',
  '/auth/google',
  '/auth/google-done',
  '/home',
  '/defenseshop',
  '/fraudwiki',
  '/frauds/$fraudId',
  '/frauds/$fraudId/quiz',
  '/drills',
  '/drills/$drillId',
  '/check',
  '/booster',
  '/progress',
  '/defenses/$defenseId',
  '/attacklog',
  '/leaderboard',
  '/leagues',
  '/leagues/$leagueId',
  '/join/$code',
  '/help',
  '/settings',
  '/admin',
  '/admin/waves',
  '/admin/waves/$waveId',
  '/admin/players',
  '/admin/players/$userId',
  '/admin/players/$userId/work',
  '/admin/cohorts',
  '/admin/cohorts/$cohortId',
  '/admin/cohorts/$cohortId/members/$userId',
  '/admin/enrolment',
  '/admin/organisations',
  '/admin/lti',
  '/admin/organisations/$organisationId',
  '/admin/compliance',
  '/admin/season',
  '/admin/learning',
  '/admin/learning-report',
  '/admin/drills',
  '/admin/audit',
] as const;

const PUBLIC_ID = /^[A-Za-z0-9]{20}$/;

/**
 * What each route parameter accepts: the same checks as the route's own `beforeLoad` (an unknown
 * fraud or defense is the app's 404), or the shape of the id the server hands out.
 */
const PARAMS: Readonly<Record<string, (value: string) => boolean>> = {
  fraudId: isFraudId,
  defenseId: isDefenseId,
  leagueId: (value) => PUBLIC_ID.test(value),
  waveId: (value) => PUBLIC_ID.test(value),
  cohortId: (value) => PUBLIC_ID.test(value),
  organisationId: (value) => PUBLIC_ID.test(value),
  // A drill handle's shape (drill-variants.ts); the drill page explains one the player lacks.
  drillId: (value) => /^[A-Za-z0-9_-]{16}$/.test(value),
  // better-auth's account ids, as the players API accepts them.
  userId: (value) => /^[A-Za-z0-9_-]{1,64}$/.test(value),
  // An invite code in any case; the join page explains anything else as a broken link.
  code: (value) => /^[A-Za-z0-9]{8}$/.test(value),
};

type Segment = { literal: string } | { check: (value: string) => boolean };

function compile(route: string): Segment[] {
  return route
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith('$')) return { literal: segment.toLowerCase() };
      const check = PARAMS[segment.slice(1)];
      if (!check) throw new Error(`No check for the route parameter ${segment} of ${route}`);
      return { check };
    });
}

const COMPILED = APP_ROUTES.map(compile);

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Whether the web app has a page at this path. As the router does, static segments match in any
 * letter case and a trailing slash is ignored.
 */
export function isAppPath(pathname: string): boolean {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const values = parts.map(decode);
  if (values.some((value) => value === null)) return false;
  return COMPILED.some(
    (segments) =>
      segments.length === values.length &&
      segments.every((segment, index) => {
        const value = values[index] as string;
        return 'literal' in segment
          ? segment.literal === value.toLowerCase()
          : segment.check(value);
      }),
  );
}

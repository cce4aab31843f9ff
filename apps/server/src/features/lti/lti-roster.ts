import { and, eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { ltiContext, ltiPlatform, ltiUser } from '../../db/schema/lti';
import { cohortMember } from '../../db/schema/org';
import { AppError } from '../../lib/app-error';
import { isTeaching, MEDIA, MembershipContainerSchema, SCOPE } from './lti-claims';
import { findOrCreatePlayer, linkedAccount, placeInCohort, removeFromCohort } from './lti-people';
import { accessToken, platformFetch } from './lti-remote';
import type { SyncResult } from './lti-schemas';

/**
 * Names and Role Provisioning Services 2.0: a course's roster fills its cohort. Each active
 * member with an account (by the platform's user id, or a verified address) or with an address
 * (an account made as a launch would make it) is placed: teachers manage the cohort, learners are
 * its members. People with neither wait for their first launch. Members marked Inactive, or gone
 * from the roster, leave the cohort and keep their account.
 */

/** Pages of a roster read at most: 100 pages is far more than a course. */
const MAX_PAGES = 100;

function nextPage(link: string | null): string | null {
  if (!link) return null;
  for (const part of link.split(',')) {
    const match = /<([^>]+)>\s*;(.*)$/.exec(part.trim());
    if (match?.[1] && /rel\s*=\s*"?([^"]*\bnext\b[^"]*)"?/i.test(match[2] ?? '')) return match[1];
  }
  return null;
}

export async function syncRoster(
  deps: { db: Db; auth: Auth },
  platformId: string,
  contextId: string,
): Promise<SyncResult> {
  const { db } = deps;
  const [found] = await db
    .select({ context: ltiContext, platform: ltiPlatform })
    .from(ltiContext)
    .innerJoin(ltiPlatform, eq(ltiPlatform.id, ltiContext.platformId))
    .where(and(eq(ltiContext.platformId, platformId), eq(ltiContext.contextId, contextId)));
  if (!found)
    throw new AppError('not-found', 'No course with that id has launched from this platform.');
  const { context, platform } = found;
  if (!context.membershipsUrl) {
    throw new AppError(
      'failed-precondition',
      'This course has not shared its roster service with the tool.',
    );
  }
  if (!context.cohortId)
    throw new AppError('failed-precondition', "This course's cohort was deleted.");
  const cohortId = context.cohortId;
  const token = await accessToken(db, platform, [SCOPE.memberships]);
  const result: SyncResult = { members: 0, managers: 0, removed: 0, skipped: 0 };
  const active = new Set<string>();
  const inactive: string[] = [];
  let url: string | null = context.membershipsUrl;
  for (let page = 0; url && page < MAX_PAGES; page++) {
    const res = await platformFetch("The platform's roster service", url, {
      headers: { authorization: `Bearer ${token}`, accept: MEDIA.memberships },
    });
    if (!res.ok)
      throw new AppError(
        'unavailable',
        `The platform's roster service answered HTTP ${res.status}.`,
      );
    const parsed = MembershipContainerSchema.safeParse(await res.json().catch(() => null));
    if (!parsed.success)
      throw new AppError(
        'unavailable',
        "The platform's roster service did not answer with a membership container.",
      );
    for (const member of parsed.data.members) {
      const person = { ...member, sub: member.user_id };
      if (member.status && member.status !== 'Active') {
        const gone = await linkedAccount(db, platform.id, member.user_id);
        if (gone) inactive.push(gone.id);
        continue;
      }
      const known = await linkedAccount(db, platform.id, member.user_id);
      const account =
        known ??
        (member.email ? await findOrCreatePlayer(db, deps.auth, platform, person) : undefined);
      if (!account) {
        result.skipped += 1;
        continue;
      }
      active.add(account.id);
      const teaching = isTeaching(member.roles);
      await placeInCohort(db, account, cohortId, teaching);
      if (teaching) result.managers += 1;
      else result.members += 1;
    }
    url = nextPage(res.headers.get('link'));
  }
  // Who left: this platform's people in the cohort whom the roster no longer lists as active.
  const placed = await db
    .select({ userId: cohortMember.userId })
    .from(cohortMember)
    .innerJoin(
      ltiUser,
      and(eq(ltiUser.userId, cohortMember.userId), eq(ltiUser.platformId, platform.id)),
    )
    .where(eq(cohortMember.cohortId, cohortId));
  const leaving = [
    ...new Set([...inactive, ...placed.map((p) => p.userId).filter((id) => !active.has(id))]),
  ];
  // A roster cut short (past MAX_PAGES) says nothing of who left.
  if (!url) result.removed = await removeFromCohort(db, cohortId, leaving);
  await db
    .update(ltiContext)
    .set({ syncedAt: new Date() })
    .where(and(eq(ltiContext.platformId, platform.id), eq(ltiContext.contextId, contextId)));
  return result;
}

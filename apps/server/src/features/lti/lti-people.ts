import { createHash } from 'node:crypto';
import { isGameMaster } from '@ffl/engine/roles';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { ltiContext, ltiUser } from '../../db/schema/lti';
import { cohort, cohortManager, cohortMember } from '../../db/schema/org';
import { cleanName, nameProblem } from '../../lib/names';
import { createPublicId } from '../../lib/public-id';
import { freeJoinCode } from '../cohorts/cohort-service';
import type { PlatformRow } from './lti-platforms';

/**
 * Who a platform's user is here, and the cohort a course fills. A first launch (or a roster
 * entry with an address) creates the player as a verified sign-up would be made, through
 * better-auth, so its hooks run (the owner role from ADMIN_EMAILS, an enrolled address placed).
 */

export type LtiAccount = typeof user.$inferSelect;

/** What a platform tells of a person, in a launch or a roster. */
export interface LtiPerson {
  sub: string;
  email?: string | undefined;
  name?: string | undefined;
  given_name?: string | undefined;
  family_name?: string | undefined;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A platform that sends no address: a stable one no mail reaches (RFC 2606's `.invalid`). */
function placeholderEmail(platformId: string, sub: string): string {
  const digest = createHash('sha256').update(`${platformId}\n${sub}`).digest('hex').slice(0, 24);
  return `lti-${digest}@lti.invalid`;
}

function displayName(person: LtiPerson): string {
  const raw = person.name ?? [person.given_name, person.family_name].filter(Boolean).join(' ');
  const cleaned = cleanName('display', raw);
  return cleaned && nameProblem('display', cleaned) === null ? cleaned : 'Player';
}

async function byId(db: DbOrTx, userId: string): Promise<LtiAccount | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, userId));
  return row;
}

/** The account already linked to this platform user, if any. */
export async function linkedAccount(
  db: DbOrTx,
  platformId: string,
  sub: string,
): Promise<LtiAccount | undefined> {
  const [link] = await db
    .select({ userId: ltiUser.userId })
    .from(ltiUser)
    .where(and(eq(ltiUser.platformId, platformId), eq(ltiUser.sub, sub)));
  return link ? byId(db, link.userId) : undefined;
}

/**
 * The player a platform user is: linked before; else the account with the same verified address
 * (the platform vouches for it); else a new one. An unverified account with that address is taken
 * back first, so that whoever signed it up without proving the address cannot hold it.
 */
export async function findOrCreatePlayer(
  db: Db,
  auth: Auth,
  platform: PlatformRow,
  person: LtiPerson,
): Promise<LtiAccount> {
  const linked = await linkedAccount(db, platform.id, person.sub);
  if (linked) return linked;
  const given = person.email?.trim().toLowerCase();
  const email = given && EMAIL.test(given) ? given : placeholderEmail(platform.id, person.sub);
  const [existing] = await db.select().from(user).where(eq(user.email, email));
  let account: LtiAccount | undefined;
  if (existing?.emailVerified) {
    account = existing;
  } else {
    if (existing)
      await db.delete(user).where(and(eq(user.id, existing.id), eq(user.emailVerified, false)));
    const context = await auth.$context;
    const created = await context.internalAdapter.createUser(
      { email, name: displayName(person), emailVerified: true },
      { method: 'lti' },
    );
    account = await byId(db, created.id);
  }
  if (!account) throw new Error('the LTI account was not stored');
  await db
    .insert(ltiUser)
    .values({ platformId: platform.id, sub: person.sub, userId: account.id })
    .onConflictDoNothing();
  // Two first launches at once: whichever link was stored first wins.
  return (await linkedAccount(db, platform.id, person.sub)) ?? account;
}

/** A cohort name from a course title no other cohort has (any case): "Title", "Title (2)"… */
async function freeCohortName(tx: DbOrTx, title: string): Promise<string> {
  const base = cleanName('cohort', title) || 'Course';
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = cleanName('cohort', base.slice(0, 60 - suffix.length)) + suffix;
    const [taken] = await tx
      .select({ id: cohort.id })
      .from(cohort)
      .where(eq(sql`lower(${cohort.name})`, name.toLowerCase()));
    if (!taken) return name;
  }
  return `Course ${createPublicId()}`;
}

/**
 * The cohort a course fills, made at its first launch and named from its title (made unique);
 * remembers the roster service's address when the launch gives one.
 */
export async function contextCohort(
  db: Db,
  platform: PlatformRow,
  context: { id: string; title?: string | undefined; label?: string | undefined },
  deploymentId: string,
  membershipsUrl: string | undefined,
): Promise<string> {
  return db.transaction(async (tx) => {
    // One course at a time: two first launches must not make two cohorts.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`lti:${platform.id}:${context.id}`}))`,
    );
    const [known] = await tx
      .select()
      .from(ltiContext)
      .where(and(eq(ltiContext.platformId, platform.id), eq(ltiContext.contextId, context.id)));
    if (known?.cohortId) {
      if (membershipsUrl && membershipsUrl !== known.membershipsUrl) {
        await tx
          .update(ltiContext)
          .set({ membershipsUrl })
          .where(and(eq(ltiContext.platformId, platform.id), eq(ltiContext.contextId, context.id)));
      }
      return known.cohortId;
    }
    const title = context.title || context.label || `Course ${context.id}`;
    const cohortId = createPublicId();
    await tx.insert(cohort).values({
      id: cohortId,
      name: await freeCohortName(tx, title),
      joinCode: await freeJoinCode(tx),
    });
    await tx
      .insert(ltiContext)
      .values({
        platformId: platform.id,
        contextId: context.id,
        title: title.slice(0, 1000),
        cohortId,
        membershipsUrl: membershipsUrl ?? null,
        deploymentId,
      })
      .onConflictDoUpdate({
        target: [ltiContext.platformId, ltiContext.contextId],
        set: { cohortId, membershipsUrl: membershipsUrl ?? known?.membershipsUrl ?? null },
      });
    return cohortId;
  });
}

/**
 * Places a course's person: one who teaches manages the cohort (a game master already sees every
 * cohort and is left as they are); a learner is its member, moved out of any other cohort.
 */
export async function placeInCohort(
  db: DbOrTx,
  account: Pick<LtiAccount, 'id' | 'role'>,
  cohortId: string,
  teaching: boolean,
): Promise<void> {
  if (teaching) {
    if (isGameMaster(account.role)) return;
    await db.insert(cohortManager).values({ cohortId, userId: account.id }).onConflictDoNothing();
    await db
      .update(user)
      .set({ role: 'manager', updatedAt: new Date() })
      .where(and(eq(user.id, account.id), eq(user.role, 'user')));
    return;
  }
  await db
    .insert(cohortMember)
    .values({ userId: account.id, cohortId, source: 'lti' })
    .onConflictDoUpdate({
      target: cohortMember.userId,
      set: { cohortId, source: 'lti', joinedAt: new Date() },
      where: sql`${cohortMember.cohortId} <> ${cohortId}`,
    });
}

/** Takes people out of a course's cohort (they keep their account and everything they did). */
export async function removeFromCohort(
  db: DbOrTx,
  cohortId: string,
  userIds: readonly string[],
): Promise<number> {
  if (userIds.length === 0) return 0;
  const removed = await db
    .delete(cohortMember)
    .where(and(eq(cohortMember.cohortId, cohortId), inArray(cohortMember.userId, [...userIds])))
    .returning({ userId: cohortMember.userId });
  return removed.length;
}

import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { cohortMember } from '../../db/schema/org';
import { scimGroup, scimUser } from '../../db/schema/scim';
import { organisation, organisationDomain } from '../../db/schema/sso';
import { cleanName } from '../../lib/names';
import { setArchivedByDirectory } from '../admin/admin-service';
import { recordAudit } from '../audit/audit-service';
import { placePlayer } from '../cohorts/cohort-service';
import { auditActorOf, type ScimContext, viaOf } from './scim-context';
import { scimErrors } from './scim-errors';
import { type Page, parseEqFilter } from './scim-filter';
import { readUserPatch } from './scim-patch';
import { LIST_SCHEMA, type ScimUserBody, USER_SCHEMA } from './scim-schemas';

/**
 * SCIM Users (RFC 7643 §4.1) of one organisation. A SCIM user is a player's account, linked to
 * the organisation by a scim_user row; the resource id is the account's id. The token's
 * organisation is part of every query, so a token never reads or changes anyone else's account:
 * another organisation's id is simply not found.
 */

export interface ScimName {
  displayName: string | null;
  givenName: string | null;
  familyName: string | null;
}

/** What a directory may change on a user, each field left out when it does not change it. */
export interface UserChanges {
  userName?: string;
  externalId?: string | null;
  displayName?: string | null;
  givenName?: string | null;
  familyName?: string | null;
  active?: boolean;
}

const EmailSchema = z.string().email();

const userColumns = {
  link: scimUser,
  email: user.email,
  name: user.name,
  banned: user.banned,
  banReason: user.banReason,
  cohortId: cohortMember.cohortId,
  groupName: scimGroup.displayName,
};

type UserRow = {
  link: typeof scimUser.$inferSelect;
  email: string;
  name: string;
  banned: boolean | null;
  banReason: string | null;
  cohortId: string | null;
  groupName: string | null;
};

function baseQuery(db: DbOrTx, organisationId: string) {
  return db
    .select(userColumns)
    .from(scimUser)
    .innerJoin(user, eq(user.id, scimUser.userId))
    .leftJoin(cohortMember, eq(cohortMember.userId, scimUser.userId))
    .leftJoin(
      scimGroup,
      and(
        eq(scimGroup.cohortId, cohortMember.cohortId),
        eq(scimGroup.organisationId, organisationId),
      ),
    );
}

function toScimUser(row: UserRow, baseUrl: string) {
  const { link } = row;
  const location = `${baseUrl}/Users/${link.userId}`;
  const name = {
    formatted: row.name,
    ...(link.givenName ? { givenName: link.givenName } : {}),
    ...(link.familyName ? { familyName: link.familyName } : {}),
  };
  return {
    schemas: [USER_SCHEMA],
    id: link.userId,
    ...(link.externalId ? { externalId: link.externalId } : {}),
    userName: link.userName,
    displayName: row.name,
    name,
    emails: [{ value: row.email, type: 'work', primary: true }],
    // Archived (a leaver) is inactive; so is an account a game master disabled.
    active: !row.banned,
    groups:
      row.cohortId && row.groupName
        ? [
            {
              value: row.cohortId,
              display: row.groupName,
              $ref: `${baseUrl}/Groups/${row.cohortId}`,
            },
          ]
        : [],
    meta: {
      resourceType: 'User',
      created: link.createdAt.toISOString(),
      lastModified: link.updatedAt.toISOString(),
      location,
    },
  };
}

async function loadUser(db: DbOrTx, ctx: ScimContext, userId: string): Promise<UserRow> {
  const [row] = await baseQuery(db, ctx.caller.organisationId).where(
    and(eq(scimUser.organisationId, ctx.caller.organisationId), eq(scimUser.userId, userId)),
  );
  if (!row) throw scimErrors.notFound('user');
  return row;
}

export async function getScimUser(db: Db, ctx: ScimContext, userId: string) {
  return toScimUser(await loadUser(db, ctx, userId), ctx.baseUrl);
}

export async function listScimUsers(
  db: Db,
  ctx: ScimContext,
  filter: string | undefined,
  page: Page,
) {
  const eqFilter = parseEqFilter(filter, ['userName', 'externalId'], USER_SCHEMA);
  const conditions: SQL[] = [eq(scimUser.organisationId, ctx.caller.organisationId)];
  if (eqFilter?.attribute === 'userName') {
    // userName is caseExact false (RFC 7643 §4.1.1).
    conditions.push(sql`lower(${scimUser.userName}) = ${eqFilter.value.toLowerCase()}`);
  } else if (eqFilter?.attribute === 'externalId') {
    conditions.push(eq(scimUser.externalId, eqFilter.value));
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(scimUser).where(where);
  const rows =
    page.count === 0
      ? []
      : await baseQuery(db, ctx.caller.organisationId)
          .where(where)
          .orderBy(asc(scimUser.createdAt), asc(scimUser.userId))
          .limit(page.count)
          .offset(page.startIndex - 1);
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total?.n ?? 0,
    startIndex: page.startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((row) => toScimUser(row, ctx.baseUrl)),
  };
}

/** The display name from the directory's parts, by the one rule for names; else the address's. */
export function displayNameOf(parts: ScimName, email: string): string {
  const given = [parts.givenName, parts.familyName].filter(Boolean).join(' ');
  for (const candidate of [parts.displayName, given, email.split('@')[0] ?? '']) {
    const cleaned = candidate ? cleanName('display', candidate) : '';
    if (cleaned) return cleaned;
  }
  return 'Player';
}

/** The address of a userName, checked to be in one of the organisation's domains. */
async function addressIn(db: DbOrTx, ctx: ScimContext, userName: string): Promise<string> {
  const email = userName.trim().toLowerCase();
  if (!EmailSchema.safeParse(email).success) {
    throw scimErrors.invalidValue(
      `userName must be the person's e-mail address; "${userName}" is not one.`,
    );
  }
  const domain = email.slice(email.lastIndexOf('@') + 1);
  const domains = await db
    .select({ domain: organisationDomain.domain })
    .from(organisationDomain)
    .where(eq(organisationDomain.organisationId, ctx.caller.organisationId));
  if (!domains.some((row) => row.domain === domain)) {
    const list = domains.map((row) => row.domain).join(', ') || 'none yet';
    throw scimErrors.invalidValue(
      `The domain of userName "${userName}" is not one of this organisation's domains (${list}).`,
    );
  }
  return email;
}

async function assertFree(
  db: DbOrTx,
  ctx: ScimContext,
  email: string,
  externalId: string | null | undefined,
  except: string | null,
) {
  const [link] = await db
    .select({ userId: scimUser.userId })
    .from(scimUser)
    .where(
      and(
        eq(scimUser.organisationId, ctx.caller.organisationId),
        sql`lower(${scimUser.userName}) = ${email}`,
      ),
    );
  if (link && link.userId !== except) {
    throw scimErrors.uniqueness(`A user with userName "${email}" already exists.`);
  }
  const [account] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (account && account.id !== except) {
    throw scimErrors.uniqueness(
      `An account with the address "${email}" already exists and was not created by this directory.`,
    );
  }
  if (externalId) {
    const [other] = await db
      .select({ userId: scimUser.userId })
      .from(scimUser)
      .where(
        and(
          eq(scimUser.organisationId, ctx.caller.organisationId),
          eq(scimUser.externalId, externalId),
        ),
      );
    if (other && other.userId !== except) {
      throw scimErrors.uniqueness(`A user with externalId "${externalId}" already exists.`);
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return /duplicate key|unique constraint/i.test(String(error));
}

function changesOf(body: ScimUserBody): UserChanges {
  const changes: UserChanges = { userName: body.userName };
  if (body.externalId !== undefined) changes.externalId = body.externalId;
  if (body.displayName !== undefined) changes.displayName = body.displayName;
  if (body.name !== undefined) {
    changes.givenName = body.name?.givenName ?? null;
    changes.familyName = body.name?.familyName ?? null;
    if (body.displayName === undefined && body.name?.formatted) {
      changes.displayName = body.name.formatted;
    }
  }
  if (body.active !== undefined) changes.active = body.active;
  return changes;
}

/**
 * POST /Users: a real account, as a sign-up makes it (the identity library's hooks run), with its
 * address verified on the directory's word and no password; placed in the organisation's default
 * cohort when it has one. The bank opens on the first visit, as for everyone.
 */
export async function createScimUser(db: Db, ctx: ScimContext, body: ScimUserBody) {
  const email = await addressIn(db, ctx, body.userName);
  await assertFree(db, ctx, email, body.externalId, null);
  const changes = changesOf(body);
  const parts: ScimName = {
    displayName: changes.displayName ?? null,
    givenName: changes.givenName ?? null,
    familyName: changes.familyName ?? null,
  };
  let account: { id: string };
  try {
    account = await ctx.createAccount({ email, name: displayNameOf(parts, email) });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw scimErrors.uniqueness(`An account with the address "${email}" already exists.`);
    }
    throw error;
  }
  try {
    await db.transaction(async (tx) => {
      await tx.insert(scimUser).values({
        organisationId: ctx.caller.organisationId,
        userId: account.id,
        userName: body.userName.trim(),
        externalId: body.externalId ?? null,
        ...parts,
      });
      await recordAudit(tx, auditActorOf(ctx.caller), 'scim-provision-player', email, {
        userId: account.id,
        scim: viaOf(ctx.caller),
      });
      const [org] = await tx
        .select({ defaultCohortId: organisation.defaultCohortId })
        .from(organisation)
        .where(eq(organisation.id, ctx.caller.organisationId));
      const [placed] = await tx
        .select({ cohortId: cohortMember.cohortId })
        .from(cohortMember)
        .where(eq(cohortMember.userId, account.id));
      // An enrolment (a roster) may have placed them already: a game master's choice wins.
      if (org?.defaultCohortId && !placed) {
        await placePlayer(
          tx,
          auditActorOf(ctx.caller),
          account.id,
          org.defaultCohortId,
          'scim',
          viaOf(ctx.caller),
        );
      }
      if (changes.active === false) {
        await setArchivedByDirectory(
          tx,
          auditActorOf(ctx.caller),
          account.id,
          true,
          viaOf(ctx.caller),
        );
      }
    });
  } catch (error) {
    // The account has no records yet: without its link it would only block a retry.
    await db.delete(user).where(eq(user.id, account.id));
    if (isUniqueViolation(error)) {
      throw scimErrors.uniqueness(`A user with that userName or externalId already exists.`);
    }
    throw error;
  }
  return getScimUser(db, ctx, account.id);
}

/**
 * Applies `changes` to a linked user: the address (userName), the name parts and the display
 * name made from them, externalId, and active (archive, or lift the directory's archive).
 */
async function applyUserChanges(db: Db, ctx: ScimContext, userId: string, changes: UserChanges) {
  try {
    await db.transaction(async (tx) => {
      const [link] = await tx
        .select()
        .from(scimUser)
        .where(
          and(eq(scimUser.organisationId, ctx.caller.organisationId), eq(scimUser.userId, userId)),
        )
        .for('update');
      if (!link) throw scimErrors.notFound('user');
      const [account] = await tx
        .select({ email: user.email, name: user.name })
        .from(user)
        .where(eq(user.id, userId));
      if (!account) throw scimErrors.notFound('user');
      let email = account.email;
      if (changes.userName !== undefined && changes.userName.trim().toLowerCase() !== email) {
        email = await addressIn(tx, ctx, changes.userName);
        await assertFree(tx, ctx, email, undefined, userId);
      }
      if (changes.externalId) await assertFree(tx, ctx, email, changes.externalId, userId);
      const parts: ScimName = {
        displayName: changes.displayName !== undefined ? changes.displayName : link.displayName,
        givenName: changes.givenName !== undefined ? changes.givenName : link.givenName,
        familyName: changes.familyName !== undefined ? changes.familyName : link.familyName,
      };
      const name = displayNameOf(parts, email);
      const now = new Date();
      await tx
        .update(scimUser)
        .set({
          ...parts,
          userName: changes.userName?.trim() ?? link.userName,
          externalId: changes.externalId !== undefined ? changes.externalId : link.externalId,
          updatedAt: now,
        })
        .where(eq(scimUser.userId, userId));
      if (email !== account.email || name !== account.name) {
        await tx
          .update(user)
          .set({ email, name, emailVerified: true, updatedAt: now })
          .where(eq(user.id, userId));
      }
      if (changes.active !== undefined) {
        await setArchivedByDirectory(
          tx,
          auditActorOf(ctx.caller),
          userId,
          !changes.active,
          viaOf(ctx.caller),
        );
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw scimErrors.uniqueness('Another user already has that userName or externalId.');
    }
    throw error;
  }
  ctx.sessionsChanged();
  return getScimUser(db, ctx, userId);
}

/** PUT /Users/{id}: the whole resource; what it leaves out (but active) is cleared. */
export async function replaceScimUser(
  db: Db,
  ctx: ScimContext,
  userId: string,
  body: ScimUserBody,
) {
  const changes = changesOf(body);
  changes.externalId ??= null;
  changes.displayName ??= body.name?.formatted ?? null;
  changes.givenName ??= null;
  changes.familyName ??= null;
  return applyUserChanges(db, ctx, userId, changes);
}

/** PATCH /Users/{id}, in the shapes Entra ID and Okta send (scim-patch.ts). */
export async function patchScimUser(
  db: Db,
  ctx: ScimContext,
  userId: string,
  operations: Parameters<typeof readUserPatch>[0],
) {
  // Not found before the body's mistakes: another organisation's id says nothing more.
  await loadUser(db, ctx, userId);
  return applyUserChanges(db, ctx, userId, readUserPatch(operations));
}

/**
 * DELETE /Users/{id}: the player is archived as a leaver and the directory's link forgotten, so
 * that a later GET is 404. Nothing is erased: their training records are audit evidence.
 */
export async function deleteScimUser(db: Db, ctx: ScimContext, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(scimUser)
      .where(
        and(eq(scimUser.organisationId, ctx.caller.organisationId), eq(scimUser.userId, userId)),
      )
      .for('update');
    if (!link) throw scimErrors.notFound('user');
    await setArchivedByDirectory(tx, auditActorOf(ctx.caller), userId, true, viaOf(ctx.caller));
    await tx.delete(scimUser).where(eq(scimUser.userId, userId));
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    await recordAudit(tx, auditActorOf(ctx.caller), 'scim-forget-player', account?.email ?? null, {
      userId,
      scim: viaOf(ctx.caller),
    });
  });
  ctx.sessionsChanged();
}

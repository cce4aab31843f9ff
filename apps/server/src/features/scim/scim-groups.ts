import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { user } from '../../db/schema/auth';
import { cohort, cohortMember } from '../../db/schema/org';
import { scimGroup, scimUser } from '../../db/schema/scim';
import { createPublicId } from '../../lib/public-id';
import { recordAudit } from '../audit/audit-service';
import { freeJoinCode, placePlayer } from '../cohorts/cohort-service';
import { auditActorOf, type ScimContext, viaOf } from './scim-context';
import { scimErrors } from './scim-errors';
import { type Page, parseEqFilter } from './scim-filter';
import type { GroupStep } from './scim-patch';
import { GROUP_SCHEMA, LIST_SCHEMA, type ScimGroupBody } from './scim-schemas';

/**
 * SCIM Groups (RFC 7643 §4.2) of one organisation: a group is a cohort, its id the cohort's.
 * Members are the organisation's SCIM users in that cohort; a player is in one cohort at most,
 * so adding them to a group moves them out of the one they were in. Deleting a group forgets the
 * link only: the cohort stays with its members, since its records are audit evidence.
 */

type GroupRow = typeof scimGroup.$inferSelect;

async function membersOf(db: DbOrTx, organisationId: string, cohortIds: readonly string[]) {
  if (cohortIds.length === 0) return new Map<string, { value: string; display: string }[]>();
  const rows = await db
    .select({ cohortId: cohortMember.cohortId, userId: user.id, name: user.name })
    .from(cohortMember)
    .innerJoin(scimUser, eq(scimUser.userId, cohortMember.userId))
    .innerJoin(user, eq(user.id, cohortMember.userId))
    .where(
      and(
        inArray(cohortMember.cohortId, [...cohortIds]),
        eq(scimUser.organisationId, organisationId),
      ),
    )
    .orderBy(asc(user.id));
  const byCohort = new Map<string, { value: string; display: string }[]>();
  for (const row of rows) {
    const list = byCohort.get(row.cohortId) ?? [];
    list.push({ value: row.userId, display: row.name });
    byCohort.set(row.cohortId, list);
  }
  return byCohort;
}

function toScimGroup(
  row: GroupRow,
  baseUrl: string,
  members: { value: string; display: string }[] | undefined,
) {
  return {
    schemas: [GROUP_SCHEMA],
    id: row.cohortId,
    ...(row.externalId ? { externalId: row.externalId } : {}),
    displayName: row.displayName,
    ...(members
      ? {
          members: members.map((m) => ({
            ...m,
            type: 'User',
            $ref: `${baseUrl}/Users/${m.value}`,
          })),
        }
      : {}),
    meta: {
      resourceType: 'Group',
      created: row.createdAt.toISOString(),
      lastModified: row.updatedAt.toISOString(),
      location: `${baseUrl}/Groups/${row.cohortId}`,
    },
  };
}

async function loadGroup(db: DbOrTx, ctx: ScimContext, cohortId: string): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(scimGroup)
    .where(
      and(
        eq(scimGroup.organisationId, ctx.caller.organisationId),
        eq(scimGroup.cohortId, cohortId),
      ),
    );
  if (!row) throw scimErrors.notFound('group');
  return row;
}

export async function getScimGroup(db: Db, ctx: ScimContext, cohortId: string, withMembers = true) {
  const row = await loadGroup(db, ctx, cohortId);
  const members = withMembers
    ? ((await membersOf(db, ctx.caller.organisationId, [cohortId])).get(cohortId) ?? [])
    : undefined;
  return toScimGroup(row, ctx.baseUrl, members);
}

export async function listScimGroups(
  db: Db,
  ctx: ScimContext,
  filter: string | undefined,
  page: Page,
  withMembers: boolean,
) {
  const eqFilter = parseEqFilter(filter, ['displayName', 'externalId'], GROUP_SCHEMA);
  const conditions: SQL[] = [eq(scimGroup.organisationId, ctx.caller.organisationId)];
  if (eqFilter?.attribute === 'displayName') {
    conditions.push(sql`lower(${scimGroup.displayName}) = ${eqFilter.value.toLowerCase()}`);
  } else if (eqFilter?.attribute === 'externalId') {
    conditions.push(eq(scimGroup.externalId, eqFilter.value));
  }
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(scimGroup).where(where);
  const rows =
    page.count === 0
      ? []
      : await db
          .select()
          .from(scimGroup)
          .where(where)
          .orderBy(asc(scimGroup.createdAt), asc(scimGroup.cohortId))
          .limit(page.count)
          .offset(page.startIndex - 1);
  const members = withMembers
    ? await membersOf(
        db,
        ctx.caller.organisationId,
        rows.map((r) => r.cohortId),
      )
    : undefined;
  return {
    schemas: [LIST_SCHEMA],
    totalResults: total?.n ?? 0,
    startIndex: page.startIndex,
    itemsPerPage: rows.length,
    Resources: rows.map((row) =>
      toScimGroup(row, ctx.baseUrl, members ? (members.get(row.cohortId) ?? []) : undefined),
    ),
  };
}

async function assertGroupFree(
  tx: DbOrTx,
  ctx: ScimContext,
  field: { displayName: string } | { externalId: string },
  except: string | null,
) {
  const condition =
    'displayName' in field
      ? sql`lower(${scimGroup.displayName}) = ${field.displayName.toLowerCase()}`
      : eq(scimGroup.externalId, field.externalId);
  const [other] = await tx
    .select({ cohortId: scimGroup.cohortId })
    .from(scimGroup)
    .where(and(eq(scimGroup.organisationId, ctx.caller.organisationId), condition));
  if (other && other.cohortId !== except) {
    const what =
      'displayName' in field
        ? `displayName "${field.displayName}"`
        : `externalId "${field.externalId}"`;
    throw scimErrors.uniqueness(`A group with ${what} already exists.`);
  }
}

/** The organisation's SCIM users among `ids`; any other id is refused, naming it. */
async function assertOwnUsers(tx: DbOrTx, ctx: ScimContext, ids: readonly string[]) {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ userId: scimUser.userId })
    .from(scimUser)
    .where(
      and(
        eq(scimUser.organisationId, ctx.caller.organisationId),
        inArray(scimUser.userId, [...ids]),
      ),
    );
  const known = new Set(rows.map((r) => r.userId));
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) {
    throw scimErrors.invalidValue(`Member "${unknown}" is not a user of this organisation.`);
  }
}

/** The organisation's SCIM users in the cohort now. */
async function ownMembers(tx: DbOrTx, ctx: ScimContext, cohortId: string): Promise<string[]> {
  const rows = await tx
    .select({ userId: cohortMember.userId })
    .from(cohortMember)
    .innerJoin(scimUser, eq(scimUser.userId, cohortMember.userId))
    .where(
      and(
        eq(cohortMember.cohortId, cohortId),
        eq(scimUser.organisationId, ctx.caller.organisationId),
      ),
    );
  return rows.map((r) => r.userId);
}

async function applySteps(tx: DbOrTx, ctx: ScimContext, cohortId: string, steps: GroupStep[]) {
  const actor = auditActorOf(ctx.caller);
  const via = viaOf(ctx.caller);
  const place = (userId: string, to: string | null) =>
    placePlayer(tx, actor, userId, to, 'scim', via);
  const removeOnly = async (ids: readonly string[]) => {
    const current = new Set(await ownMembers(tx, ctx, cohortId));
    for (const id of ids) if (current.has(id)) await place(id, null);
  };
  for (const step of steps) {
    switch (step.kind) {
      case 'displayName':
        await renameGroup(tx, ctx, cohortId, step.value);
        break;
      case 'externalId':
        if (step.value) await assertGroupFree(tx, ctx, { externalId: step.value }, cohortId);
        await tx
          .update(scimGroup)
          .set({ externalId: step.value, updatedAt: new Date() })
          .where(eq(scimGroup.cohortId, cohortId));
        break;
      case 'add':
        await assertOwnUsers(tx, ctx, step.members);
        for (const id of step.members) await place(id, cohortId);
        break;
      case 'remove':
        await removeOnly(step.members);
        break;
      case 'removeAll':
        await removeOnly(await ownMembers(tx, ctx, cohortId));
        break;
      case 'set': {
        await assertOwnUsers(tx, ctx, step.members);
        const keep = new Set(step.members);
        await removeOnly((await ownMembers(tx, ctx, cohortId)).filter((id) => !keep.has(id)));
        for (const id of step.members) await place(id, cohortId);
        break;
      }
    }
  }
  await tx.update(scimGroup).set({ updatedAt: new Date() }).where(eq(scimGroup.cohortId, cohortId));
}

/** Renames the group and its cohort, refused when another cohort has the name. */
async function renameGroup(tx: DbOrTx, ctx: ScimContext, cohortId: string, name: string) {
  await assertGroupFree(tx, ctx, { displayName: name }, cohortId);
  const [row] = await tx.select().from(cohort).where(eq(cohort.id, cohortId)).for('update');
  if (!row) throw scimErrors.notFound('group');
  if (row.name !== name) {
    const [taken] = await tx
      .select({ id: cohort.id })
      .from(cohort)
      .where(and(eq(sql`lower(${cohort.name})`, name.toLowerCase()), ne(cohort.id, cohortId)));
    if (taken) throw scimErrors.uniqueness(`A cohort called "${name}" already exists.`);
    await tx.update(cohort).set({ name }).where(eq(cohort.id, cohortId));
    await recordAudit(tx, auditActorOf(ctx.caller), 'rename-cohort', name, {
      cohortId,
      cohortName: name,
      from: row.name,
      scim: viaOf(ctx.caller),
    });
  }
  await tx
    .update(scimGroup)
    .set({ displayName: name, updatedAt: new Date() })
    .where(eq(scimGroup.cohortId, cohortId));
}

/**
 * POST /Groups: a cohort of that name (any case) is linked if no other organisation's directory
 * has it; otherwise a new cohort is made.
 */
export async function createScimGroup(db: Db, ctx: ScimContext, body: ScimGroupBody) {
  const name = body.displayName;
  const cohortId = await db.transaction(async (tx) => {
    await assertGroupFree(tx, ctx, { displayName: name }, null);
    if (body.externalId) await assertGroupFree(tx, ctx, { externalId: body.externalId }, null);
    const actor = auditActorOf(ctx.caller);
    const via = viaOf(ctx.caller);
    const [existing] = await tx
      .select({ id: cohort.id, name: cohort.name, linkedTo: scimGroup.organisationId })
      .from(cohort)
      .leftJoin(scimGroup, eq(scimGroup.cohortId, cohort.id))
      .where(eq(sql`lower(${cohort.name})`, name.toLowerCase()));
    if (existing?.linkedTo) {
      throw scimErrors.uniqueness(
        `The cohort "${existing.name}" is already another organisation's group. Choose another name.`,
      );
    }
    let id = existing?.id;
    if (!id) {
      id = createPublicId();
      await tx.insert(cohort).values({ id, name, joinCode: await freeJoinCode(tx) });
      await recordAudit(tx, actor, 'create-cohort', name, {
        cohortId: id,
        cohortName: name,
        scim: via,
      });
    }
    await tx.insert(scimGroup).values({
      organisationId: ctx.caller.organisationId,
      cohortId: id,
      externalId: body.externalId ?? null,
      displayName: existing?.name ?? name,
    });
    await recordAudit(tx, actor, 'scim-link-group', existing?.name ?? name, {
      cohortId: id,
      cohortName: existing?.name ?? name,
      scim: via,
    });
    if (body.members?.length) {
      await applySteps(tx, ctx, id, [{ kind: 'add', members: body.members.map((m) => m.value) }]);
    }
    return id;
  });
  return getScimGroup(db, ctx, cohortId);
}

/** PUT /Groups/{id}: the name, externalId, and the members when the body lists them. */
export async function replaceScimGroup(
  db: Db,
  ctx: ScimContext,
  cohortId: string,
  body: ScimGroupBody,
) {
  await db.transaction(async (tx) => {
    await loadGroup(tx, ctx, cohortId);
    const steps: GroupStep[] = [
      { kind: 'displayName', value: body.displayName },
      { kind: 'externalId', value: body.externalId ?? null },
    ];
    if (body.members) steps.push({ kind: 'set', members: body.members.map((m) => m.value) });
    await applySteps(tx, ctx, cohortId, steps);
  });
  return getScimGroup(db, ctx, cohortId);
}

/** PATCH /Groups/{id}: the steps read by scim-patch.ts, in one transaction. */
export async function patchScimGroup(
  db: Db,
  ctx: ScimContext,
  cohortId: string,
  steps: GroupStep[],
) {
  await db.transaction(async (tx) => {
    await loadGroup(tx, ctx, cohortId);
    await applySteps(tx, ctx, cohortId, steps);
  });
}

/** DELETE /Groups/{id}: the link goes; the cohort and its members stay. */
export async function deleteScimGroup(db: Db, ctx: ScimContext, cohortId: string) {
  await db.transaction(async (tx) => {
    const row = await loadGroup(tx, ctx, cohortId);
    await tx.delete(scimGroup).where(eq(scimGroup.cohortId, cohortId));
    await recordAudit(tx, auditActorOf(ctx.caller), 'scim-unlink-group', row.displayName, {
      cohortId,
      cohortName: row.displayName,
      scim: viaOf(ctx.caller),
    });
  });
}

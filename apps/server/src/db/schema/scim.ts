import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cohort } from './org';
import { organisation } from './sso';

/**
 * SCIM 2.0 provisioning (issue 28, features/scim): an organisation's directory (Entra ID, Okta)
 * creates, updates and archives its people and keeps its groups as cohorts.
 */

/**
 * A bearer token a directory presents. Only the SHA-256 of the secret is kept: the secret is shown
 * once, when the token is made, and a stolen database does not give a working token.
 */
export const scimToken = pgTable(
  'scim_token',
  {
    /** A public id (lib/public-id.ts). */
    id: text('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Hex SHA-256 of the whole secret; the lookup at each request. */
    secretHash: text('secret_hash').notNull(),
    /** The secret's first characters, so that an owner can tell tokens apart in the console. */
    prefix: text('prefix').notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute per token (features/scim/scim-auth.ts). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scim_token_secret_idx').on(t.secretHash),
    index('scim_token_organisation_idx').on(t.organisationId, t.createdAt),
  ],
);

/**
 * An account the organisation's directory provisioned: the SCIM resource id is the account's id.
 * Deleting the row (SCIM DELETE) forgets the link; the account stays, archived.
 */
export const scimUser = pgTable(
  'scim_user',
  {
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The directory's own id for the person (Entra's objectId, Okta's id). */
    externalId: text('external_id'),
    /** As the directory sent it; compared without case (RFC 7643 §4.1.1: caseExact false). */
    userName: text('user_name').notNull(),
    /**
     * The name parts as the directory sent them: a PATCH may change one part alone, and the
     * player's display name is made again from all of them (features/scim/scim-users.ts).
     */
    displayName: text('display_name'),
    givenName: text('given_name'),
    familyName: text('family_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scim_user_name_idx').on(t.organisationId, sql`lower(${t.userName})`),
    uniqueIndex('scim_user_external_idx').on(t.organisationId, t.externalId),
  ],
);

/**
 * A directory group, which is a cohort: the SCIM resource id is the cohort's id. A cohort is the
 * group of one organisation at most.
 */
export const scimGroup = pgTable(
  'scim_group',
  {
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    cohortId: text('cohort_id')
      .primaryKey()
      .references(() => cohort.id, { onDelete: 'cascade' }),
    externalId: text('external_id'),
    /** The name the directory gave (the cohort is renamed with it). */
    displayName: text('display_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scim_group_name_idx').on(t.organisationId, sql`lower(${t.displayName})`),
    uniqueIndex('scim_group_external_idx').on(t.organisationId, t.externalId),
  ],
);

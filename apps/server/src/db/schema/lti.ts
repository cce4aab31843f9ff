import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { assignment, cohort } from './org';

/**
 * LTI 1.3 Advantage, the game as a tool (issue 28, features/lti): the learning platforms that may
 * launch it, the tool's own signing keys, logins in flight, who each platform's users are here,
 * each course (context) as a cohort, each placed item, and the scores owed to gradebooks.
 */

/**
 * The tool's RS256 key pairs. The newest unretired one signs; every key not yet dropped stays in
 * the JWKS (`GET /lti/jwks`) so that a platform holding a message signed before a rotation can still
 * check it.
 */
export const ltiToolKey = pgTable('lti_tool_key', {
  kid: text('kid').primaryKey(),
  /** The public and private halves as JWKs (jose exportJWK). */
  publicJwk: jsonb('public_jwk').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when a newer key takes over signing; the public half stays listed. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** A registered platform: one issuer and client id (a platform can hold several registrations). */
export const ltiPlatform = pgTable(
  'lti_platform',
  {
    /** A public id. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    authLoginUrl: text('auth_login_url').notNull(),
    tokenUrl: text('token_url').notNull(),
    jwksUrl: text('jwks_url').notNull(),
    /** The deployments launches may name; a launch from another is refused. */
    deploymentIds: text('deployment_ids').array().notNull(),
    /** How it was registered: by hand in the console, or by dynamic registration. */
    source: text('source').$type<'console' | 'dynamic'>().notNull(),
    /**
     * Whether launches are accepted. A dynamic registration waits for an owner's approval in the
     * console (decision record of issue 28's LTI part); one made by hand is enabled at once.
     */
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('lti_platform_issuer_client_idx').on(t.issuer, t.clientId)],
);

/**
 * A login in flight (OIDC third-party initiation): the state we sent, its nonce, and the browser
 * it belongs to (SHA-256 of a cookie's value). Deleted by the launch that uses it.
 */
export const ltiLogin = pgTable(
  'lti_login',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatform.id, { onDelete: 'cascade' }),
    browserHash: text('browser_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lti_login_expires_idx').on(t.expiresAt)],
);

/** Nonces of accepted launches, kept until their id_token expires: a replay is refused. */
export const ltiNonceSeen = pgTable(
  'lti_nonce_seen',
  {
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatform.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.nonce] })],
);

/** A platform's user (`sub`) and the account they are here. */
export const ltiUser = pgTable(
  'lti_user',
  {
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatform.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.sub] }), index('lti_user_user_idx').on(t.userId)],
);

/** A course (LTI context) and the cohort it fills; the roster service's address when known. */
export const ltiContext = pgTable(
  'lti_context',
  {
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatform.id, { onDelete: 'cascade' }),
    contextId: text('context_id').notNull(),
    title: text('title').notNull(),
    cohortId: text('cohort_id').references(() => cohort.id, { onDelete: 'set null' }),
    membershipsUrl: text('memberships_url'),
    deploymentId: text('deployment_id').notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.contextId] })],
);

/**
 * A placed item (an LTI resource link): a family, made an assignment of the context's cohort, or
 * the league; and the gradebook column (AGS line item) its scores go to.
 */
export const ltiLink = pgTable(
  'lti_link',
  {
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatform.id, { onDelete: 'cascade' }),
    resourceLinkId: text('resource_link_id').notNull(),
    contextId: text('context_id').notNull(),
    kind: text('kind').$type<'family' | 'league'>().notNull(),
    family: text('family'),
    assignmentId: text('assignment_id').references(() => assignment.id, { onDelete: 'set null' }),
    lineItemUrl: text('line_item_url'),
    /** Whether the platform granted the score scope. */
    canScore: boolean('can_score').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.resourceLinkId] })],
);

/**
 * The outbox of scores: one row per learner and placed item. The score is computed from the
 * learner's progress when sent (never stored ahead), and `sent_*` says what the gradebook last
 * took, so nothing is lost while the platform is down and nothing is sent twice needlessly.
 */
export const ltiGrade = pgTable(
  'lti_grade',
  {
    platformId: text('platform_id')
      .notNull()
      .references(() => ltiPlatform.id, { onDelete: 'cascade' }),
    resourceLinkId: text('resource_link_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sub: text('sub').notNull(),
    sentScore: integer('sent_score'),
    sentComplete: boolean('sent_complete').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [primaryKey({ columns: [t.platformId, t.resourceLinkId, t.userId] })],
);

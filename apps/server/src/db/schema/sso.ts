import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { cohort } from './org';

/**
 * Organisations that bring their own people (issue 28): the e-mail domains they own (organisation_domain), how those
 * people sign in (SAML 2.0 or OpenID Connect), where a first sign-in lands, and whether a password
 * still works for them. SCIM tokens (scim.ts) belong to an organisation too.
 */
export const organisation = pgTable(
  'organisation',
  {
    /** A public id (lib/public-id.ts). */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /**
     * The provider, checked by sso-schemas.ts when read: `{ kind: 'saml', … }` or
     * `{ kind: 'oidc', … }`, or null while the organisation has none.
     */
    sso: jsonb('sso'),
    /** Whether the sign-on is in use: a provider can be configured and tested before it is. */
    ssoEnabled: boolean('sso_enabled').notNull().default(false),
    /** The attribute (SAML) or claim (OIDC) whose values name groups, mapped to cohorts below. */
    groupAttribute: text('group_attribute').notNull().default('groups'),
    /** Group name → cohort id, checked by sso-schemas.ts when read. */
    groupCohorts: jsonb('group_cohorts').notNull().default(sql`'{}'::jsonb`),
    /** Where a first sign-in lands when no group maps to a cohort. */
    defaultCohortId: text('default_cohort_id').references(() => cohort.id, {
      onDelete: 'set null',
    }),
    /** Whether the organisation's people may still sign in with a password. */
    passwordSignIn: boolean('password_sign_in').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organisation_name_lower_idx').on(sql`lower(${t.name})`)],
);

/** One domain, one organisation: the login page's lookup, and the guard against two claiming it. */
export const organisationDomain = pgTable('organisation_domain', {
  domain: text('domain').primaryKey(),
  organisationId: text('organisation_id')
    .notNull()
    .references(() => organisation.id, { onDelete: 'cascade' }),
});

/**
 * A sign-on in flight: the SAML request id (InResponseTo) or the OIDC state, bound to the browser
 * that started it by a cookie holding `browserHash`'s preimage. Used once, then deleted.
 */
export const ssoRequest = pgTable(
  'sso_request',
  {
    id: text('id').primaryKey(),
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    /** SHA-256 of the browser's binding cookie. */
    browserHash: text('browser_hash').notNull(),
    /** OIDC only: the PKCE verifier and the nonce. */
    codeVerifier: text('code_verifier'),
    nonce: text('nonce'),
    /** Where the player was going (a path of ours). */
    returnTo: text('return_to').notNull().default('/'),
    /**
     * SAML: the provider's answer arrives as a cross-site POST, which carries no cookie of ours;
     * the player it named is kept here with a one-time code, and the next step (a plain
     * navigation, which does carry the cookie) checks the browser before signing them in.
     */
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    finishCodeHash: text('finish_code_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sso_request_expires_idx').on(t.expiresAt)],
);

/** Assertion ids already accepted, kept until they expire, so that a replayed one is refused. */
export const ssoAssertionSeen = pgTable(
  'sso_assertion_seen',
  {
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sso_assertion_seen_idx').on(t.organisationId, t.assertionId),
    index('sso_assertion_seen_expires_idx').on(t.expiresAt),
  ],
);

/** Who an organisation's provider says a player is (SAML NameID, OIDC subject). */
export const ssoIdentity = pgTable(
  'sso_identity',
  {
    organisationId: text('organisation_id')
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sso_identity_subject_idx').on(t.organisationId, t.subject),
    index('sso_identity_user_idx').on(t.userId),
  ],
);

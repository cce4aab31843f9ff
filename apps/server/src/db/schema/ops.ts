import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Fixed-window counters for rate limits. Kept in the database, not in memory, so that
 * several app processes behind a load balancer share one limit.
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** The local outbox: every mail sent while no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: text('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The addresses each account has signed in from with the right password, for the sign-in limit
 * that admits the owner from a known address while the account is under attack (decision 0015).
 * Kept for 180 days after the last sign-in from there; part of the player's export and erasure.
 */
export const signInAddress = pgTable(
  'sign_in_address',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.address] })],
);

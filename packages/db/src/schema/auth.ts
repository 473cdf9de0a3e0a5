import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One signed-in device of a user. Its refresh tokens form one family; revoking the session ends
 * them all. `revokeReason` tells the device why on its next call.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ipAddress: text('ip_address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout, evicted (device limit), reuse (refresh-token reuse), ended (by the user), staff. */
    revokeReason: text('revoke_reason'),
  },
  (table) => [
    index('sessions_user_active_idx')
      .on(table.userId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** Refresh tokens, stored only as SHA-256 hashes; a used one keeps its row to detect reuse. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when this token was exchanged for a new one. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /**
     * The token it was exchanged for, encrypted with a key derived from this token's own value:
     * a replay within the grace period gets that same successor, never a second chain
     * (decision 0030).
     */
    successorSealed: text('successor_sealed'),
  },
  (table) => [uniqueIndex('refresh_tokens_hash_key').on(table.tokenHash)],
);

/** A sign-in in progress: what the callback needs to finish it (PKCE, state, nonce). */
export const signInRequests = pgTable('sign_in_requests', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  deviceId: text('device_id').notNull(),
  affiliateCode: text('affiliate_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Keys that sign access tokens. The newest key without `retiredAt` signs; every key not retired
 * yet verifies. A rotation sets the old key's `retiredAt` to after the last token it signed has
 * expired.
 */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  algorithm: text('algorithm').notNull(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Single-use codes that carry a staff member from the web app to the admin site. */
export const adminHandoffCodes = pgTable('admin_handoff_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Who a user is at an identity provider: the issuer's subject, linked to one account (decision
 * 0031). `email` is the verified address the issuer asserted when the identity was linked.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.issuer, table.subject] }),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/**
 * Staff roles recorded for an e-mail address that has no account yet (`npm run users -- grant`),
 * granted when an account is first created for that address with a verified e-mail.
 */
export const pendingRoleGrants = pgTable(
  'pending_role_grants',
  {
    /** Lower case. */
    email: text('email').notNull(),
    role: text('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.role] })],
);

/** What happened to whom: sign-ins, refresh-token reuse, device evictions, role changes. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    actorId: uuid('actor_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('audit_events_user_idx').on(table.userId, table.createdAt)],
);

export type Session = typeof sessions.$inferSelect;
export type UserIdentity = typeof userIdentities.$inferSelect;
export type AuditEvent = typeof auditEvents.$inferSelect;

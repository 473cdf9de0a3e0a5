import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { FollowKind } from './follows';
import { users } from './users';

/**
 * A user's named group of pages, domains and pixels. Staff with the group-mod role feature a
 * group (`featured_at`): every user then sees it, may follow it and copy it into their own.
 */
export const researchGroups = pgTable(
  'research_groups',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    featuredAt: timestamp('featured_at', { withTimezone: true }),
    copiedFrom: bigint('copied_from', { mode: 'number' }).references(
      (): AnyPgColumn => researchGroups.id,
      { onDelete: 'set null' },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('research_groups_user_name_key').on(table.userId, sql`lower(${table.name})`),
    index('research_groups_featured_idx')
      .on(table.featuredAt)
      .where(sql`${table.featuredAt} is not null`),
  ],
);

/** A page, domain or pixel in a group (`target_id` is its id in `pages`, `domains`, `pixels`). */
export const researchGroupMembers = pgTable(
  'research_group_members',
  {
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => researchGroups.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FollowKind>().notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.kind, table.targetId] }),
    check('research_group_members_kind', sql`${table.kind} in ('page', 'domain', 'pixel')`),
  ],
);

/** A featured group a user follows. */
export const researchGroupFollows = pgTable(
  'research_group_follows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: bigint('group_id', { mode: 'number' })
      .notNull()
      .references(() => researchGroups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.groupId] })],
);

export type ResearchGroup = typeof researchGroups.$inferSelect;
export type ResearchGroupMember = typeof researchGroupMembers.$inferSelect;

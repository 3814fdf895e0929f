import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const deletedAt = () => timestamp('deleted_at', { withTimezone: true });
const publicUuid = () => uuid('uuid').notNull().default(sql`gen_random_uuid()`).unique();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 40 }).notNull(),
    lastName: varchar('last_name', { length: 40 }).notNull(),
    passwordHash: text('password_hash'),
    ssoEnabled: boolean('sso_enabled').notNull().default(false),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    cookieNoticeDismissedAt: timestamp('cookie_notice_dismissed_at', { withTimezone: true }),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_last_name_idx').on(t.lastName)],
);

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  name: varchar('name', { length: 255 }).notNull(),
  slug: varchar('slug', { length: 255 }).notNull().unique(),
  description: varchar('description', { length: 500 }).notNull(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  name: varchar('name', { length: 255 }).notNull(),
  slug: varchar('slug', { length: 255 }).notNull().unique(),
  description: varchar('description', { length: 500 }).notNull(),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** A user's roles are ordered: the first one decides the ADMIN badge and administrator status. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  name: varchar('name', { length: 255 }).notNull(),
  description: varchar('description', { length: 255 }).notNull().default(''),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const userOrganizations = pgTable(
  'user_organizations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.organizationId] })],
);

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default(''),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('projects_name_idx').on(t.name)],
);

export const projectOrganizations = pgTable(
  'project_organizations',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.organizationId] })],
);

/** Papers are owned by the paper-work part of the server (its other tables are in schema-papers.ts). */
export const papers = pgTable(
  'papers',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    name: varchar('name', { length: 2048 }).notNull().default(''),
    priority: integer('priority').notNull().default(0),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
    // paper work: identifiers, status and citation
    doi: varchar('doi', { length: 255 }),
    pmid: varchar('pmid', { length: 255 }),
    pmcid: varchar('pmcid', { length: 255 }),
    sourceUrl: varchar('source_url', { length: 2048 }),
    /** NEW (not ready) or DATA_ENTRY (ready for extraction). */
    status: varchar('status', { length: 16 }).notNull().default('NEW'),
    citation: jsonb('citation'),
    citationFormat: varchar('citation_format', { length: 32 }),
    /** A new version may share its identifiers with the paper it supersedes. */
    isNewVersion: boolean('is_new_version').notNull().default(false),
    noIds: boolean('no_ids').notNull().default(false),
    isTraining: boolean('is_training').notNull().default(false),
  },
  (t) => [
    // Identifiers are unique among live originals; the routes check first to answer the spec's messages.
    uniqueIndex('papers_doi_unique').on(t.doi).where(sql`${t.deletedAt} is null and ${t.isNewVersion} = false`),
    uniqueIndex('papers_pmid_unique').on(t.pmid).where(sql`${t.deletedAt} is null and ${t.isNewVersion} = false`),
    uniqueIndex('papers_pmcid_unique').on(t.pmcid).where(sql`${t.deletedAt} is null and ${t.isNewVersion} = false`),
    index('papers_queue_idx').on(t.status, t.priority),
  ],
);

export const projectPapers = pgTable(
  'project_papers',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    paperId: integer('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.projectId, t.paperId] })],
);

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    name: varchar('name', { length: 254 }).notNull(),
    parentId: integer('parent_id'),
    createdAt: createdAt(),
    deletedAt: deletedAt(),
  },
  (t) => [index('tags_parent_idx').on(t.parentId)],
);

export const tagGroups = pgTable('tag_groups', {
  id: serial('id').primaryKey(),
  uuid: publicUuid(),
  name: varchar('name', { length: 255 }).notNull(),
  description: varchar('description', { length: 255 }).notNull().default(''),
  level: integer('level').notNull().default(2),
  createdAt: createdAt(),
  deletedAt: deletedAt(),
});

export const tagGroupTags = pgTable(
  'tag_group_tags',
  {
    tagGroupId: integer('tag_group_id')
      .notNull()
      .references(() => tagGroups.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tagGroupId, t.tagId] })],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie value, so a database leak does not leak live sessions. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const apiTokens = pgTable('api_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: varchar('name', { length: 255 }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const passwordResets = pgTable('password_resets', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** One-time login tokens handed out by the single-sign-on callback and redeemed by POST /login. */
export const loginTokens = pgTable('login_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Fixed-window counters of login and reset attempts, keyed by what they limit (an account and
 * address pair, or an address): in the database, so every server process counts the same attempts.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_attempts_reset_at_idx').on(t.resetAt)],
);

export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

export const concepts = pgTable('concepts', {
  conceptId: varchar('concept_id', { length: 255 }).primaryKey(),
  name: varchar('name', { length: 1024 }).notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const synonyms = pgTable(
  'synonyms',
  {
    id: serial('id').primaryKey(),
    conceptId: varchar('concept_id', { length: 255 })
      .notNull()
      .references(() => concepts.conceptId, { onDelete: 'cascade' }),
    synonym: varchar('synonym', { length: 1024 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('synonyms_concept_idx').on(t.conceptId)],
);

import { and, eq, isNull } from 'drizzle-orm';
import { PERMISSION_SLUGS, type PermissionSlug } from '../../api/schemas';
import { hashPassword } from '../services/crypto';
import type { Db, Tx } from './index';
import {
  organizations,
  permissions,
  projectOrganizations,
  projects,
  rolePermissions,
  roles,
  tagGroups,
  tagGroupTags,
  tags,
  userOrganizations,
  userRoles,
  users,
} from './schema';

/** Demo logins (also listed in docs/server.md). Each passes the strength rule. */
/** The demo accounts; `role` is how the README and the start-up banner name what each may do. */
export const DEMO_USERS = [
  { email: 'admin@example.com', password: 'Sourcebench-Admin-Demo!', firstName: 'Ada', lastName: 'Admin', roles: ['administrator'], role: 'administrator' },
  { email: 'extractor@example.com', password: 'Data-Entry-Demo-Quokka7', firstName: 'Erin', lastName: 'Extractor', roles: ['data_entry_user_1'], role: 'data entry' },
  { email: 'qc@example.com', password: 'QC-Review-Demo-Pelican9', firstName: 'Quinn', lastName: 'Checker', roles: ['qc_user'], role: 'quality control' },
] as const;

/** The start-up banner's lines for the demo logins: e-mail, password and role as the README lists them. */
export function demoLoginLines(): string[] {
  return ['Demo logins:', ...DEMO_USERS.map((demo) => `  ${demo.email.padEnd(24)} ${demo.password.padEnd(26)} ${demo.role}`)];
}

const PERMISSION_NAMES: Record<PermissionSlug, string> = {
  create_user: 'Create users',
  edit_user: 'Edit users',
  edit_user_self: 'Edit own account',
  delete_user: 'Delete users',
  data_entry: 'Source data extraction',
  quality_control: 'Quality control',
  access_completed_extractions: 'Access completed extractions',
  access_work_queues: 'Access work queues',
  delete_file: 'Delete files and papers',
  upload_file: 'Upload files and papers',
  manage_tags: 'Manage tags and tag groups',
  manage_organizations: 'Manage organizations',
  manage_api_tokens: 'Manage own API tokens',
  download_data: 'Download extracted data',
};

const extraction: PermissionSlug[] = ['data_entry', 'edit_user_self'];

export const SEED_ROLES: { slug: string; name: string; description: string; permissions: PermissionSlug[] }[] = [
  { slug: 'administrator', name: 'Administrator', description: 'Holds every permission', permissions: [...PERMISSION_SLUGS] },
  { slug: 'data_entry_user_1', name: 'Source Data Extract User (level 1)', description: 'New extraction user', permissions: extraction },
  { slug: 'data_entry_user_2', name: 'Source Data Extract User (level 2)', description: 'Experienced extraction user', permissions: extraction },
  { slug: 'data_entry_user_3', name: 'Source Data Extract User (level 3)', description: 'Specialised extraction user', permissions: [...extraction, 'access_work_queues'] },
  {
    slug: 'qc_user',
    name: 'Quality Control User',
    description: 'Reviews completed extractions',
    permissions: ['quality_control', 'data_entry', 'access_completed_extractions', 'access_work_queues', 'download_data', 'edit_user_self', 'manage_api_tokens'],
  },
  {
    slug: 'project_manager',
    name: 'Project Manager',
    description: 'Manages papers, files, projects, organizations and tags',
    permissions: ['upload_file', 'delete_file', 'manage_organizations', 'manage_tags', 'access_completed_extractions', 'download_data', 'edit_user_self'],
  },
];

const ORGANIZATIONS = [
  { name: 'Northbridge Clinical Research', description: 'Contract research organisation running the oncology reviews' },
  { name: 'Meta-Analysis Unit', description: 'University group for cardiovascular meta-analyses' },
];

const PROJECTS = [
  { name: 'SGLT2 inhibitors in heart failure', description: 'Outcomes and adverse events across phase III trials', priority: 2, org: 'Meta-Analysis Unit' },
  { name: 'PD-1 inhibitors: overall survival', description: 'Kaplan-Meier curves from published trials', priority: 1, org: 'Northbridge Clinical Research' },
  { name: 'Training papers', description: 'Papers used to train new extractors', priority: 0, org: 'Northbridge Clinical Research' },
];

/** Base tags: a name and optional children. */
const TAG_TREE: [string, string[]?][] = [
  ['Study abbreviation'],
  ['Study part'],
  ['Study arm abbreviation'],
  ['Reference study arm abbreviation'],
  ['Population'],
  ['Subgroup'],
  ['Unit'],
  ['Time (unit)'],
  ['Time (number)'],
  ['Description'],
  ['Change from baseline'],
  ['Outcome', ['Primary outcome', 'Secondary outcome', 'Exploratory outcome']],
  ['Statistic', ['Mean', 'Median', 'Standard deviation', 'Standard error', '95% CI lower', '95% CI upper', 'p-value']],
  ['Number of subjects'],
  ['Percent of subjects'],
  ['Baseline characteristic', ['Age', 'Sex', 'Race', 'Body weight', 'Body mass index']],
  ['Adverse event term'],
  ['Severity'],
  ['Serious adverse event'],
  ['Drug name'],
  ['Dose'],
  ['Dose unit'],
  ['Route'],
  ['Frequency'],
  ['Criterion type', ['Inclusion', 'Exclusion']],
  ['Criterion text'],
  ['Abbreviation'],
  ['Term'],
  ['Definition'],
  ['Comments'],
];

const TAG_GROUPS: { name: string; description: string; level: number; tags: string[] }[] = [
  { name: 'Outcomes', description: 'Efficacy results per arm and time point', level: 2, tags: ['Outcome', 'Statistic', 'Unit', 'Time (number)', 'Time (unit)', 'Change from baseline', 'Number of subjects', 'Description'] },
  { name: 'Baseline/Demographics', description: 'Characteristics of the population at baseline', level: 2, tags: ['Baseline characteristic', 'Statistic', 'Unit', 'Number of subjects', 'Percent of subjects'] },
  { name: 'Adverse events', description: 'Safety results', level: 2, tags: ['Adverse event term', 'Severity', 'Serious adverse event', 'Number of subjects', 'Percent of subjects'] },
  { name: 'Inclusion/Exclusion criteria', description: 'Eligibility of the study population', level: 3, tags: ['Criterion type', 'Criterion text'] },
  { name: 'Dosing', description: 'Interventions and regimens', level: 2, tags: ['Drug name', 'Dose', 'Dose unit', 'Route', 'Frequency'] },
  { name: 'Abbreviations', description: 'Abbreviations used in the paper', level: 1, tags: ['Abbreviation', 'Description'] },
  { name: 'Definitions and abbreviations', description: 'Terms defined by the paper', level: 3, tags: ['Term', 'Definition', 'Comments'] },
  { name: 'Study', description: 'Study branch', level: 1, tags: ['Study abbreviation', 'Description'] },
  { name: 'Study part', description: 'Study branch', level: 1, tags: ['Study part', 'Description'] },
  { name: 'Study arm', description: 'Study branch', level: 1, tags: ['Study arm abbreviation', 'Reference study arm abbreviation', 'Description'] },
  { name: 'Population', description: 'Study branch', level: 1, tags: ['Population', 'Description'] },
  { name: 'Subgroup', description: 'Study branch', level: 1, tags: ['Subgroup', 'Description'] },
];

async function upsertPermission(tx: Tx, slug: PermissionSlug) {
  await tx.insert(permissions).values({ slug, name: PERMISSION_NAMES[slug], description: PERMISSION_NAMES[slug] }).onConflictDoNothing({ target: permissions.slug });
  const [row] = await tx.select({ id: permissions.id }).from(permissions).where(eq(permissions.slug, slug));
  return row!.id;
}

async function findOrInsert<T extends { id: number }>(find: () => Promise<T[]>, insert: () => Promise<T[]>): Promise<T> {
  const [found] = await find();
  if (found) return found;
  const [inserted] = await insert();
  return inserted!;
}

/** Fills an empty database with demo data; running it again changes nothing. */
export async function seed(db: Db, options: { demoUsers?: boolean } = {}): Promise<void> {
  const hashes = options.demoUsers === false ? [] : await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  await db.transaction(async (tx) => {
    const permissionIds = new Map<string, number>();
    for (const slug of PERMISSION_SLUGS) permissionIds.set(slug, await upsertPermission(tx, slug));

    const roleIds = new Map<string, number>();
    for (const role of SEED_ROLES) {
      const inserted = await tx
        .insert(roles)
        .values({ slug: role.slug, name: role.name, description: role.description })
        .onConflictDoNothing({ target: roles.slug })
        .returning({ id: roles.id });
      const [row] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.slug, role.slug));
      roleIds.set(role.slug, row!.id);
      // Only a freshly created role gets its permissions: an administrator's later edits are kept.
      if (inserted.length) {
        await tx.insert(rolePermissions).values(role.permissions.map((p) => ({ roleId: row!.id, permissionId: permissionIds.get(p)! })));
      }
    }

    const orgIds = new Map<string, number>();
    for (const org of ORGANIZATIONS) {
      const row = await findOrInsert(
        () => tx.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.name, org.name), isNull(organizations.deletedAt))),
        () => tx.insert(organizations).values(org).returning({ id: organizations.id }),
      );
      orgIds.set(org.name, row.id);
    }

    for (const project of PROJECTS) {
      const [existing] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.name, project.name));
      if (existing) continue;
      const [row] = await tx.insert(projects).values({ name: project.name, description: project.description, priority: project.priority }).returning({ id: projects.id });
      await tx.insert(projectOrganizations).values({ projectId: row!.id, organizationId: orgIds.get(project.org)! });
    }

    if (options.demoUsers !== false) {
      for (const [i, demo] of DEMO_USERS.entries()) {
        const inserted = await tx
          .insert(users)
          .values({ email: demo.email, firstName: demo.firstName, lastName: demo.lastName, passwordHash: hashes[i]! })
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!inserted.length) continue;
        const userId = inserted[0]!.id;
        await tx.insert(userRoles).values(demo.roles.map((slug, position) => ({ userId, roleId: roleIds.get(slug)!, position })));
        await tx.insert(userOrganizations).values([...orgIds.values()].map((organizationId) => ({ userId, organizationId })));
      }
    }

    const tagIds = new Map<string, number>();
    const [anyTag] = await tx.select({ id: tags.id }).from(tags).limit(1);
    if (!anyTag) {
      for (const [name, children] of TAG_TREE) {
        const [parent] = await tx.insert(tags).values({ name }).returning({ id: tags.id });
        tagIds.set(name, parent!.id);
        for (const child of children ?? []) await tx.insert(tags).values({ name: child, parentId: parent!.id });
      }
      for (const group of TAG_GROUPS) {
        const [row] = await tx.insert(tagGroups).values({ name: group.name, description: group.description, level: group.level }).returning({ id: tagGroups.id });
        await tx.insert(tagGroupTags).values(group.tags.map((t, position) => ({ tagGroupId: row!.id, tagId: tagIds.get(t)!, position })));
      }
    }
  });
}

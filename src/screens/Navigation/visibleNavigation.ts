import type { FeatureFlag, PermissionSlug } from '../../api/schemas';

/** One link in the navigation drawer. */
export interface NavigationItemLink {
  kind: 'link';
  id: NavigationItemId;
  label: string;
  href: string;
}

/** A titled group of links, e.g. Tag Management. */
export interface NavigationItemGroup {
  kind: 'group';
  id: 'tag-management';
  label: string;
  children: NavigationItemLink[];
}

export type NavigationItem = NavigationItemLink | NavigationItemGroup;

export type NavigationItemId =
  | 'dashboard'
  | 'training'
  | 'quality-control'
  | 'completed-extractions'
  | 'project-management'
  | 'paper-management'
  | 'tag-groups'
  | 'base-tags'
  | 'user-management'
  | 'organizations'
  | 'metathesaurus'
  | 'settings';

/** What decides which drawer entries a user sees. */
export interface NavigationAccess {
  /** The user's permission map as the server answers it; missing slugs count as not held. */
  permissions: Partial<Record<PermissionSlug, boolean>>;
  /** Administrators hold every permission. */
  isAdmin: boolean;
  /** Feature flags that are on; missing flags count as off. */
  flags: Partial<Record<FeatureFlag, boolean>>;
  /** Whether the user signs in through single sign-on. */
  ssoEnabled: boolean;
}

interface Rule {
  entry: NavigationItemLink;
  isVisible: (can: (...slugs: PermissionSlug[]) => boolean, access: NavigationAccess) => boolean;
}

const link = (id: NavigationItemId, label: string, href: string): NavigationItemLink => ({ kind: 'link', id, label, href });

const extractionRule = (can: (...slugs: PermissionSlug[]) => boolean) => can('data_entry') || can('quality_control');

const topRules: Rule[] = [
  { entry: link('dashboard', 'Source Data Extraction', '/home/dashboard'), isVisible: extractionRule },
  { entry: link('training', 'Training', '/home/training-dashboard'), isVisible: extractionRule },
  {
    entry: link('quality-control', 'Quality Control', '/home/qc-dashboard'),
    isVisible: (can, { flags, isAdmin }) => can('quality_control') && (Boolean(flags['qc-dashboard']) || isAdmin),
  },
  {
    entry: link('completed-extractions', 'Completed Extractions', '/home/completed-extractions'),
    isVisible: (can) => can('access_completed_extractions'),
  },
  {
    entry: link('project-management', 'Project Management', '/home/project-manager'),
    isVisible: (can) => can('delete_file', 'upload_file'),
  },
  {
    entry: link('paper-management', 'Paper Management', '/home/paper-manager'),
    isVisible: (can) => can('delete_file', 'upload_file'),
  },
];

const tagRules: NavigationItemLink[] = [
  link('tag-groups', 'Tag Groups', '/home/tag/tag-group-manager'),
  link('base-tags', 'Base Tags', '/home/tag/base-tag-manager'),
];

const bottomRules: Rule[] = [
  {
    entry: link('user-management', 'User Management', '/home/user-manager'),
    isVisible: (can) => can('create_user', 'edit_user', 'delete_user'),
  },
  { entry: link('organizations', 'Organizations', '/home/organizations'), isVisible: (can) => can('manage_organizations') },
  { entry: link('metathesaurus', 'Metathesaurus Search', '/home/metathesaurus'), isVisible: (can) => can('access_completed_extractions') },
  {
    entry: link('settings', 'Settings', '/home/settings'),
    // Single-sign-on users have no password to change here; their administrators still come for API tokens.
    isVisible: (can, { ssoEnabled, isAdmin, flags }) =>
      can('edit_user_self') && (!ssoEnabled || (isAdmin && Boolean(flags['api-tokens']))),
  },
];

/** The drawer entries a user may see, in drawer order; the Tag Management group appears only with its links. */
export function visibleNavigation(access: NavigationAccess): NavigationItem[] {
  const can = (...slugs: PermissionSlug[]) => access.isAdmin || slugs.every((slug) => access.permissions[slug] === true);
  const pick = (rules: Rule[]) => rules.filter((rule) => rule.isVisible(can, access)).map((rule) => rule.entry);
  const entries: NavigationItem[] = pick(topRules);
  if (can('manage_tags')) entries.push({ kind: 'group', id: 'tag-management', label: 'Tag Management', children: tagRules });
  entries.push(...pick(bottomRules));
  return entries;
}

/** Initials from first and last name, as the drawer shows them ('Ada Lovelace' -> 'AL'). */
export function userInitials(firstName: string, lastName: string): string {
  const first = [...firstName.trim()][0] ?? '';
  const last = [...lastName.trim()][0] ?? '';
  return `${first}${last}`.toUpperCase();
}

import { describe, expect, it } from 'vitest';
import { PERMISSION_SLUGS, type PermissionSlug } from '../../../src/api/schemas';
import { userInitials, visibleNavigation, type NavigationAccess, type NavigationItem } from '../../../src/screens/Navigation/visibleNavigation';

const none: NavigationAccess = { permissions: {}, isAdmin: false, flags: {}, ssoEnabled: false };
const grant = (...slugs: PermissionSlug[]) => Object.fromEntries(slugs.map((slug) => [slug, true]));
const labels = (entries: NavigationItem[]): string[] =>
  entries.flatMap((entry) => (entry.kind === 'group' ? [entry.label, ...entry.children.map((child) => `  ${child.label}`)] : [entry.label]));
const visible = (access: Partial<NavigationAccess>) => labels(visibleNavigation({ ...none, ...access }));

const everything = [
  'Source Data Extraction',
  'Training',
  'Quality Control',
  'Completed Extractions',
  'Project Management',
  'Paper Management',
  'Tag Management',
  '  Tag Groups',
  '  Base Tags',
  'User Management',
  'Organizations',
  'Metathesaurus Search',
  'Settings',
];

describe('visibleNavigation', () => {
  it('shows nothing without permissions', () => {
    expect(visible({})).toEqual([]);
  });

  it('shows an administrator every entry in drawer order, whatever the permission map says', () => {
    expect(visible({ isAdmin: true, permissions: { data_entry: false } })).toEqual(everything);
  });

  it('gives the same entries to a user who holds every permission and the qc-dashboard flag', () => {
    const all = Object.fromEntries(PERMISSION_SLUGS.map((slug) => [slug, true]));
    expect(visible({ permissions: all, flags: { 'qc-dashboard': true } })).toEqual(everything);
  });

  it.each<[PermissionSlug, string[]]>([
    ['data_entry', ['Source Data Extraction', 'Training']],
    ['quality_control', ['Source Data Extraction', 'Training']],
    ['access_completed_extractions', ['Completed Extractions', 'Metathesaurus Search']],
    ['manage_tags', ['Tag Management', '  Tag Groups', '  Base Tags']],
    ['manage_organizations', ['Organizations']],
    ['edit_user_self', ['Settings']],
    ['delete_file', []],
    ['upload_file', []],
    ['create_user', []],
    ['access_work_queues', []],
    ['manage_api_tokens', []],
    ['download_data', []],
  ])('%s alone shows %j', (slug, expected) => {
    expect(visible({ permissions: grant(slug) })).toEqual(expected);
  });

  it('needs both delete_file and upload_file for project and paper management', () => {
    expect(visible({ permissions: grant('delete_file', 'upload_file') })).toEqual(['Project Management', 'Paper Management']);
  });

  it('needs create_user, edit_user and delete_user for user management', () => {
    expect(visible({ permissions: grant('create_user', 'edit_user') })).toEqual([]);
    expect(visible({ permissions: grant('create_user', 'edit_user', 'delete_user') })).toEqual(['User Management']);
  });

  it('treats a permission answered false as not held', () => {
    expect(visible({ permissions: { data_entry: false, manage_organizations: true } })).toEqual(['Organizations']);
  });

  describe('Quality Control', () => {
    it('needs quality_control and the qc-dashboard flag', () => {
      expect(visible({ permissions: grant('quality_control'), flags: { 'qc-dashboard': true } })).toContain('Quality Control');
      expect(visible({ permissions: grant('quality_control'), flags: { 'qc-dashboard': false } })).not.toContain('Quality Control');
      expect(visible({ permissions: grant('data_entry'), flags: { 'qc-dashboard': true } })).not.toContain('Quality Control');
    });

    it('shows for administrators without the flag', () => {
      expect(visible({ isAdmin: true, flags: {} })).toContain('Quality Control');
    });
  });

  describe('Settings', () => {
    it('is hidden from single-sign-on users', () => {
      expect(visible({ permissions: grant('edit_user_self'), ssoEnabled: true })).not.toContain('Settings');
      expect(visible({ permissions: grant('edit_user_self'), ssoEnabled: true, flags: { 'api-tokens': true } })).not.toContain('Settings');
    });

    it('stays for single-sign-on administrators only while the api-tokens flag is on', () => {
      expect(visible({ isAdmin: true, ssoEnabled: true, flags: { 'api-tokens': true } })).toContain('Settings');
      expect(visible({ isAdmin: true, ssoEnabled: true, flags: { 'api-tokens': false } })).not.toContain('Settings');
    });
  });

  it('links every entry to its route', () => {
    const hrefs = visibleNavigation({ ...none, isAdmin: true }).flatMap((entry) =>
      entry.kind === 'group' ? entry.children.map((child) => child.href) : [entry.href],
    );
    expect(hrefs).toEqual([
      '/home/dashboard',
      '/home/training-dashboard',
      '/home/qc-dashboard',
      '/home/completed-extractions',
      '/home/project-manager',
      '/home/paper-manager',
      '/home/tag/tag-group-manager',
      '/home/tag/base-tag-manager',
      '/home/user-manager',
      '/home/organizations',
      '/home/metathesaurus',
      '/home/settings',
    ]);
  });
});

describe('userInitials', () => {
  it.each([
    ['Ada', 'Lovelace', 'AL'],
    ['  grace ', ' hopper', 'GH'],
    ['Émile', 'Zola', 'ÉZ'],
    ['', 'Lovelace', 'L'],
    ['', '', ''],
  ])('%j %j -> %j', (first, last, initials) => {
    expect(userInitials(first, last)).toBe(initials);
  });
});

/*
 * The limits and names of the administration screens: plain values, free of any schema code, so the
 * first screen a user sees can use them without loading the whole contract.
 */

export const LIMITS = {
  slug: 255,
  name: 255,
  roleDescription: 500,
  orgName: 255,
  orgDescription: 255,
  tagGroupName: 255,
  tagGroupDescription: 255,
  email: 254,
  personName: 40,
  tagName: 254,
  passwordMin: 8,
  passwordMax: 60,
  tokenName: 255,
  projectName: 255,
  projectDescription: 255,
  synonym: 1024,
  conceptId: 255,
  searchKey: 500,
  filter: 500,
} as const;

export const TAG_GROUP_LEVELS = [1, 2, 3] as const;
export const DEFAULT_TAG_GROUP_LEVEL = 2;

export const FEATURE_FLAGS = [
  'support-tables-with-multiple-tag-groups',
  'update-data-points-on-bar-header-edit',
  'open-raw-data-viewer-in-new-tab',
  'dactyl-tree-data-viewer',
  'qc-dashboard',
  'api-tokens',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const PERMISSION_SLUGS = [
  'create_user',
  'edit_user',
  'edit_user_self',
  'delete_user',
  'data_entry',
  'quality_control',
  'access_completed_extractions',
  'access_work_queues',
  'delete_file',
  'upload_file',
  'manage_tags',
  'manage_organizations',
  'manage_api_tokens',
  'download_data',
] as const;
export type PermissionSlug = (typeof PERMISSION_SLUGS)[number];

export const ADMINISTRATOR_SLUG = 'administrator';

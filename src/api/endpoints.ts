import { z } from 'zod';
import * as s from './schemas';

/** How a call is described once, for the typed client and the OpenAPI document alike. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under the API base, with {param} placeholders. */
  path: string;
  summary: string;
  /** Who may call it, in words; the table in docs/server.md says the same. */
  access: string;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Retried with a timeout by the client (the spec's resilience rule). */
  resilient?: boolean;
}

const message = s.messageResponseSchema;

export const endpoints = {
  config: { method: 'GET', path: '/config', summary: 'Feature flags and login domains', access: 'anyone', response: s.configResponseSchema },
  login: { method: 'POST', path: '/login', summary: 'Log in with e-mail and password, or a one-time login token', access: 'anyone', body: s.loginRequestSchema, response: s.userPayloadResponseSchema },
  ssoLogin: { method: 'POST', path: '/sso-login', summary: 'Start single sign-on for a configured domain', access: 'anyone', body: s.ssoLoginRequestSchema, response: s.ssoLoginResponseSchema },
  forgotPassword: { method: 'POST', path: '/forgot-password', summary: 'Send a password reset link', access: 'anyone', body: s.forgotPasswordFormSchema, response: message },
  logout: { method: 'POST', path: '/users/logout', summary: 'End the session', access: 'anyone', response: message },
  ping: { method: 'GET', path: '/ping', summary: 'Session check', access: 'logged in', response: s.pingResponseSchema, resilient: true },
  refreshSession: { method: 'POST', path: '/refresh-session', summary: 'Extend the session', access: 'logged in', response: message },
  recordAction: { method: 'POST', path: '/users/record-action', summary: 'Record the cookie notice acknowledgement', access: 'logged in', body: s.recordActionRequestSchema, response: s.userPayloadResponseSchema },
  checkPasswordReset: { method: 'GET', path: '/password-reset/{token}', summary: 'Check a password reset link', access: 'anyone', query: s.passwordResetCheckQuerySchema, response: s.passwordResetCheckResponseSchema },
  resetPassword: { method: 'POST', path: '/password-reset', summary: 'Set a new password from a reset link', access: 'anyone', body: s.passwordResetRequestSchema, response: s.passwordResetResponseSchema },
  changePassword: { method: 'POST', path: '/users/settings', summary: 'Change the own password', access: 'edit_user_self; not SSO or company-domain users', body: s.settingsRequestSchema, response: message },
  isAdmin: { method: 'GET', path: '/users/{uuid}/is-admin', summary: 'Whether the user is an administrator', access: 'self, or edit_user', response: s.isAdminResponseSchema },
  canAll: { method: 'GET', path: '/users/{uuid}/can-all', summary: 'Whether the user holds all the permissions', access: 'self, or edit_user', query: s.permissionsQuerySchema, response: s.canAllResponseSchema },
  canMap: { method: 'GET', path: '/users/{uuid}/can-map', summary: 'Permission to boolean map', access: 'self, or edit_user', query: s.permissionsQuerySchema, response: s.canMapResponseSchema },
  listUsers: { method: 'GET', path: '/users', summary: 'List users', access: 'any of create_user, edit_user, delete_user, manage_organizations', query: s.listQuerySchema, response: s.usersListResponseSchema },
  createUser: { method: 'POST', path: '/users', summary: 'Create a user', access: 'create_user', body: s.userCreateFormSchema, response: message },
  updateUser: { method: 'PUT', path: '/users/{uuid}', summary: 'Update or restore a user', access: 'edit_user (restore: delete_user)', body: s.userUpdateRequestSchema, response: message },
  deleteUser: { method: 'DELETE', path: '/users/{uuid}', summary: 'Delete a user', access: 'delete_user', response: message },
  listRoles: { method: 'GET', path: '/roles', summary: 'List roles', access: 'administrator, or create_user/edit_user with omitDeleted', query: s.listQuerySchema, response: s.rolesListResponseSchema },
  createRole: { method: 'POST', path: '/roles', summary: 'Create a role', access: 'administrator', body: s.roleFormSchema, response: s.roleCreateResponseSchema },
  updateRole: { method: 'PUT', path: '/roles/{id}', summary: 'Update or restore a role', access: 'administrator', body: s.roleUpdateRequestSchema, response: message },
  deleteRole: { method: 'DELETE', path: '/roles/{id}', summary: 'Delete a role', access: 'administrator', response: message },
  setRolePermissions: { method: 'PUT', path: '/roles/{id}/permissions', summary: "Replace a role's permissions", access: 'administrator', body: s.rolePermissionsRequestSchema, response: message },
  listPermissions: { method: 'GET', path: '/permissions', summary: 'List permissions', access: 'administrator', query: s.listQuerySchema, response: s.permissionsListResponseSchema },
  createPermission: { method: 'POST', path: '/permissions', summary: 'Create a permission', access: 'administrator', body: s.permissionFormSchema, response: message },
  updatePermission: { method: 'PUT', path: '/permissions/{id}', summary: 'Update or restore a permission', access: 'administrator', body: s.permissionUpdateRequestSchema, response: message },
  deletePermission: { method: 'DELETE', path: '/permissions/{id}', summary: 'Delete a permission', access: 'administrator', response: message },
  listOrganizations: { method: 'GET', path: '/organizations', summary: 'List organizations', access: 'any of manage_organizations, create_user, edit_user, upload_file, delete_file', query: s.listQuerySchema, response: s.organizationsListResponseSchema },
  createOrganization: { method: 'POST', path: '/organizations', summary: 'Create an organization', access: 'manage_organizations', body: s.organizationFormSchema, response: message },
  updateOrganization: { method: 'PUT', path: '/organizations/{uuid}', summary: 'Update or restore an organization', access: 'manage_organizations', body: s.organizationUpdateRequestSchema, response: message },
  deleteOrganization: { method: 'DELETE', path: '/organizations/{uuid}', summary: 'Delete an organization', access: 'manage_organizations', response: message },
  listProjects: { method: 'GET', path: '/projects', summary: 'List projects', access: 'any of upload_file, delete_file, manage_organizations', query: s.projectListQuerySchema, response: s.projectsListResponseSchema },
  createProject: { method: 'POST', path: '/projects', summary: 'Create a project', access: 'upload_file and delete_file', body: s.projectFormSchema, response: s.projectCreateResponseSchema },
  updateProject: { method: 'PUT', path: '/projects/{uuid}', summary: 'Update or restore a project', access: 'upload_file and delete_file', body: s.projectUpdateRequestSchema, response: message },
  deleteProject: { method: 'DELETE', path: '/projects/{uuid}', summary: 'Delete a project', access: 'upload_file and delete_file', response: message },
  listTagGroups: { method: 'GET', path: '/tag-groups', summary: 'Tag groups grouped by level (or a flat list with filteredByLevel)', access: 'logged in', query: s.tagGroupsQuerySchema, response: s.tagGroupsResponseSchema },
  createTagGroup: { method: 'POST', path: '/tag-groups', summary: 'Create a tag group', access: 'manage_tags', body: s.tagGroupFormSchema, response: message },
  updateTagGroup: { method: 'PUT', path: '/tag-groups/{uuid}', summary: 'Update, move or undelete a tag group', access: 'manage_tags', body: s.tagGroupUpdateRequestSchema, response: message },
  deleteTagGroup: { method: 'DELETE', path: '/tag-groups/{uuid}', summary: 'Delete a tag group', access: 'manage_tags', response: message },
  listTags: { method: 'GET', path: '/tags', summary: 'Base tag tree, or a flat list with flat=true', access: 'logged in', query: s.tagsQuerySchema, response: s.tagsResponseSchema },
  createTag: { method: 'POST', path: '/tags', summary: 'Create a tag', access: 'manage_tags', body: s.tagFormSchema, response: message },
  updateTag: { method: 'PUT', path: '/tags/{uuid}', summary: 'Rename, move or undelete a tag', access: 'manage_tags', body: s.tagUpdateRequestSchema, response: message },
  deleteTag: { method: 'DELETE', path: '/tags/{uuid}', summary: 'Delete a tag without children', access: 'manage_tags', response: message },
  listApiTokens: { method: 'GET', path: '/api-tokens', summary: 'The own API tokens', access: 'manage_api_tokens and the api-tokens flag, from a session (not an API token)', response: s.apiTokensResponseSchema },
  createApiToken: { method: 'POST', path: '/api-tokens', summary: 'Create an API token (the raw value is returned once)', access: 'manage_api_tokens and the api-tokens flag, from a session (not an API token)', body: s.apiTokenFormSchema, response: s.apiTokenCreateResponseSchema },
  revokeApiToken: { method: 'DELETE', path: '/api-tokens/{id}', summary: 'Revoke an own API token', access: 'manage_api_tokens and the api-tokens flag, from a session (not an API token)', response: message },
  searchMetathesaurus: { method: 'POST', path: '/metathesaurus/search', summary: 'Search EVS and the product synonym map', access: 'access_completed_extractions', body: s.metathesaurusSearchRequestSchema, response: s.metathesaurusSearchResponseSchema },
  listSynonyms: { method: 'POST', path: '/metathesaurus/list', summary: "A concept's synonyms", access: 'access_completed_extractions', body: s.metathesaurusListRequestSchema, response: s.metathesaurusListResponseSchema },
  saveSynonyms: { method: 'POST', path: '/metathesaurus/save', summary: "Replace a concept's synonyms", access: 'access_completed_extractions', body: s.metathesaurusSaveRequestSchema, response: message },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

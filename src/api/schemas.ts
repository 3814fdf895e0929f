import { z } from 'zod';
import { DEFAULT_TAG_GROUP_LEVEL, LIMITS } from './constants';
import { EMAIL_PATTERN, loginEmailProblem, loginMessages, passwordProblem } from './loginFields';
import { checkPasswordStrength, weakPasswordMessage } from './passwordStrength';

/*
 * The rules and messages of the administration screens. The browser forms and the server validate
 * with these same schemas, so a message the user sees in a form is the message the server answers.
 */

export * from './constants';

/** A string field whose missing or non-string value gets the field's own messages. */
function text(required: string, invalid: string) {
  return z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) });
}

/** A string field that may be absent; wrong types still get the field's message. */
function optionalText(invalid: string) {
  return z.string({ error: invalid });
}

const uuidSchema = z.uuid({ error: 'Invalid id' });
const isoDate = z.string();
const nullableIsoDate = z.string().nullable();

// ---------------------------------------------------------------------------------------------
// Field rules

export const slugSchema = text('Slug is required', 'Invalid slug')
  .trim()
  .min(1, 'Slug is required')
  .max(LIMITS.slug, 'Slug is too long')
  .regex(/^[a-z0-9_]+$/, 'Slug can only contain _, lower-case letters, and numbers');

export const roleNameSchema = text('Name is required', 'Invalid name')
  .trim()
  .min(1, 'Name is required')
  .max(LIMITS.name, 'Name is too long');

export const roleDescriptionSchema = text('Description is required', 'Invalid description')
  .trim()
  .min(1, 'Description is required')
  .max(LIMITS.roleDescription, 'Description is too long');

/** A refinement from a field rule of loginFields: the rule's message becomes the issue. */
const ruled =
  (problem: (value: string) => string | undefined) =>
  (value: string, ctx: z.RefinementCtx<string>) => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/** Login e-mail: lower-cased and trimmed before it is sent or looked up. */
export const loginEmailSchema = text(loginMessages.emailRequired, loginMessages.emailInvalid)
  .trim()
  .toLowerCase()
  .superRefine(ruled(loginEmailProblem))
  .meta({ format: 'email', maxLength: LIMITS.email, pattern: EMAIL_PATTERN.source });

/** A password field's length rules (login, current password). */
export const passwordSchema = text(loginMessages.passwordRequired, loginMessages.passwordInvalid)
  .superRefine(ruled(passwordProblem))
  .meta({ minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax });

/** A new password: the length rules plus a strength score above 2. */
export const newPasswordSchema = passwordSchema.superRefine((value, ctx) => {
  // Only a password of valid length is scored; passwordSchema has already said what is wrong with the others.
  if (passwordProblem(value)) return;
  const strength = checkPasswordStrength(value);
  if (!strength.acceptable) ctx.addIssue({ code: 'custom', message: weakPasswordMessage(strength) });
});

export const userEmailSchema = text('Email is required', 'Must be a valid email address')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(LIMITS.email, 'Email is too long')
  .pipe(z.email('Must be a valid email address'));

export const firstNameSchema = text('First name is required', 'Invalid first name')
  .trim()
  .min(1, 'First name is required')
  .max(LIMITS.personName, 'First name is too long');

export const lastNameSchema = text('Last name is required', 'Invalid last name')
  .trim()
  .min(1, 'Last name is required')
  .max(LIMITS.personName, 'Last name is too long');

export const organizationNameSchema = text('Name is required', 'Invalid name')
  .trim()
  .min(1, 'Name is required')
  .max(LIMITS.orgName, 'Name is too long');

export const organizationDescriptionSchema = optionalText('Invalid description')
  .trim()
  .max(LIMITS.orgDescription, 'Description is too long');

export const tagGroupNameSchema = text('Tag group name is required', 'Invalid tag group name')
  .trim()
  .min(1, 'Tag group name is required')
  .max(LIMITS.tagGroupName, 'Tag group name is too long');

export const tagGroupDescriptionSchema = optionalText('Invalid tag group description')
  .trim()
  .max(LIMITS.tagGroupDescription, 'Tag group description is too long');

export const tagGroupLevelSchema = z
  .number({ error: 'Level must be 1, 2 or 3' })
  .int('Level must be 1, 2 or 3')
  .min(1, 'Level must be 1, 2 or 3')
  .max(3, 'Level must be 1, 2 or 3');

/** Control characters (a pasted tab or line break) would break the tag pickers and exports, so they make a name invalid. */
export const tagNameSchema = text('Tag name is required', 'Tag name is invalid')
  .trim()
  .min(1, 'Tag name is required')
  .max(LIMITS.tagName, 'Tag name is too long')
  .regex(/^\P{Cc}*$/u, 'Tag name is invalid');

export const tokenNameSchema = text('Token name is required', 'Token name is required')
  .trim()
  .min(1, 'Token name is required')
  .max(LIMITS.tokenName, 'Token name is too long');

export const projectNameSchema = text('Project name is required', 'Invalid project name')
  .trim()
  .min(1, 'Project name is required')
  .max(LIMITS.projectName, 'Project name is too long');

export const projectDescriptionSchema = optionalText('Invalid description')
  .trim()
  .max(LIMITS.projectDescription, 'Description is too long');

export const prioritySchema = z
  .number({ error: 'Priority must be a number' })
  .int('Priority must be a whole number')
  .min(0, 'Priority must be non-negative')
  .max(2_147_483_647, 'Priority is too large');

// ---------------------------------------------------------------------------------------------
// Form schemas (what the browser forms validate and the server accepts)

export const roleFormSchema = z.strictObject({
  slug: slugSchema,
  name: roleNameSchema,
  description: roleDescriptionSchema,
});
export type RoleForm = z.infer<typeof roleFormSchema>;

/** Permissions use the role form's fields and rules. */
export const permissionFormSchema = roleFormSchema;
export type PermissionForm = RoleForm;

export const loginFormSchema = z.object({
  email: loginEmailSchema,
  password: passwordSchema,
});

export const forgotPasswordFormSchema = z.strictObject({ email: loginEmailSchema });

/** Password reset form: new password twice. */
export const passwordResetFormSchema = z
  .object({
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'Re-enter new password' }).min(1, 'Re-enter new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Does not match new password',
    path: ['confirmPassword'],
  });

/** Settings password panel. */
export const passwordChangeFormSchema = z
  .object({
    password: passwordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ error: 'Re-enter new password' }).min(1, 'Re-enter new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Does not match new password',
    path: ['confirmPassword'],
  });

const uuidList = (what: string) => z.array(z.uuid({ error: `Invalid ${what} id` }), { error: `Invalid ${what} list` }).max(1000);

export const userFormSchema = z.strictObject({
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  email: userEmailSchema,
  password: newPasswordSchema.optional(),
  roles: uuidList('role'),
  organizations: uuidList('organization'),
});
export type UserForm = z.infer<typeof userFormSchema>;

/** Creating a user needs a password; updating sends it only when entered. */
export const userCreateFormSchema = userFormSchema.extend({ password: newPasswordSchema });

const organizationsRequired = z
  .array(z.uuid({ error: 'Invalid organization id' }), { error: 'Organization is required' })
  .min(1, 'Organization is required')
  .max(1000);

/** The user dialog: Create and Update stay disabled until the user has an organization. */
export const userDialogSchema = userFormSchema.extend({ organizations: organizationsRequired });
export const userCreateDialogSchema = userCreateFormSchema.extend({ organizations: organizationsRequired });

export const organizationFormSchema = z.strictObject({
  name: organizationNameSchema,
  description: organizationDescriptionSchema.default(''),
  users: uuidList('user').default([]),
  projects: uuidList('project').default([]),
});
export type OrganizationForm = z.infer<typeof organizationFormSchema>;

export const projectFormSchema = z.strictObject({
  name: projectNameSchema,
  priority: prioritySchema.default(0),
  description: projectDescriptionSchema.default(''),
  organizations: z
    .array(z.uuid({ error: 'Invalid organization id' }), { error: 'Organization is required' })
    .min(1, 'Organization is required')
    .max(1000),
});
export type ProjectForm = z.infer<typeof projectFormSchema>;

export const tagGroupFormSchema = z.strictObject({
  name: tagGroupNameSchema,
  description: tagGroupDescriptionSchema.default(''),
  level: tagGroupLevelSchema.default(DEFAULT_TAG_GROUP_LEVEL),
  tags: z
    .array(z.uuid({ error: 'Invalid tag id' }), { error: 'At least 1 tag is required' })
    .min(1, 'At least 1 tag is required')
    .max(1000),
});
export type TagGroupForm = z.infer<typeof tagGroupFormSchema>;

export const tagFormSchema = z.strictObject({
  name: tagNameSchema,
  parentUUID: z.uuid({ error: 'Invalid parent tag' }).nullable().optional(),
});
export type TagForm = z.infer<typeof tagFormSchema>;

export const apiTokenFormSchema = z.strictObject({ name: tokenNameSchema });

/** Synonym editing: blank rows are dropped before saving. */
export const synonymRowsSchema = z
  .array(z.string({ error: 'Invalid synonym' }).max(LIMITS.synonym, 'Synonym is too long'), {
    error: 'Invalid synonym list',
  })
  .max(1000)
  .transform((rows) => rows.map((s) => s.trim()).filter((s) => s.length > 0));

// ---------------------------------------------------------------------------------------------
// Entities (as the server answers them)

export const roleRefSchema = z.object({ uuid: z.string(), name: z.string(), slug: z.string() });
export const organizationRefSchema = z.object({ uuid: z.string(), name: z.string() });
export const projectRefSchema = z.object({ uuid: z.string(), name: z.string() });
export const userRefSchema = z.object({
  uuid: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export const permissionRefSchema = z.object({ id: z.number(), uuid: z.string(), name: z.string(), slug: z.string() });

export const userSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  initials: z.string(),
  roles: z.array(roleRefSchema),
  organizations: z.array(organizationRefSchema),
  sso_enabled: z.boolean(),
  last_login_at: nullableIsoDate,
  cookie_notice_dismissed_at: nullableIsoDate,
  created_at: isoDate,
  deleted_at: nullableIsoDate,
});
export type User = z.infer<typeof userSchema>;

export const permissionSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  created_at: isoDate,
  deleted_at: nullableIsoDate,
});
export type Permission = z.infer<typeof permissionSchema>;

export const roleSchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  created_at: isoDate,
  deleted_at: nullableIsoDate,
  permissions: z.array(permissionRefSchema),
  permissions_count: z.number(),
});
export type Role = z.infer<typeof roleSchema>;

export const organizationSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  users: z.array(userRefSchema),
  projects: z.array(projectRefSchema),
  user_count: z.number(),
  project_count: z.number(),
  created_at: isoDate,
  deleted_at: nullableIsoDate,
});
export type Organization = z.infer<typeof organizationSchema>;

export const projectSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  priority: z.number(),
  organizations: z.array(organizationRefSchema),
  paper_count: z.number(),
  created_at: isoDate,
  deleted_at: nullableIsoDate,
});
export type Project = z.infer<typeof projectSchema>;

export const tagRefSchema = z.object({ uuid: z.string(), name: z.string() });

export const tagGroupSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  level: z.number(),
  tags: z.array(tagRefSchema),
  created_at: isoDate,
  deleted_at: nullableIsoDate,
});
export type TagGroup = z.infer<typeof tagGroupSchema>;

export interface TagNode {
  uuid: string;
  name: string;
  disabled: boolean;
  children: TagNode[];
}
export const tagNodeSchema: z.ZodType<TagNode> = z.object({
  uuid: z.string(),
  name: z.string(),
  disabled: z.boolean(),
  get children() {
    return z.array(tagNodeSchema);
  },
});

export const flatTagSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  parentUUID: z.string().nullable(),
  disabled: z.boolean(),
});
export type FlatTag = z.infer<typeof flatTagSchema>;

export const apiTokenSchema = z.object({ id: z.number(), name: z.string(), createdAt: isoDate });
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const conceptSchema = z.object({
  name: z.string(),
  code: z.string(),
  active: z.boolean(),
  definitions: z.array(z.object({ source: z.string(), definition: z.string() })),
  synonyms: z.array(z.object({ source: z.string(), name: z.string() })),
});
export type Concept = z.infer<typeof conceptSchema>;

export const synonymRowSchema = z.object({ conceptId: z.string(), synonym: z.string() });
export type SynonymRow = z.infer<typeof synonymRowSchema>;

export const notificationSchema = z.object({
  message: z.string(),
  status: z.enum(['success', 'error', 'info']).default('info'),
  persist: z.boolean().default(false),
  timeout: z.number().default(3000),
});
export type Notification = z.infer<typeof notificationSchema>;

export const rawDataResponseSchema = z.object({
  rawData: z.unknown(),
  fileNames: z.array(z.string()),
  paperName: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Requests and responses

export const errorResponseSchema = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const queryBool = z.stringbool({ error: 'Must be true or false' });

/** Query of every administration list. itemsPerPage -1 means all rows. */
export const listQuerySchema = z.strictObject({
  deletedOnly: queryBool.optional(),
  omitDeleted: queryBool.optional(),
  filter: z.string().trim().max(LIMITS.filter, 'filter is too long').optional(),
  itemsPerPage: z.coerce
    .number({ error: 'itemsPerPage must be a number' })
    .int('itemsPerPage must be a whole number')
    .min(-1, 'itemsPerPage must be -1 or more')
    .max(1000, 'itemsPerPage must be at most 1000')
    .optional(),
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(1_000_000, 'page is too large')
    .optional(),
  sortBy: z.string().max(100, 'sortBy is too long').optional(),
  sortDesc: queryBool.optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;
export type ListQueryInput = z.input<typeof listQuerySchema>;

export const projectListQuerySchema = listQuerySchema.extend({ omitPapers: queryBool.optional() });

const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: z.object({ total: z.number() }) });

export const loginRequestSchema = z.object({
  email: loginEmailSchema.optional(),
  password: z.string({ error: loginMessages.passwordInvalid }).max(LIMITS.passwordMax, loginMessages.passwordTooLong).optional(),
  token: z.string({ error: 'Invalid login token' }).max(200, 'Invalid login token').optional(),
}).superRefine((v, ctx) => {
  if (v.token) return;
  if (v.email === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: loginMessages.emailRequired });
  if (v.password === undefined || v.password.length === 0)
    ctx.addIssue({ code: 'custom', path: ['password'], message: loginMessages.passwordRequired });
  else if (v.password.length < LIMITS.passwordMin)
    ctx.addIssue({ code: 'custom', path: ['password'], message: loginMessages.passwordTooShort });
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const userPayloadResponseSchema = z.object({
  status: z.literal('success'),
  message: z.string(),
  payload: z.object({ user: userSchema }),
});

export const ssoLoginRequestSchema = z.strictObject({ email: loginEmailSchema });
export const ssoLoginResponseSchema = z.object({
  context: z.string(),
  entityEndpoint: z.string(),
  id: z.string(),
  relayState: z.string(),
  type: z.string(),
});
export type SsoLoginResponse = z.infer<typeof ssoLoginResponseSchema>;

export const pingResponseSchema = z.object({ status: z.literal('ok'), expiresAt: z.string() });

export const recordActionRequestSchema = z.strictObject({ type: z.literal('cookie', { error: "type must be 'cookie'" }) });

export const passwordResetCheckQuerySchema = z.strictObject({
  signature: z.string({ error: 'signature is required' }).min(1, 'signature is required').max(200, 'Invalid signature'),
});
export const passwordResetCheckResponseSchema = z.object({ valid: z.boolean() });

export const passwordResetRequestSchema = z.strictObject({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(200, 'Invalid token'),
  signature: z.string({ error: 'signature is required' }).min(1, 'signature is required').max(200, 'Invalid signature'),
  newPassword: newPasswordSchema,
});
export const passwordResetResponseSchema = messageResponseSchema.extend({ nextPath: z.string() });

export const settingsRequestSchema = z.strictObject({ password: passwordSchema, newPassword: newPasswordSchema });

export const permissionsQuerySchema = z.strictObject({
  permissions: z
    .union([z.string(), z.array(z.string())], { error: 'permissions is required' })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.string().max(255)).min(1, 'permissions is required').max(100)),
});
export const isAdminResponseSchema = z.boolean();
export const canAllResponseSchema = z.object({ allowed: z.boolean() });
export const canMapResponseSchema = z.record(z.string(), z.boolean());

export const usersListResponseSchema = z.object({ users: paged(userSchema) });
export const userRestoreSchema = z.strictObject({ deleted_at: z.null({ error: 'deleted_at must be null' }) });
export const userUpdateRequestSchema = z.union([userRestoreSchema, userFormSchema]);

export const rolesListResponseSchema = z.object({ roles: paged(roleSchema) });
export const roleCreateResponseSchema = messageResponseSchema.extend({ role: roleSchema });
export const restoreRequestSchema = z.strictObject({ deletedAt: z.null({ error: 'deletedAt must be null' }) });
export const roleUpdateRequestSchema = z.union([restoreRequestSchema, roleFormSchema]);
export const rolePermissionsRequestSchema = z.strictObject({
  permissionIDs: z
    .array(z.number({ error: 'Invalid permission id' }).int('Invalid permission id').positive('Invalid permission id'), {
      error: 'permissionIDs must be a list of ids',
    })
    .max(1000),
});

export const permissionsListResponseSchema = z.object({ permissions: paged(permissionSchema) });
export const permissionUpdateRequestSchema = roleUpdateRequestSchema;

export const organizationsListResponseSchema = z.object({ organizations: z.array(organizationSchema), total: z.number() });
export const organizationUpdateRequestSchema = z.union([restoreRequestSchema, organizationFormSchema]);

export const projectsListResponseSchema = z.object({ projects: paged(projectSchema) });
export const projectCreateResponseSchema = messageResponseSchema.extend({ project: projectSchema });
export const projectUpdateRequestSchema = z.union([restoreRequestSchema, projectFormSchema]);

export const tagGroupsQuerySchema = z.strictObject({
  filteredByLevel: queryBool.optional(),
  omitDeleted: queryBool.optional(),
});
export const tagGroupsByLevelSchema = z.object({ '1': z.array(tagGroupSchema), '2': z.array(tagGroupSchema), '3': z.array(tagGroupSchema) });
export const tagGroupsResponseSchema = z.object({ tagGroups: z.union([tagGroupsByLevelSchema, z.array(tagGroupSchema)]) });
export const tagGroupUndeleteSchema = z.strictObject({ undelete: z.literal(true, { error: 'undelete must be true' }) });
export const tagGroupLevelOnlySchema = z.strictObject({ level: tagGroupLevelSchema });
export const tagGroupUpdateRequestSchema = z.union([tagGroupUndeleteSchema, tagGroupLevelOnlySchema, tagGroupFormSchema]);

export const tagsQuerySchema = z.strictObject({ flat: queryBool.optional(), omitDeleted: queryBool.optional() });
export const tagsResponseSchema = z.object({ tags: z.union([z.array(tagNodeSchema), z.array(flatTagSchema)]) });
export const tagUndeleteSchema = z.strictObject({ undelete: z.literal(true, { error: 'undelete must be true' }) });
export const tagUpdateRequestSchema = z.union([tagUndeleteSchema, tagFormSchema]);

export const apiTokensResponseSchema = z.object({ tokens: z.array(apiTokenSchema) });
export const apiTokenCreateResponseSchema = messageResponseSchema.extend({
  token: apiTokenSchema.extend({ token: z.string() }),
});

export const metathesaurusSearchRequestSchema = z.strictObject({
  key: z
    .string({ error: 'Search term is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Search term is required')
    .max(LIMITS.searchKey, 'Search term is too long'),
});
export const metathesaurusSearchResponseSchema = z.object({
  data: z.object({ evs: z.array(conceptSchema), dactyl: z.array(conceptSchema), evsAvailable: z.boolean() }),
});
const conceptIdSchema = z
  .string({ error: 'Concept id is required' })
  .trim()
  .min(1, 'Concept id is required')
  .max(LIMITS.conceptId, 'Concept id is too long');
export const metathesaurusListRequestSchema = z.strictObject({ conceptId: conceptIdSchema });
export const metathesaurusListResponseSchema = z.object({ data: z.array(synonymRowSchema) });
export const metathesaurusSaveRequestSchema = z.strictObject({
  conceptId: conceptIdSchema,
  conceptName: z.string({ error: 'Invalid concept name' }).trim().max(1024, 'Concept name is too long').optional(),
  synonyms: synonymRowsSchema,
});

export const configResponseSchema = z.object({
  version: z.string(),
  featureFlags: z.record(z.string(), z.boolean()),
  companyEmailDomain: z.string().nullable(),
  ssoDomains: z.array(z.string()),
  /** The partner logo of the header (PARTNER_LOGO_URL, PARTNER_LOGO_ALT); null when none is configured. */
  partnerLogo: z.object({ url: z.string(), alt: z.string() }).nullable(),
});
export type ClientConfig = z.infer<typeof configResponseSchema>;

import { z } from 'zod';
import { LIMITS, messageResponseSchema, prioritySchema, projectRefSchema } from './schemas';

/*
 * The contract of the paper work: papers, files, saved data entries (extractions), validation,
 * quality control and citation lookups. The paper form and the server validate with these same
 * schemas, so the messages match the spec.
 */

export const PAPER_LIMITS = {
  name: 2048,
  url: 2048,
  identifier: 255,
  searchKeyMin: 2,
  papersPerPage: 10,
  queuePerPage: 50,
  completedPerPage: 10,
} as const;

export const PAPER_STATUSES = ['NEW', 'DATA_ENTRY'] as const;
export type PaperStatus = (typeof PAPER_STATUSES)[number];

/** Roles whose entries count as in progress or completed. */
export const EXTRACTION_ROLE_SLUGS = ['data_entry_user_1', 'data_entry_user_2', 'data_entry_user_3', 'qc_user'] as const;

/** File types accepted for upload, recognised by their content. */
export const ACCEPTED_FILE_TYPES = {
  'application/pdf': 'pdf',
  'image/bmp': 'bmp',
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
export type AcceptedMimeType = keyof typeof ACCEPTED_FILE_TYPES;

export const PAPER_MESSAGES = {
  nameTooLong: 'Name is too long',
  invalidUrl: 'Invalid URL format',
  urlTooLong: 'URL is too long',
  doiTooLong: 'DOI is too long',
  pmidTooLong: 'PubMed ID is too long',
  pmcidTooLong: 'PubMed Central ID is too long',
  identifierRequired: 'At least one of URL, DOI, PMID, or PMCID is required',
  doiExists: 'A paper with this DOI exists',
  pmidExists: 'A paper with this PubMed ID exists',
  pmcidExists: 'A paper with this PubMed Central ID exists',
  citationNotFound: 'Citation not found, please try again',
  citationUrlNotPublic: 'Only public web addresses (http or https) can be looked up',
  fileNotFound: 'File not found',
  unsupportedFile: 'Only PDF, BMP, GIF, JPEG and PNG files can be uploaded',
  fileRequired: 'Choose at least one file to upload',
  dataDiscarded: 'Data discarded successfully',
  dataReset: 'Data reset successfully',
  savedAndDone: 'Paper saved and marked as done',
  saved: 'Data saved',
  staleBase: 'This extraction was saved elsewhere since your last save; reload to continue',
  qcSaved: 'Save complete',
  valid: 'Data is valid',
} as const;

/** Trims and turns an empty string into null: an empty field is no identifier. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : typeof v === 'string' ? v.trim() : v);

function identifier(tooLong: string) {
  return z.preprocess(blankToNull, z.string({ error: 'Must be text' }).max(PAPER_LIMITS.identifier, tooLong).nullable()).optional();
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const paperNameSchema = z.string({ error: 'Invalid name' }).trim().max(PAPER_LIMITS.name, PAPER_MESSAGES.nameTooLong);
export const sourceUrlSchema = z
  .preprocess(
    blankToNull,
    z.string({ error: PAPER_MESSAGES.invalidUrl }).max(PAPER_LIMITS.url, PAPER_MESSAGES.urlTooLong).refine(isHttpUrl, PAPER_MESSAGES.invalidUrl).nullable(),
  )
  .optional();
/** Priority as a form sends it: a number, or digits typed into a text field. */
export const paperPrioritySchema = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v),
  prioritySchema,
);

/** A creator of a Zotero item. */
export const citationCreatorSchema = z.looseObject({
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  name: z.string().optional(),
  creatorType: z.string().optional(),
});

/** A citation in Zotero format; PMID and PMCID travel in `extra`. */
export const citationSchema = z.looseObject({
  itemType: z.string().optional(),
  title: z.string().optional(),
  shortTitle: z.string().optional(),
  creators: z.array(citationCreatorSchema).optional(),
  publicationTitle: z.string().optional(),
  pages: z.string().optional(),
  date: z.string().optional(),
  url: z.string().optional(),
  extra: z.string().optional(),
  DOI: z.string().optional(),
  ISSN: z.string().optional(),
});
export type Citation = z.infer<typeof citationSchema>;

const paperFields = {
  name: paperNameSchema.default(''),
  priority: paperPrioritySchema.default(0),
  source_url: sourceUrlSchema,
  doi: identifier(PAPER_MESSAGES.doiTooLong),
  pmid: identifier(PAPER_MESSAGES.pmidTooLong),
  pmcid: identifier(PAPER_MESSAGES.pmcidTooLong),
  /** Ready for source data extraction: the switch defaults to on. */
  status: z.enum(PAPER_STATUSES, { error: 'Status must be NEW or DATA_ENTRY' }).default('DATA_ENTRY'),
  citation: citationSchema.nullable().optional(),
  citation_format: z.literal('zotero', { error: "citation_format must be 'zotero'" }).nullable().optional(),
  /** 'new version': identifiers may repeat those of an existing paper. */
  isNewVersion: z.boolean({ error: 'isNewVersion must be true or false' }).default(false),
  /** 'no URL, DOI, PMID, or PMCID'. */
  noIDs: z.boolean({ error: 'noIDs must be true or false' }).default(false),
  isTraining: z.boolean({ error: 'isTraining must be true or false' }).default(false),
};

/** The paper create/edit form and the body of POST /papers and PUT /papers/{uuid}. */
export const paperFormSchema = z.strictObject(paperFields).superRefine((paper, ctx) => {
  if (!paper.noIDs && !paper.source_url && !paper.doi && !paper.pmid && !paper.pmcid) {
    ctx.addIssue({ code: 'custom', message: PAPER_MESSAGES.identifierRequired, path: ['source_url'] });
  }
});
export type PaperForm = z.output<typeof paperFormSchema>;
export type PaperFormInput = z.input<typeof paperFormSchema>;

export const paperPriorityOnlySchema = z.strictObject({ priority: paperPrioritySchema });
export const paperRestoreSchema = z.strictObject({ deletedAt: z.null({ error: 'deletedAt must be null' }) });
export const paperUpdateRequestSchema = z.union([paperRestoreSchema, paperPriorityOnlySchema, paperFormSchema]);

// ---------------------------------------------------------------------------------------------
// Entities

const isoDate = z.string();
const nullableIsoDate = z.string().nullable();

export const fileSchema = z.object({
  uuid: z.string(),
  id: z.number(),
  name: z.string(),
  mime_type: z.string(),
  size: z.number(),
  sha256: z.string(),
  created_at: isoDate,
  deleted_at: nullableIsoDate,
  paper: z.object({ uuid: z.string(), name: z.string() }).nullable(),
});
export type PaperFile = z.infer<typeof fileSchema>;

export const entryUserSchema = z.object({ uuid: z.string(), email: z.string(), roles: z.array(z.string()), deleted_at: nullableIsoDate });

/** A saved data entry as listed (without its document unless asked for). */
export const dataEntrySummarySchema = z.object({
  uuid: z.string(),
  user: entryUserSchema,
  created_at: isoDate,
  updated_at: isoDate,
  completed_at: nullableIsoDate,
  is_validated: z.boolean(),
  is_training: z.boolean(),
  version: z.number(),
  /** The reconciled extraction quality control saved (named by its reviewer's QC record). */
  reconciled: z.boolean().optional(),
  data: z.unknown().optional(),
  /** Why the document asked for could not be read (data is then null). */
  dataError: z.string().optional(),
});
export type DataEntrySummary = z.infer<typeof dataEntrySummarySchema>;

export const paperSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  priority: z.number(),
  doi: z.string().nullable(),
  pmid: z.string().nullable(),
  pmcid: z.string().nullable(),
  source_url: z.string().nullable(),
  status: z.enum(PAPER_STATUSES),
  citation: citationSchema.nullable(),
  citation_format: z.string().nullable(),
  isNewVersion: z.boolean(),
  noIDs: z.boolean(),
  isTraining: z.boolean(),
  projects: z.array(projectRefSchema),
  files: z.array(fileSchema.omit({ paper: true })),
  /** Entries of extraction users (roles data_entry_user_1..3, qc_user); training entries are not listed. */
  dataEntries: z.array(dataEntrySummarySchema),
  created_at: isoDate,
  deleted_at: nullableIsoDate,
});
export type Paper = z.infer<typeof paperSchema>;

/** A file as the data-entry and QC screens load it; `data` (base64) only when asked for and small enough. */
export const fileDataSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number(),
  url: z.string(),
  data: z.string().optional(),
});

export const versionedSchema = z.object({ version: z.union([z.number(), z.string()]), data: z.unknown() }, { error: 'Must be an object with version and data' });

export const qcRecordSchema = z.object({
  uuid: z.string(),
  paperUUID: z.string(),
  user: z.object({ uuid: z.string(), email: z.string() }),
  dactylTree: versionedSchema.nullable(),
  entryData: versionedSchema.nullable(),
  initialEntryData: versionedSchema.nullable(),
  trashData: versionedSchema.nullable(),
  done: z.boolean(),
  created_at: isoDate,
  updated_at: isoDate,
  completed_at: nullableIsoDate,
});
export type QcRecord = z.infer<typeof qcRecordSchema>;

export const saveDataSchema = z.object({
  uuid: z.string(),
  data: z.unknown(),
  version: z.number(),
  created_at: isoDate,
  updated_at: isoDate,
  completed_at: nullableIsoDate,
  is_training: z.boolean(),
});

export const paperDetailSchema = paperSchema.extend({
  fileData: z.array(fileDataSchema),
  /** The entry to save into: the one asked for, else the user's open unfinished one, else a fresh uuid. */
  saveUUID: z.string(),
  saveData: saveDataSchema.nullable(),
  qcData: qcRecordSchema.nullable().optional(),
});
export type PaperDetail = z.infer<typeof paperDetailSchema>;

/** A problem found by the editor core's validation. */
export const validationProblemSchema = z.object({
  file: z.number(),
  page: z.number(),
  type: z.string(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  message: z.string(),
  dataPoints: z.array(z.object({ axesName: z.string(), datasetName: z.string(), index: z.number() })),
});
export type ValidationProblemDto = z.infer<typeof validationProblemSchema>;

// ---------------------------------------------------------------------------------------------
// Queries

const queryBool = z.stringbool({ error: 'Must be true or false' });
const page = z.coerce.number({ error: 'page must be a number' }).int('page must be a whole number').min(1, 'page must be 1 or more').max(1_000_000, 'page is too large');
const itemsPerPage = z.coerce
  .number({ error: 'itemsPerPage must be a number' })
  .int('itemsPerPage must be a whole number')
  .min(-1, 'itemsPerPage must be -1 or more')
  .max(1000, 'itemsPerPage must be at most 1000');
/** Shorter search keys are ignored, as the search box only applies from 2 characters. */
const searchKey = z.string().trim().max(LIMITS.searchKey, 'searchKey is too long');
const uuidValue = z.uuid({ error: 'Invalid id' });

/** Named views of the papers table. */
export const PAPER_FILTERS = ['all', 'new', 'ready', 'in-progress', 'completed', 'ready-for-qc', 'qc-done'] as const;
export type PaperFilter = (typeof PAPER_FILTERS)[number];

export const papersQuerySchema = z.strictObject({
  deletedOnly: queryBool.optional(),
  omitDeleted: queryBool.optional(),
  trainingOnly: queryBool.optional(),
  filter: z.enum(PAPER_FILTERS, { error: `filter must be one of ${PAPER_FILTERS.join(', ')}` }).optional(),
  searchKey: searchKey.optional(),
  itemsPerPage: itemsPerPage.optional(),
  page: page.optional(),
  sortBy: z.string().max(100, 'sortBy is too long').optional(),
  sortDesc: queryBool.optional(),
});
export type PapersQuery = z.infer<typeof papersQuerySchema>;

export const extractionQueueQuerySchema = z.strictObject({
  searchKey: searchKey.optional(),
  userUUID: uuidValue.optional(),
  itemsPerPage: itemsPerPage.optional(),
  page: page.optional(),
  trainingOnly: queryBool.optional(),
});

export const paperSearchQuerySchema = z.strictObject({
  query: searchKey,
  omitDeleted: queryBool.optional(),
});

export const paperDetailQuerySchema = z.strictObject({
  saveUUID: uuidValue.optional(),
  isTraining: queryBool.optional(),
  /** Include each file's bytes as base64 (small files only). */
  includeFileData: queryBool.optional(),
});

export const papersDownloadQuerySchema = z.strictObject({
  paperUUIDs: z.union([uuidValue, z.array(uuidValue).min(1, 'Choose at least one paper').max(500, 'At most 500 papers at a time')]),
});

export const filesQuerySchema = z.strictObject({
  deletedOnly: queryBool.optional(),
  omitDeleted: queryBool.optional(),
  filter: z.string().trim().max(LIMITS.filter, 'filter is too long').optional(),
  itemsPerPage: itemsPerPage.optional(),
  page: page.optional(),
  sortBy: z.string().max(100, 'sortBy is too long').optional(),
  sortDesc: queryBool.optional(),
});

export const dataEntrySearchQuerySchema = z.strictObject({
  done: queryBool.optional(),
  excludeAdmin: queryBool.optional(),
  /** Matches the extracting user's e-mail. */
  filter: z.string().trim().max(LIMITS.filter, 'filter is too long').optional(),
  includeJson: queryBool.optional(),
  itemsPerPage: itemsPerPage.optional(),
  page: page.optional(),
  /** Matches the paper's name and identifiers (from 2 characters). */
  searchKey: searchKey.optional(),
  sortBy: z.string().max(100, 'sortBy is too long').optional(),
  sortDesc: queryBool.optional(),
});

/** A page of an extraction's history, newest version first. */
export const dataEntryHistoryQuerySchema = z.strictObject({
  itemsPerPage: itemsPerPage.optional(),
  page: page.optional(),
});

// ---------------------------------------------------------------------------------------------
// Bodies

export const paperProjectsRequestSchema = z.strictObject({ projectUUIDs: z.array(uuidValue, { error: 'projectUUIDs must be a list' }).max(1000, 'Too many projects') });
export const projectPapersRequestSchema = z.strictObject({ paperUUIDs: z.array(uuidValue, { error: 'paperUUIDs must be a list' }).max(10_000, 'Too many papers') });
export const filePaperRequestSchema = z.strictObject({ paperUUID: uuidValue });

/** An RFC 6902 operation. */
export const jsonPatchOperationSchema = z.discriminatedUnion(
  'op',
  [
    z.strictObject({ op: z.literal('add'), path: z.string(), value: z.unknown() }),
    z.strictObject({ op: z.literal('replace'), path: z.string(), value: z.unknown() }),
    z.strictObject({ op: z.literal('test'), path: z.string(), value: z.unknown() }),
    z.strictObject({ op: z.literal('remove'), path: z.string() }),
    z.strictObject({ op: z.literal('move'), path: z.string(), from: z.string() }),
    z.strictObject({ op: z.literal('copy'), path: z.string(), from: z.string() }),
  ],
  { error: 'Each delta operation needs op add, remove, replace, move, copy or test' },
);
export type JsonPatchOperation = z.infer<typeof jsonPatchOperationSchema>;

const saveCommon = {
  done: z.boolean({ error: 'done must be true or false' }).default(false),
  exit: z.boolean().optional(),
  paperUUID: uuidValue,
  dataFormat: z.literal('WPD', { error: "dataFormat must be 'WPD'" }),
  isTraining: z.boolean({ error: 'isTraining must be true or false' }).optional(),
};

/** A save: the delta against the stored document of version baseVersion (0 for a new entry, whose document is {}). */
export const dataEntryDeltaSaveSchema = z.strictObject({
  ...saveCommon,
  delta: z.array(jsonPatchOperationSchema, { error: 'delta must be a list of JSON Patch operations' }).max(1_000_000, 'delta is too long'),
  baseVersion: z.number({ error: 'baseVersion must be a number' }).int().min(0),
});
/** A whole-document save, for clients that cannot compute a delta; baseVersion as for a delta, so it never overwrites a newer save. */
export const dataEntryFullSaveSchema = z.strictObject({
  ...saveCommon,
  data: z.record(z.string(), z.unknown(), { error: 'data must be an object' }),
  baseVersion: z.number({ error: 'baseVersion must be a number' }).int().min(0),
});
/** The training reset: the data becomes empty. */
export const dataEntryResetSchema = z.strictObject({
  ...saveCommon,
  data: z.null(),
  isReset: z.literal(true),
});
export const dataEntrySaveRequestSchema = z.union([dataEntryResetSchema, dataEntryDeltaSaveSchema, dataEntryFullSaveSchema]);
export type DataEntrySaveRequest = z.input<typeof dataEntrySaveRequestSchema>;

export const dataEntrySaveResponseSchema = messageResponseSchema.extend({ version: z.number(), completed: z.boolean() });

/** Restores an earlier version as a new one; baseVersion, when given, is the version the client has, so a restore never overwrites a newer save. */
export const dataEntryRestoreRequestSchema = z.strictObject({
  version: z.number({ error: 'version must be a number' }).int('version must be a whole number').min(1, 'version must be 1 or more'),
  baseVersion: z.number({ error: 'baseVersion must be a number' }).int().min(0).optional(),
});
export type DataEntryRestoreRequest = z.input<typeof dataEntryRestoreRequestSchema>;
/** The new version a restore made, and the version it restored. */
export const dataEntryRestoreResponseSchema = dataEntrySaveResponseSchema.extend({ restored: z.number() });

/** The answer of a refused save: code validation_failed (with problems), invalid_data, stale_base, ... */
export const dataEntryErrorSchema = z.object({
  status: z.literal('error'),
  code: z.string(),
  message: z.string(),
  error: z.string().optional(),
  data: z.array(validationProblemSchema).optional(),
  version: z.number().optional(),
});

export const validateRequestSchema = z.strictObject({ includeJson: z.boolean().optional() });
export const validateResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string(),
  data: z.array(validationProblemSchema),
  json: z.unknown().optional(),
});

export const dataEntryDownloadRequestSchema = z.strictObject({
  uuids: z.array(uuidValue, { error: 'uuids must be a list' }).min(1, 'Choose at least one extraction').max(200, 'At most 200 extractions at a time'),
});

/** A node of the extraction tree: SAVE, AXIS, DATASET and POINT levels. */
export interface DactylTreeNode {
  type: 'SAVE' | 'AXIS' | 'DATASET' | 'POINT';
  name: string;
  data?: Record<string, unknown>;
  children?: DactylTreeNode[];
}
const dactylTreeNodeSchema: z.ZodType<DactylTreeNode> = z.lazy(() =>
  z.object({
    type: z.enum(['SAVE', 'AXIS', 'DATASET', 'POINT']),
    name: z.string(),
    data: z.record(z.string(), z.unknown()).optional(),
    children: z.array(dactylTreeNodeSchema).optional(),
  }),
);

export const dataEntryDownloadResponseSchema = z.union([
  z.object({
    status: z.literal('success'),
    message: z.string(),
    data: z.object({
      sde: z.array(
        z.object({ uuid: z.string(), paperUUID: z.string(), paperName: z.string(), user: z.object({ uuid: z.string(), email: z.string() }), completed_at: nullableIsoDate, dactylTreeData: dactylTreeNodeSchema, wpdData: z.unknown() }),
      ),
      /** Extractions left out because their stored document could not be read, each with why. */
      skipped: z.array(z.object({ uuid: z.string(), message: z.string() })).optional(),
    }),
  }),
  z.object({
    status: z.literal('error'),
    message: z.string(),
    data: z.array(z.object({ uuid: z.string(), message: z.string(), problems: z.array(validationProblemSchema) })),
  }),
]);

export const qcSaveRequestSchema = z.strictObject({
  paperId: uuidValue,
  dactylTree: versionedSchema.nullable().optional(),
  entryData: versionedSchema.nullable().optional(),
  initialEntryData: versionedSchema.nullable().optional(),
  trashData: versionedSchema.nullable().optional(),
  done: z.boolean({ error: 'done must be true or false' }).default(false),
  exit: z.boolean().optional(),
});
export const qcUpdateRequestSchema = qcSaveRequestSchema.partial({ paperId: true });
export const qcSaveResponseSchema = messageResponseSchema.extend({ uuid: z.string() });

export const citationLookupQuerySchema = z.strictObject({
  pmid: identifier(PAPER_MESSAGES.pmidTooLong),
  pmcid: identifier(PAPER_MESSAGES.pmcidTooLong),
  doi: identifier(PAPER_MESSAGES.doiTooLong),
  url: sourceUrlSchema,
});
export const citationResponseSchema = z.object({
  citation: citationSchema,
  citation_format: z.literal('zotero'),
  /** Which identifier found it. */
  foundBy: z.enum(['pmid', 'pmcid', 'doi', 'url']),
});
export const identifierSearchQuerySchema = z.strictObject({
  doi: identifier(PAPER_MESSAGES.doiTooLong),
  pmcid: identifier(PAPER_MESSAGES.pmcidTooLong),
});
export const identifierSearchResponseSchema = z.object({ count: z.number(), idlist: z.array(z.string()) });

// ---------------------------------------------------------------------------------------------
// Responses

const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: z.object({ total: z.number() }) });

export const papersListResponseSchema = z.object({ papers: paged(paperSchema) });

export const queueItemSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  priority: z.number(),
  doi: z.string().nullable(),
  pmid: z.string().nullable(),
  pmcid: z.string().nullable(),
  projects: z.array(projectRefSchema),
  fileCount: z.number(),
  /** The user's open unfinished entry of this paper, to resume; null to start a new one. */
  sdeUUID: z.string().nullable(),
  inProgress: z.boolean(),
  created_at: isoDate,
});
export const extractionQueueResponseSchema = z.object({ papers: paged(queueItemSchema) });

export const paperSearchResponseSchema = z.object({
  papers: z.array(z.object({ uuid: z.string(), name: z.string(), doi: z.string().nullable(), pmid: z.string().nullable(), pmcid: z.string().nullable(), deleted_at: nullableIsoDate })),
});
export const paperCreateResponseSchema = messageResponseSchema.extend({ paper: paperSchema });
export const filesListResponseSchema = z.object({ files: paged(fileSchema) });
export const fileUploadResponseSchema = messageResponseSchema.extend({ files: z.array(fileSchema.omit({ paper: true })) });

export const dataEntryPaperResponseSchema = z.object({
  paper: z.object({ uuid: z.string(), name: z.string() }),
  uuid: z.string(),
  version: z.number(),
  completed_at: nullableIsoDate,
  is_training: z.boolean(),
});

export const completedPaperSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  projects: z.array(projectRefSchema),
  dataEntries: z.array(dataEntrySummarySchema),
});
export const dataEntrySearchResponseSchema = z.object({ papers: paged(completedPaperSchema) });

/** One saved version of an extraction, as its history lists it. */
export const dataEntryHistoryItemSchema = z.object({
  version: z.number(),
  baseVersion: z.number(),
  /** delta, document (a whole-document save), reset (a training reset) or imported (saved before history was kept). */
  kind: z.enum(['delta', 'document', 'reset', 'imported']),
  /** Who saved it; null once that user is gone. */
  email: z.string().nullable(),
  created_at: isoDate,
  /** RFC 6902 operations the save made (a whole-document save counts those of its difference). */
  operations: z.number(),
  /** A short description, such as 'added 3 points on XY graph 1'. */
  summary: z.string(),
});
export type DataEntryHistoryItem = z.infer<typeof dataEntryHistoryItemSchema>;
export const dataEntryHistoryResponseSchema = z.object({ uuid: z.string(), version: z.number(), history: paged(dataEntryHistoryItemSchema) });

/** The document of an extraction as it was at one version (version 0 is the empty document before the first save). */
export const dataEntryVersionResponseSchema = z.object({
  uuid: z.string(),
  version: z.number(),
  email: z.string().nullable(),
  created_at: isoDate,
  summary: z.string().nullable(),
  data: z.unknown(),
});

export const rawDataViewerResponseSchema = z.object({ rawData: z.unknown(), fileNames: z.array(z.string()), paperName: z.string() });

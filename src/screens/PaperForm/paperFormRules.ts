import { PAPER_LIMITS, PAPER_MESSAGES, paperFormSchema, sourceUrlSchema, type Citation, type Paper, type PaperForm, type PaperStatus } from '../../api/papers';
import { fieldErrors } from '../shared/useEntityForm';

/*
 * The paper form's rules (spec 2, section 5, 'Paper form'), as pure functions. Field rules and
 * messages come from the shared contract (paperFormSchema, PAPER_MESSAGES), which the server
 * applies too; this module adds what only the form can check: every rule at once, uniqueness
 * against the papers the form knows, and the project attachment.
 */

/** The form's raw values: text as typed (priority too, so 'abc' can be refused with its message). */
export interface PaperFormValues {
  name: string;
  priority: string;
  source_url: string;
  doi: string;
  pmid: string;
  pmcid: string;
  /** Ready for source data extraction: status DATA_ENTRY when on, NEW when off. */
  ready: boolean;
  isNewVersion: boolean;
  noIDs: boolean;
  citation: Citation | null;
  /** Kept as the paper has it, so editing never flips it. */
  isTraining: boolean;
}

/** A new paper: every field empty, ready for extraction (the switch defaults to on when creating). */
export const EMPTY_PAPER_FORM: PaperFormValues = {
  name: '',
  priority: '',
  source_url: '',
  doi: '',
  pmid: '',
  pmcid: '',
  ready: true,
  isNewVersion: false,
  noIDs: false,
  citation: null,
  isTraining: false,
};

/** What the form needs of an existing paper. */
export type PaperFormPaper = Pick<
  Paper,
  'uuid' | 'name' | 'priority' | 'doi' | 'pmid' | 'pmcid' | 'source_url' | 'status' | 'citation' | 'isNewVersion' | 'noIDs' | 'isTraining' | 'projects'
> & {
  /** The paper's live files. */
  files: readonly { uuid: string; name: string; size: number }[];
};

/** The values an existing paper opens with. */
export function paperFormValues(paper: Omit<PaperFormPaper, 'uuid' | 'projects' | 'files'>): PaperFormValues {
  return {
    name: paper.name,
    priority: String(paper.priority),
    source_url: paper.source_url ?? '',
    doi: paper.doi ?? '',
    pmid: paper.pmid ?? '',
    pmcid: paper.pmcid ?? '',
    ready: paper.status === 'DATA_ENTRY',
    isNewVersion: paper.isNewVersion,
    noIDs: paper.noIDs,
    citation: paper.citation,
    isTraining: paper.isTraining,
  };
}

/** The form's values as the shared schema takes them (the body of POST /papers and PUT /papers/{uuid}). */
export function toPaperInput(values: PaperFormValues) {
  const status: PaperStatus = values.ready ? 'DATA_ENTRY' : 'NEW';
  return {
    name: values.name,
    // An empty priority takes the schema's default of 0.
    ...(values.priority.trim() === '' ? {} : { priority: values.priority }),
    source_url: values.source_url,
    doi: values.doi,
    pmid: values.pmid,
    pmcid: values.pmcid,
    status,
    citation: values.citation,
    citation_format: values.citation ? ('zotero' as const) : null,
    isNewVersion: values.isNewVersion,
    noIDs: values.noIDs,
    isTraining: values.isTraining,
  };
}

/** A paper the form checks identifiers against. */
export interface KnownPaper {
  uuid: string;
  doi: string | null;
  pmid: string | null;
  pmcid: string | null;
  /** A new version may repeat identifiers, so it never counts as taking one. @default false */
  isNewVersion?: boolean;
  /** A deleted paper frees its identifiers. @default null */
  deleted_at?: string | null;
}

/** The fields of the form that carry an error. */
export type PaperFormField = 'name' | 'priority' | 'source_url' | 'doi' | 'pmid' | 'pmcid';

const IDENTIFIERS = [
  ['doi', PAPER_MESSAGES.doiExists],
  ['pmid', PAPER_MESSAGES.pmidExists],
  ['pmcid', PAPER_MESSAGES.pmcidExists],
] as const;

/**
 * 'A paper with this DOI exists' and the like: an identifier another live original paper has, unless
 * this paper is a new version. Compared as the server compares them: trimmed, exact.
 */
export function uniquenessErrors(values: Pick<PaperFormValues, 'doi' | 'pmid' | 'pmcid' | 'isNewVersion'>, known: readonly KnownPaper[], exceptUuid?: string) {
  const errors: Partial<Record<'doi' | 'pmid' | 'pmcid', string>> = {};
  if (values.isNewVersion) return errors;
  const others = known.filter((p) => p.uuid !== exceptUuid && !p.isNewVersion && !p.deleted_at);
  for (const [field, message] of IDENTIFIERS) {
    const value = values[field].trim();
    if (value && others.some((p) => p[field] === value)) errors[field] = message;
  }
  return errors;
}

export interface PaperFormCheck {
  /** The first message of each invalid field. */
  errors: Partial<Record<PaperFormField, string>>;
  /** What a save sends, or undefined while any rule fails. */
  parsed: PaperForm | undefined;
}

/**
 * Every rule of the paper form at once: the shared schema's field rules, 'At least one of URL,
 * DOI, PMID, or PMCID is required' (shown on the URL field) and uniqueness. Each is checked on its
 * own, so fixing one field never uncovers a message that was there all along.
 */
export function checkPaperForm(values: PaperFormValues, known: readonly KnownPaper[] = [], exceptUuid?: string): PaperFormCheck {
  const result = paperFormSchema.safeParse(toPaperInput(values));
  const errors = fieldErrors(result.success ? undefined : result.error) as Partial<Record<PaperFormField, string>>;
  const hasIdentifier = [values.source_url, values.doi, values.pmid, values.pmcid].some((v) => v.trim() !== '');
  if (!values.noIDs && !hasIdentifier) errors.source_url ??= PAPER_MESSAGES.identifierRequired;
  const unique = uniquenessErrors(values, known, exceptUuid);
  for (const field of ['doi', 'pmid', 'pmcid'] as const) if (unique[field]) errors[field] ??= unique[field];
  return { errors, parsed: result.success && Object.keys(errors).length === 0 ? result.data : undefined };
}

/** The identifiers 'Fetch Citation' can look up: those present and valid, trimmed. */
export interface CitationQuery {
  pmid?: string;
  pmcid?: string;
  doi?: string;
  url?: string;
}

/** What 'Fetch Citation' would ask for; empty when there is nothing to look up (the button is then disabled). */
export function citationQuery(values: Pick<PaperFormValues, 'source_url' | 'doi' | 'pmid' | 'pmcid'>): CitationQuery {
  const query: CitationQuery = {};
  const fits = (v: string) => v !== '' && v.length <= PAPER_LIMITS.identifier;
  const pmid = values.pmid.trim();
  const pmcid = values.pmcid.trim();
  const doi = values.doi.trim();
  const url = values.source_url.trim();
  if (fits(pmid)) query.pmid = pmid;
  if (fits(pmcid)) query.pmcid = pmcid;
  if (fits(doi)) query.doi = doi;
  if (url && sourceUrlSchema.safeParse(url).success) query.url = url;
  return query;
}

/** A found citation as the 'Confirm citation' dialog shows it. */
export interface CitationSummary {
  title: string;
  /** Authors as 'First Last', in order. */
  authors: string[];
  journal: string;
  year: string;
  doi: string;
  pmid: string;
  pmcid: string;
  url: string;
}

/** A line 'Key: value' of a Zotero item's `extra`, where PMID and PMCID travel. */
function extraField(extra: string | undefined, key: string): string {
  const line = (extra ?? '').split(/\r?\n/).find((l) => l.toUpperCase().startsWith(`${key}:`));
  return line ? line.slice(key.length + 1).trim() : '';
}

/** Title, authors, journal, year and identifiers of a Zotero citation. */
export function citationSummary(citation: Citation): CitationSummary {
  const authors = (citation.creators ?? [])
    .filter((c) => !c.creatorType || c.creatorType === 'author')
    .map((c) => (c.name ?? [c.firstName, c.lastName].filter(Boolean).join(' ')).trim())
    .filter(Boolean);
  return {
    title: (citation.title ?? '').trim(),
    authors,
    journal: (citation.publicationTitle ?? '').trim(),
    year: /\b(\d{4})\b/.exec(citation.date ?? '')?.[1] ?? '',
    doi: (citation.DOI ?? '').trim(),
    pmid: extraField(citation.extra, 'PMID'),
    pmcid: extraField(citation.extra, 'PMCID'),
    url: (citation.url ?? '').trim(),
  };
}

/**
 * Accepting a citation: it is kept (format 'zotero') and fills the fields still empty, name from
 * its title and the identifiers it carries; nothing typed is overwritten.
 */
export function applyCitation(values: PaperFormValues, citation: Citation): PaperFormValues {
  const found = citationSummary(citation);
  const fill = (current: string, value: string, limit: number) => (current.trim() === '' && value.length <= limit ? value : current);
  const url = found.url && sourceUrlSchema.safeParse(found.url).success ? found.url : '';
  return {
    ...values,
    citation,
    name: fill(values.name, found.title, PAPER_LIMITS.name),
    doi: fill(values.doi, found.doi, PAPER_LIMITS.identifier),
    pmid: fill(values.pmid, found.pmid, PAPER_LIMITS.identifier),
    pmcid: fill(values.pmcid, found.pmcid, PAPER_LIMITS.identifier),
    source_url: fill(values.source_url, url, PAPER_LIMITS.url),
  };
}

/** How the paper joins a project: a new one, an existing one (the default when creating), or none. */
export const PROJECT_ATTACH_MODES = ['NEW', 'EXIST', 'NONE'] as const;
export type ProjectAttachMode = (typeof PROJECT_ATTACH_MODES)[number];

/** The message of an 'existing project' choice without a project. */
export const PROJECT_REQUIRED = 'Project is required';

/** A file's identity in the form and in upload progress: name, size and modification time. */
export function newFileKey(file: Pick<File, 'name' | 'size' | 'lastModified'>): string {
  return `${file.name}\u0000${file.size}\u0000${file.lastModified}`;
}

/** Adds files not chosen yet, in order; a file chosen twice is kept once. */
export function addFiles(current: readonly File[], added: readonly File[]): File[] {
  const seen = new Set(current.map(newFileKey));
  const next = [...current];
  for (const file of added) {
    const key = newFileKey(file);
    if (!seen.has(key)) {
      seen.add(key);
      next.push(file);
    }
  }
  return next;
}

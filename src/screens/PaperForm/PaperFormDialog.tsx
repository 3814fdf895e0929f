import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  Banner,
  Button,
  ComboBox,
  Dialog,
  FileChip,
  FileDropZone,
  Radio,
  RadioGroup,
  ShowErrorsContext,
  Spinner,
  Switch,
  TextField,
  TRUNCATE_FILE_NAME,
  TRUNCATE_NAME,
  truncate,
  useDebouncedCallback,
} from '../../ui';
import { ACCEPTED_FILE_TYPES, PAPER_LIMITS, PAPER_MESSAGES, type Citation, type PaperForm } from '../../api/papers';
import { EntityFormDialog } from '../shared/EntityFormDialog';
import { hasChanges } from '../shared/useEntityForm';
import { EMPTY_PROJECT_FORM, ProjectFormFields, useProjectForm, type ProjectFormSubmit, type ProjectOrganizationOption } from '../Projects/ProjectForm';
import {
  addFiles,
  applyCitation,
  checkPaperForm,
  citationQuery,
  citationSummary,
  EMPTY_PAPER_FORM,
  newFileKey,
  paperFormValues,
  PROJECT_REQUIRED,
  type CitationQuery,
  type KnownPaper,
  type PaperFormField,
  type PaperFormPaper,
  type PaperFormValues,
  type ProjectAttachMode,
} from './paperFormRules';
import * as styles from './PaperForm.css';

/** A project the paper can be added to. */
export interface PaperProjectOption {
  uuid: string;
  name: string;
}

/** Where the saved paper goes: a new project, an existing one, or none. */
export type ProjectAttachment =
  | { mode: 'NONE' }
  | { mode: 'EXIST'; project: PaperProjectOption }
  | { mode: 'NEW'; project: ProjectFormSubmit };

/** What a save sends: the paper's body, its project, the files to upload and the files to remove. */
export interface PaperFormSubmit {
  paper: PaperForm;
  project: ProjectAttachment;
  /** New files, in the order chosen; each one's progress is reported under `newFileKey(file)`. */
  files: File[];
  /** Existing files to remove (edit only). */
  removeFileUUIDs: string[];
}

/** The identifiers as typed, trimmed; the uniqueness check looks them up. */
export interface PaperIdentifiers {
  doi: string;
  pmid: string;
  pmcid: string;
}

export interface PaperFormDialogProps {
  /** The paper being edited; omitted when creating. */
  paper?: PaperFormPaper;
  /** Papers whose DOI, PMID and PMCID this one must not repeat (unless 'New version' is on). @default [] */
  knownPapers?: readonly KnownPaper[];
  /** Called with the identifiers whenever they change, so the owner can load the papers that share them. */
  onIdentifiersChange?: (identifiers: PaperIdentifiers) => void;
  /** Projects for 'Add to an existing project'. */
  projectOptions: readonly PaperProjectOption[];
  /** Called 200 ms after the project search text last changed, with that text ('' for all). */
  onProjectSearch?: (text: string) => void;
  /** Organizations for a new project. */
  organizationOptions: readonly ProjectOrganizationOption[];
  /** Organizations are still loading: a new project cannot be created yet. @default false */
  isOrganizationsLoading?: boolean;
  /** Looks up a citation by the identifiers present; resolves to null when none is found. A rejection is the owner's to report. */
  onFetchCitation: (query: CitationQuery) => Promise<Citation | null>;
  /** Files the form opens with, e.g. files dropped elsewhere for a new paper. @default [] */
  initialFiles?: readonly File[];
  /** Upload progress 0-100 of new files while they upload, by `newFileKey(file)`. */
  uploadProgress?: Readonly<Record<string, number>>;
  /** Existing files can be removed (the server asks for delete_file). @default true */
  canRemoveFiles?: boolean;
  /** Saves; the dialog closes when it resolves and stays open, showing every error, when it rejects. */
  onSubmit: (values: PaperFormSubmit) => Promise<unknown>;
  /** Called when the dialog closes: Cancel, Escape, or a save that succeeded. */
  onClose: () => void;
}

const ACCEPTED_TYPES = Object.keys(ACCEPTED_FILE_TYPES);
// Shared empty defaults, so the rules are not checked again on every render for want of a stable prop.
const NO_PAPERS: readonly KnownPaper[] = [];
const NO_PROGRESS: Readonly<Record<string, number>> = {};
const NO_FILES: readonly File[] = [];
const FIELDS: readonly PaperFormField[] = ['name', 'priority', 'source_url', 'doi', 'pmid', 'pmcid'];

/** The field and message of a refused save, when the server named the field. */
function serverFieldError(error: unknown): { field: PaperFormField; message: string } | null {
  if (!error || typeof error !== 'object') return null;
  const { field, message } = error as { field?: unknown; message?: unknown };
  return typeof field === 'string' && typeof message === 'string' && (FIELDS as readonly string[]).includes(field) ? { field: field as PaperFormField, message } : null;
}

/**
 * 'Create paper' / 'Edit paper' (spec 2, 'Paper create/edit form'): the paper's fields and
 * switches, 'Fetch Citation' with its 'Confirm citation' dialog, files, and the project the paper
 * joins. Create needs every rule to pass and a valid project choice; Update also needs a change.
 */
export function PaperFormDialog({
  paper,
  knownPapers = NO_PAPERS,
  onIdentifiersChange,
  projectOptions,
  onProjectSearch,
  organizationOptions,
  isOrganizationsLoading = false,
  onFetchCitation,
  initialFiles = NO_FILES,
  uploadProgress = NO_PROGRESS,
  canRemoveFiles = true,
  onSubmit,
  onClose,
}: PaperFormDialogProps) {
  const isEditing = paper !== undefined;
  const [opened] = useState(() => (paper ? paperFormValues(paper) : EMPTY_PAPER_FORM));
  const [values, setValues] = useState(opened);
  const [serverErrors, setServerErrors] = useState<Partial<Record<PaperFormField, string>>>({});
  const [showErrors, setShowErrors] = useState(false);
  const [isSaving, setSaving] = useState(false);

  const [newFiles, setNewFiles] = useState<File[]>(() => addFiles([], initialFiles));
  const [removedFileUuids, setRemovedFileUuids] = useState<string[]>([]);

  const [mode, setMode] = useState<ProjectAttachMode>(isEditing ? 'NONE' : 'EXIST');
  const [existingProject, setExistingProject] = useState<PaperProjectOption | null>(null);
  const projectForm = useProjectForm(EMPTY_PROJECT_FORM);

  const [isFetching, setFetching] = useState(false);
  const [citationNotFound, setCitationNotFound] = useState(false);
  const [foundCitation, setFoundCitation] = useState<Citation | null>(null);

  const check = useMemo(() => checkPaperForm(values, knownPapers, paper?.uuid), [values, knownPapers, paper?.uuid]);
  const errorOf = (field: PaperFormField) => serverErrors[field] ?? check.errors[field];

  const set = <K extends keyof PaperFormValues>(key: K, value: PaperFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // The server's message on a field lasts until the field changes.
    setServerErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key as PaperFormField];
      return next;
    });
    if (key === 'source_url' || key === 'doi' || key === 'pmid' || key === 'pmcid') setCitationNotFound(false);
  };
  const text = (key: PaperFormField) => ({ value: values[key], onChange: (v: string) => set(key, v), errorMessage: errorOf(key) });

  // The owner looks up papers sharing these identifiers; it hears of each change and debounces itself.
  const reportIdentifiers = useRef(onIdentifiersChange);
  useEffect(() => {
    reportIdentifiers.current = onIdentifiersChange;
  });
  const [doi, pmid, pmcid] = [values.doi.trim(), values.pmid.trim(), values.pmcid.trim()];
  useEffect(() => reportIdentifiers.current?.({ doi, pmid, pmcid }), [doi, pmid, pmcid]);

  const searchProjects = useDebouncedCallback((search: string) => onProjectSearch?.(search), 200);
  // The chosen project stays listed whatever the search returns, so the field keeps showing it.
  const projectItems = useMemo(
    () => (existingProject && !projectOptions.some((p) => p.uuid === existingProject.uuid) ? [existingProject, ...projectOptions] : [...projectOptions]),
    [existingProject, projectOptions],
  );

  const project: ProjectAttachment | undefined =
    mode === 'NONE'
      ? { mode }
      : mode === 'EXIST'
        ? existingProject
          ? { mode, project: existingProject }
          : undefined
        : projectForm.parsed
          ? { mode, project: projectForm.parsed }
          : undefined;

  const submitValues: PaperFormSubmit | undefined =
    check.parsed && project ? { paper: check.parsed, project, files: newFiles, removeFileUUIDs: removedFileUuids } : undefined;
  const isDirty = hasChanges(opened, values) || newFiles.length > 0 || removedFileUuids.length > 0 || mode !== 'NONE';

  const submit = async (submitted: PaperFormSubmit) => {
    setSaving(true);
    setServerErrors({});
    try {
      await onSubmit(submitted);
    } catch (error) {
      // A refused save shows every rule's message, and the server's own on the field it named.
      setShowErrors(true);
      const named = serverFieldError(error);
      if (named) setServerErrors({ [named.field]: named.message });
      throw error;
    } finally {
      setSaving(false);
    }
  };

  const query = citationQuery(values);
  const canFetchCitation = Object.keys(query).length > 0;
  const fetchCitation = async () => {
    setCitationNotFound(false);
    setFetching(true);
    try {
      const citation = await onFetchCitation(query);
      if (citation) setFoundCitation(citation);
      else setCitationNotFound(true);
    } catch {
      // The owner reports the failure; the form keeps everything typed.
    } finally {
      setFetching(false);
    }
  };

  const existingFiles = (paper?.files ?? []).filter((f) => !removedFileUuids.includes(f.uuid));
  const removedFiles = (paper?.files ?? []).filter((f) => removedFileUuids.includes(f.uuid));
  const currentProjects = paper?.projects ?? [];
  const summary = values.citation ? citationSummary(values.citation) : null;
  const filesTitleId = useId();

  return (
    <>
      <EntityFormDialog
        title={isEditing ? 'Edit paper' : 'Create paper'}
        isEditing={isEditing}
        values={submitValues}
        isDirty={isDirty}
        isBlocked={mode === 'NEW' && isOrganizationsLoading}
        onSubmit={submit}
        onClose={onClose}
        maxWidth={800}
      >
        <ShowErrorsContext.Provider value={showErrors}>
          <TextField label="Name" autoFocus characterLimit={PAPER_LIMITS.name} {...text('name')} />
          <div className={styles.fieldRow}>
            <TextField label="Priority" inputMode="numeric" description="Higher numbers come first" {...text('priority')} />
            <TextField label="Source URL" type="url" characterLimit={PAPER_LIMITS.url} {...text('source_url')} />
          </div>
          <div className={styles.identifierRow}>
            <TextField label="DOI" {...text('doi')} />
            <TextField label="PubMed ID" {...text('pmid')} />
            <TextField label="PubMed Central ID" {...text('pmcid')} />
          </div>
          <div className={styles.citationRow}>
            <Button variant="secondary" isDisabled={!canFetchCitation || isSaving} isPending={isFetching} onPress={() => void fetchCitation()}>
              Fetch Citation
            </Button>
            {/* Always present so the live region is registered before its first message. */}
            <div role="alert" aria-atomic="true">
              {citationNotFound ? <p className={styles.notFound}>{PAPER_MESSAGES.citationNotFound}</p> : null}
            </div>
          </div>
          {summary ? (
            <div className={styles.citation} role="group" aria-label="Citation">
              <span className={styles.citationText}>
                Citation: {summary.title || 'Untitled'}
                {summary.journal || summary.year ? ` (${[summary.journal, summary.year].filter(Boolean).join(', ')})` : ''}
              </span>
              <Button variant="quiet" size="small" isDisabled={isSaving} onPress={() => set('citation', null)}>
                Remove citation
              </Button>
            </div>
          ) : null}
          <div className={styles.switches}>
            <Switch isSelected={values.ready} onChange={(on) => set('ready', on)}>
              Ready for source data extraction
            </Switch>
            <Switch isSelected={values.isNewVersion} onChange={(on) => set('isNewVersion', on)}>
              New version
            </Switch>
            <Switch isSelected={values.noIDs} onChange={(on) => set('noIDs', on)}>
              No URL, DOI, PMID, or PMCID
            </Switch>
          </div>

          <section className={styles.section} aria-labelledby={filesTitleId}>
            <h3 id={filesTitleId} className={styles.sectionTitle}>
              Files
            </h3>
            <FileDropZone
              label="Drop PDF or image files here"
              acceptedFileTypes={ACCEPTED_TYPES}
              isDisabled={isSaving}
              onFilesAccepted={(files) => setNewFiles((current) => addFiles(current, files))}
            />
            {existingFiles.length > 0 || newFiles.length > 0 ? (
              <ul className={styles.chips} aria-labelledby={filesTitleId}>
                {existingFiles.map((file) => (
                  <li key={file.uuid}>
                    <FileChip
                      name={file.name}
                      size={file.size}
                      maxNameLength={TRUNCATE_FILE_NAME}
                      status="done"
                      isDisabled={isSaving}
                      onRemove={canRemoveFiles ? () => setRemovedFileUuids((current) => [...current, file.uuid]) : undefined}
                    />
                  </li>
                ))}
                {newFiles.map((file) => {
                  const progress = uploadProgress[newFileKey(file)];
                  return (
                    <li key={newFileKey(file)}>
                      <FileChip
                        name={file.name}
                        size={file.size}
                        maxNameLength={TRUNCATE_FILE_NAME}
                        status={progress === undefined ? 'idle' : 'uploading'}
                        progress={progress}
                        isDisabled={isSaving}
                        onRemove={() => setNewFiles((current) => current.filter((f) => f !== file))}
                      />
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className={styles.muted}>No files yet.</p>
            )}
            {removedFiles.length > 0 ? (
              <div className={styles.removedRow}>
                <p className={styles.muted}>
                  Removed when saved: {removedFiles.map((f) => truncate(f.name, TRUNCATE_FILE_NAME)).join(', ')}
                </p>
                <Button variant="quiet" size="small" isDisabled={isSaving} onPress={() => setRemovedFileUuids([])}>
                  Keep all files
                </Button>
              </div>
            ) : null}
          </section>

          <RadioGroup
            label="Project"
            value={mode}
            onChange={(next) => setMode(next as ProjectAttachMode)}
            isDisabled={isSaving}
            description={
              isEditing
                ? currentProjects.length > 0
                  ? `Current projects: ${currentProjects.map((p) => truncate(p.name, TRUNCATE_NAME)).join(', ')}`
                  : 'This paper is in no project.'
                : undefined
            }
          >
            <Radio value="NEW">Create a new project</Radio>
            <Radio value="EXIST">Add to an existing project</Radio>
            <Radio value="NONE">{isEditing ? 'Leave projects as they are' : 'No project'}</Radio>
          </RadioGroup>
          {mode === 'EXIST' ? (
            <ComboBox<PaperProjectOption>
              label="Search for a project"
              isRequired
              items={projectItems}
              getKey={(p) => p.uuid}
              getLabel={(p) => p.name}
              renderItem={(p) => truncate(p.name, TRUNCATE_NAME)}
              selectedKey={existingProject?.uuid ?? null}
              onSelectionChange={(key) => setExistingProject(projectItems.find((p) => p.uuid === key) ?? null)}
              // Showing the chosen project's name is not a new search.
              onInputChange={(typed) => searchProjects(typed === existingProject?.name ? '' : typed)}
              errorMessage={existingProject ? undefined : PROJECT_REQUIRED}
              isDisabled={isSaving}
            />
          ) : null}
          {mode === 'NEW' ? (
            <div className={styles.subForm} role="group" aria-label="New project">
              <ProjectFormFields form={projectForm} organizationOptions={organizationOptions} isOrganizationsLoading={isOrganizationsLoading} />
            </div>
          ) : null}
        </ShowErrorsContext.Provider>
      </EntityFormDialog>

      <ConfirmCitationDialog
        citation={foundCitation}
        onAccept={(citation) => {
          setValues((current) => applyCitation(current, citation));
          setFoundCitation(null);
        }}
        onCancel={() => setFoundCitation(null)}
      />
    </>
  );
}

interface ConfirmCitationDialogProps {
  /** The citation found; null keeps the dialog closed. */
  citation: Citation | null;
  onAccept: (citation: Citation) => void;
  onCancel: () => void;
}

/** 'Confirm citation': what was found, to accept into the form or cancel. */
function ConfirmCitationDialog({ citation, onAccept, onCancel }: ConfirmCitationDialogProps) {
  const summary = citation ? citationSummary(citation) : null;
  const rows: [string, string][] = summary
    ? [
        ['Title', summary.title],
        ['Authors', summary.authors.join(', ')],
        ['Journal', summary.journal],
        ['Year', summary.year],
        ['DOI', summary.doi],
        ['PubMed ID', summary.pmid],
        ['PubMed Central ID', summary.pmcid],
        ['URL', summary.url],
      ]
    : [];
  return (
    <Dialog
      isOpen={citation !== null}
      onOpenChange={(open) => (open ? undefined : onCancel())}
      title="Confirm citation"
      maxWidth={700}
      actions={
        <>
          <Button variant="quiet" onPress={onCancel}>
            Cancel
          </Button>
          <Button autoFocus onPress={() => citation && onAccept(citation)}>
            Accept
          </Button>
        </>
      }
    >
      <dl className={styles.details}>
        {rows
          .filter(([, value]) => value !== '')
          .map(([term, value]) => (
            <div key={term} className={styles.detailsRow}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.definition}>{value}</dd>
            </div>
          ))}
      </dl>
    </Dialog>
  );
}

export interface PaperFormStatusDialogProps {
  /** @default 'Edit paper' */
  title?: string;
  /** What went wrong loading the paper; without it the dialog shows that it is loading. */
  error?: string | null;
  onClose: () => void;
}

/** The paper form's place while the paper it edits loads, or when it could not be loaded. */
export function PaperFormStatusDialog({ title = 'Edit paper', error, onClose }: PaperFormStatusDialogProps) {
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      maxWidth={800}
      actions={
        <Button variant="quiet" onPress={onClose}>
          {error ? 'Close' : 'Cancel'}
        </Button>
      }
    >
      <div className={styles.status}>
        {error ? (
          <Banner tone="danger" title="The paper could not be loaded">
            {error}
          </Banner>
        ) : (
          <Spinner label="Loading paper" showLabel />
        )}
      </div>
    </Dialog>
  );
}

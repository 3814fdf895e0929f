import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError } from '../../api/client';
import type { Citation, Paper, PaperDetail } from '../../api/papers';
import type { PapersClient } from '../../api/papersClient';
import {
  newFileKey,
  PaperFormDialog,
  PaperFormStatusDialog,
  type CitationQuery,
  type KnownPaper,
  type PaperFormPaper,
  type PaperFormSubmit,
  type PaperIdentifiers,
  type ProjectAttachment,
} from '../../screens';
import { useDebouncedCallback } from '../../ui';
import { useOrganizations, useProjects } from '../data/resources';
import { errorMessage, notifyError, notifySuccess } from '../notify';
import { isPaperWorkKey, usePapersClient } from './papersApi';
import { filePercents, uploadBatches } from './uploadProgress';

/** Which paper the form is for, and what happens when it is done. */
export type PaperFormHostProps = ({ mode: 'create' } | { mode: 'edit'; paperUuid: string }) & {
  /** The dialog closed: Cancel, Escape, or after a save (then after onSaved). */
  onClose(): void;
  /** The paper was saved, with its project and files. */
  onSaved(paperUuid: string): void;
};

/** The identifier lookups wait for typing to pause, as the paper search does (spec: 500 ms). */
const IDENTIFIER_LOOKUP_DELAY_MS = 500;
/** Papers sharing an identifier, at most this many per identifier. */
const IDENTIFIER_LOOKUP_LIMIT = 50;

type PapersQuery = NonNullable<Parameters<PapersClient['listPapers']>[0]>;

const paperKey = (uuid: string) => ['getPaper', uuid] as const;
const papersKey = (query: PapersQuery) => ['listPapers', query] as const;

/** The papers whose DOI, PMID or PMCID contains `value` (the server matches from 2 characters). */
function identifierQuery(value: string): PapersQuery | null {
  return value.length >= 2 ? { searchKey: value, omitDeleted: 'true', itemsPerPage: IDENTIFIER_LOOKUP_LIMIT } : null;
}

function formPaper(paper: Paper | PaperDetail): PaperFormPaper {
  return { ...paper, files: paper.files.filter((f) => f.deleted_at === null).map(({ uuid, name, size }) => ({ uuid, name, size })) };
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The paper form with everything it needs: the paper (edit), projects and organizations, papers
 * sharing the typed identifiers, citation lookups, and the save: the paper, then its project,
 * then its files with their upload progress. Server messages are shown as notifications.
 */
export function PaperFormHost(props: PaperFormHostProps) {
  const client = usePapersClient();
  const { mutate } = useSWRConfig();
  const editUuid = props.mode === 'edit' ? props.paperUuid : null;
  const loaded = useSWR(editUuid ? paperKey(editUuid) : null, ([, uuid]) => client.getPaper(uuid), { revalidateOnFocus: false });

  // A paper created here whose project or files then failed: later saves update it rather than create another.
  const [created, setCreated] = useState<Paper | null>(null);
  const createdProject = useRef<{ key: string; uuid: string } | null>(null);

  const [projectSearch, setProjectSearch] = useState('');
  const projects = useProjects({ omitDeleted: 'true', omitPapers: 'true', itemsPerPage: 50, sortBy: 'name', ...(projectSearch ? { filter: projectSearch } : {}) });
  const organizations = useOrganizations({ omitDeleted: 'true', itemsPerPage: -1 });
  const projectOptions = useMemo(() => (projects.data?.projects.data ?? []).map(({ uuid, name }) => ({ uuid, name })), [projects.data]);
  const organizationOptions = useMemo(() => (organizations.data?.organizations ?? []).map(({ uuid, name }) => ({ uuid, name })), [organizations.data]);

  useLoadFailureNotice(projects.error);
  useLoadFailureNotice(organizations.error);

  const [identifiers, setIdentifiers] = useState<PaperIdentifiers>({ doi: '', pmid: '', pmcid: '' });
  const lookUpIdentifiers = useDebouncedCallback(setIdentifiers, IDENTIFIER_LOOKUP_DELAY_MS);
  const listBy = (value: string) => {
    const query = identifierQuery(value);
    return query ? papersKey(query) : null;
  };
  const fetchList = ([, query]: readonly [string, PapersQuery]) => client.listPapers(query);
  const byDoi = useSWR(listBy(identifiers.doi), fetchList);
  const byPmid = useSWR(listBy(identifiers.pmid), fetchList);
  const byPmcid = useSWR(listBy(identifiers.pmcid), fetchList);
  const knownPapers = useMemo<KnownPaper[]>(
    () => [byDoi.data, byPmid.data, byPmcid.data].flatMap((answer) => answer?.papers.data ?? []),
    [byDoi.data, byPmid.data, byPmcid.data],
  );

  const [uploadProgress, setUploadProgress] = useState<Record<string, number>>({});
  const uploads = useRef<AbortController | null>(null);
  // Closing the dialog stops an upload still running.
  useEffect(() => () => uploads.current?.abort(), []);

  const refresh = useCallback(() => mutate(isPaperWorkKey), [mutate]);

  const paper: PaperFormPaper | undefined = created ? formPaper(created) : loaded.data ? formPaper(loaded.data) : undefined;

  // The identifier database turns a DOI or PMCID into a PubMed ID, the first identifier the citation
  // service tries; only an unambiguous answer (one match) is used, and a failed search is silent.
  const withPubMedId = async (query: CitationQuery): Promise<CitationQuery> => {
    if (query.pmid || (!query.doi && !query.pmcid)) return query;
    try {
      const found = await client.searchIdentifiers({ doi: query.doi, pmcid: query.pmcid });
      const [pmid] = found.idlist;
      return found.count === 1 && pmid ? { ...query, pmid } : query;
    } catch {
      return query;
    }
  };

  const fetchCitation = async (query: CitationQuery): Promise<Citation | null> => {
    try {
      return (await client.lookupCitation(await withPubMedId(query))).citation;
    } catch (error) {
      // Not found is an answer the form shows itself.
      if (error instanceof ApiError && error.status === 404) return null;
      notifyError(error);
      throw error;
    }
  };

  const save = async (values: PaperFormSubmit) => {
    let paperUuid = paper?.uuid;
    let madeNow: Paper | null = null;
    try {
      if (paperUuid) {
        notifySuccess((await client.updatePaper(paperUuid, values.paper)).message);
      } else {
        const answer = await client.createPaper(values.paper);
        notifySuccess(answer.message);
        madeNow = answer.paper;
        paperUuid = answer.paper.uuid;
      }
      await attachProject(client, paperUuid, paper?.projects ?? [], values.project, createdProject);
      await uploadFiles(client, paperUuid, values, setUploadProgress, uploads);
      await refresh();
      props.onSaved(paperUuid);
    } catch (error) {
      if (!isAbort(error)) notifyError(error);
      if (madeNow) setCreated(madeNow);
      // Whatever part of the save reached the server should show.
      void refresh();
      throw error;
    } finally {
      setUploadProgress({});
    }
  };

  if (editUuid && !loaded.data) {
    return <PaperFormStatusDialog error={loaded.error ? errorMessage(loaded.error) : null} onClose={props.onClose} />;
  }

  return (
    <PaperFormDialog
      paper={paper}
      knownPapers={knownPapers}
      onIdentifiersChange={lookUpIdentifiers}
      projectOptions={projectOptions}
      onProjectSearch={setProjectSearch}
      organizationOptions={organizationOptions}
      isOrganizationsLoading={organizations.isLoading}
      onFetchCitation={fetchCitation}
      uploadProgress={uploadProgress}
      onSubmit={save}
      onClose={props.onClose}
    />
  );
}

/**
 * Reports a list that failed to load, once per failure: SWR's retries bring new errors, which are
 * the same failure until a load succeeds.
 */
function useLoadFailureNotice(error: unknown) {
  const reported = useRef(false);
  useEffect(() => {
    if (error && !reported.current) notifyError(error);
    reported.current = Boolean(error);
  }, [error]);
}

/**
 * Joins the paper to the chosen project, keeping the projects it already has ('add to'). A new
 * project is created first; if a later step fails, saving again reuses it rather than making a second.
 */
async function attachProject(
  client: PapersClient,
  paperUuid: string,
  current: readonly { uuid: string }[],
  attachment: ProjectAttachment,
  createdProject: { current: { key: string; uuid: string } | null },
) {
  if (attachment.mode === 'NONE') return;
  let projectUuid: string;
  if (attachment.mode === 'EXIST') {
    projectUuid = attachment.project.uuid;
  } else {
    const key = JSON.stringify(attachment.project);
    if (createdProject.current?.key === key) {
      projectUuid = createdProject.current.uuid;
    } else {
      const answer = await client.createProject(attachment.project);
      notifySuccess(answer.message);
      createdProject.current = { key, uuid: answer.project.uuid };
      projectUuid = answer.project.uuid;
    }
  }
  const uuids = current.map((p) => p.uuid);
  if (uuids.includes(projectUuid)) return;
  notifySuccess((await client.setPaperProjects(paperUuid, [...uuids, projectUuid])).message);
}

/** Uploads the new files (and removes the listed ones), reporting each file's progress by its key. */
async function uploadFiles(
  client: PapersClient,
  paperUuid: string,
  { files, removeFileUUIDs }: PaperFormSubmit,
  setProgress: (update: (current: Record<string, number>) => Record<string, number>) => void,
  uploads: { current: AbortController | null },
) {
  if (files.length === 0 && removeFileUUIDs.length === 0) return;
  const controller = new AbortController();
  uploads.current = controller;
  setProgress(() => Object.fromEntries(files.map((file) => [newFileKey(file), 0])));
  // Removals go with the first request; with nothing to upload they go alone.
  const batches = files.length > 0 ? uploadBatches(files) : [[]];
  for (const [i, batch] of batches.entries()) {
    const sizes = batch.map((file) => file.size);
    const answer = await client.uploadPaperFiles(paperUuid, batch, i === 0 ? removeFileUUIDs : [], {
      signal: controller.signal,
      onProgress: (loaded, total) => {
        const percents = filePercents(sizes, loaded, total);
        setProgress((current) => ({ ...current, ...Object.fromEntries(batch.map((file, j) => [newFileKey(file), percents[j]!])) }));
      },
    });
    notifySuccess(answer.message);
  }
  if (uploads.current === controller) uploads.current = null;
}

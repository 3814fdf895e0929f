import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { PaperFile } from '../../api/papers';
import type { PapersClient } from '../../api/papersClient';
import type { PaperOption } from '../../screens/Files/PaperPicker';
import type { PaperAttachment, UploadFilesRequest, UploadOutcome, UploadProgress } from '../../screens/Files/UploadFilesDialog';
import { saveFile } from '../downloads/saveFile';
import { errorMessage, notifyError, notifySuccess } from '../notify';
import { papersApi } from '../papers/papersApi';
import { uploadFileWithProgress } from './uploadWithProgress';

/** The query of GET /files. */
export type FilesQuery = NonNullable<Parameters<PapersClient['listFiles']>[0]>;

/** Cached lists a file change makes stale: the files table, and the papers and paper searches that list files. */
const FILE_AFFECTED = new Set(['listFiles', 'listPapers', 'searchPapers', 'getPaper']);
const isFileAffected = (key: unknown) => Array.isArray(key) && FILE_AFFECTED.has(key[0] as string);

/** One page of the files table; null skips the call. */
export function useFiles(query: FilesQuery | null) {
  return useSWR(query ? (['listFiles', query] as const) : null, ([, q]) => papersApi.listFiles(q), { keepPreviousData: true });
}

/** 'Search for a paper': live papers matching the text (the server applies it from 2 characters). */
export async function searchPapers(text: string, signal: AbortSignal): Promise<PaperOption[]> {
  const answer = await papersApi.searchPapers({ query: text, omitDeleted: 'true' }, { signal });
  return answer.papers.map(({ uuid, name, doi, pmid, pmcid }) => ({ uuid, name, doi, pmid, pmcid }));
}

/**
 * The paper 'Create a new paper' makes: unnamed, marked as having no identifiers, and not ready
 * for extraction until someone names it and switches it on in Paper Management.
 */
export const NEW_PAPER_FOR_FILES = { name: '', noIDs: true, status: 'NEW' } as const;

async function createPaperForFiles(): Promise<PaperOption> {
  const created = await papersApi.createPaper(NEW_PAPER_FOR_FILES);
  notifySuccess(created.message);
  return { uuid: created.paper.uuid, name: created.paper.name };
}

/** Downloads a file under the name the server gives it; a failure without an answer says 'File not found'. */
export async function downloadFile(file: Pick<PaperFile, 'uuid'>): Promise<void> {
  try {
    const { blob, fileName } = await papersApi.downloadFile(file.uuid);
    saveFile(blob, fileName);
  } catch (error) {
    notifyError(error, 'File not found');
  }
}

/** The file mutations of the Files screen: each notifies the server's message and refreshes what it changed. */
export function useFileActions() {
  const { mutate } = useSWRConfig();
  const [progress, setProgress] = useState<UploadProgress>({});
  const refresh = useCallback(() => mutate(isFileAffected), [mutate]);

  /** Runs one call the product's way: its message as a notification, a failure notified and rethrown. */
  const run = useCallback(
    async <T extends { message?: string }>(call: () => Promise<T>): Promise<T> => {
      try {
        const result = await call();
        if (result.message) notifySuccess(result.message);
        return result;
      } catch (error) {
        notifyError(error);
        throw error;
      } finally {
        void refresh();
      }
    },
    [refresh],
  );

  const upload = useCallback(
    async (request: UploadFilesRequest): Promise<UploadOutcome> => {
      const set = (id: string, state: UploadProgress[string]) => setProgress((current) => ({ ...current, [id]: state }));
      setProgress({});
      let paper = request.paper;
      if (request.mode === 'NEW') {
        try {
          paper = await createPaperForFiles();
        } catch (error) {
          notifyError(error);
          throw error;
        }
      }
      if (!paper) throw new Error('No paper to attach the files to');
      const target = paper;
      const failed: string[] = [];
      const messages: string[] = [];
      // One request per file: each gets its own progress and its own error, and one bad file does not stop the others.
      for (const chosen of request.files) {
        set(chosen.id, { status: 'uploading', progress: 0 });
        try {
          const answer = await uploadFileWithProgress(target.uuid, chosen.file, { onProgress: (percent) => set(chosen.id, { status: 'uploading', progress: percent }) });
          messages.push(answer.message);
          set(chosen.id, { status: 'done' });
        } catch (error) {
          failed.push(chosen.id);
          set(chosen.id, { status: 'error', errorMessage: errorMessage(error) });
        }
      }
      const uploaded = messages.length;
      if (uploaded === 1) notifySuccess(messages[0]!);
      else if (uploaded > 1) notifySuccess(`${uploaded} files uploaded`);
      if (failed.length) notifyError(new Error(`${failed.length} of ${request.files.length} files could not be uploaded; see each file's message`));
      void refresh();
      return { failed, paper: target };
    },
    [refresh],
  );

  const edit = useCallback(
    async (file: PaperFile, attachment: PaperAttachment) => {
      let paper = attachment.paper;
      if (attachment.mode === 'NEW') {
        try {
          paper = await createPaperForFiles();
        } catch (error) {
          notifyError(error);
          throw error;
        }
      }
      if (!paper) throw new Error('No paper to attach the file to');
      const target = paper;
      return run(() => papersApi.setFilePaper(file.uuid, target.uuid));
    },
    [run],
  );

  return {
    progress,
    upload,
    edit,
    remove: (file: PaperFile) => run(() => papersApi.deleteFile(file.uuid)),
    restore: (file: PaperFile) => run(() => papersApi.restoreFile(file.uuid)),
  };
}

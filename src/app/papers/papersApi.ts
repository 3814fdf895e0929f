import { createContext, useContext } from 'react';
import { createPapersClient, type PapersClient } from '../../api/papersClient';

/** The browser's paper-work client: same origin, session cookie, CSRF header. */
export const papersApi: PapersClient = createPapersClient();

/** The paper-work client the pages use; tests and workbenches provide their own. */
export const PapersClientContext = createContext<PapersClient>(papersApi);

export function usePapersClient(): PapersClient {
  return useContext(PapersClientContext);
}

/**
 * SWR cache keys are the client function's name followed by its arguments, as in
 * src/app/data/fetcher.ts. These names hold papers, files, extractions and the project and
 * organization lists that count them: whatever a paper save can change.
 */
const PAPER_WORK_CALLS = new Set([
  'listPapers',
  'extractionQueue',
  'searchPapers',
  'getPaper',
  'listFiles',
  'searchDataEntries',
  'listProjects',
  'listOrganizations',
]);
/** The same resources under path keys (e.g. '/papers?page=2'). */
const PAPER_WORK_PATHS = ['/papers', '/files', '/data-entry', '/projects', '/organizations'];

/** Whether a cache key holds something a paper save can change; pass it to SWR's `mutate`. */
export function isPaperWorkKey(key: unknown): boolean {
  if (Array.isArray(key)) return typeof key[0] === 'string' && PAPER_WORK_CALLS.has(key[0]);
  if (typeof key === 'string') return PAPER_WORK_CALLS.has(key) || PAPER_WORK_PATHS.some((path) => key.startsWith(path));
  return false;
}

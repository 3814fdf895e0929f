import { createPapersClient, type PapersClient } from '../api/papersClient';

/**
 * The paper-work client (papers, queues, files, extractions) on the same transport as `api`.
 * Only lazy pages import it, so its contract stays out of the first page's load.
 */
export const papersApi: PapersClient = createPapersClient();

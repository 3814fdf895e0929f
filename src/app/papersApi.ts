import { createPapersClient, type PapersClient } from '../api/papersClient';

/**
 * The paper-work calls (papers, files, data entries) on the same transport as `api`. A module of
 * its own so that only the pages that use them load their schemas, not the login page.
 */
export const papersApi: PapersClient = createPapersClient();

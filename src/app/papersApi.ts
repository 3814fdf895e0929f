import { createPapersClient, type PapersClient } from '../api/papersClient';

/** The browser's client for the paper-work calls: same origin, session cookie, CSRF header. */
export const papersApi: PapersClient = createPapersClient();

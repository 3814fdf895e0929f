import { createApiClient, type ApiClient } from '../api/client';

/** The browser's API client: same origin, session cookie, CSRF header. */
export const api: ApiClient = createApiClient();

import type { z } from 'zod';
import type { Endpoint, EndpointName, endpoints } from './endpoints';
import type * as s from './schemas';

type Endpoints = typeof endpoints;

/*
 * The contract (endpoints and their zod schemas) is most of this client's weight, and the first screen
 * needs none of it before its first call: it is loaded on that call, once, and shared by every client.
 */
let contract: Promise<Endpoints> | undefined;
const loadContract = () => (contract ??= import('./endpoints').then((m) => m.endpoints));

/** The header every state-changing call carries; the server refuses cookie-authenticated writes without it. */
export const CSRF_HEADER = 'X-Requested-With';
export const CSRF_HEADER_VALUE = 'sourcebench';

export const REQUEST_TIMEOUT_MS = 10_000;
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 1000;

/** A failed call as the screens see it. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  /** The answer's whole body, for errors that carry more (a save's validation problems, the current version). */
  readonly payload: unknown;
  constructor(status: number, code: string, message: string, field?: string, payload?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.payload = payload;
  }
}

export interface ResilienceOptions {
  /** Abort after this many milliseconds. */
  timeoutMs: number;
  /** Retries after the first attempt on network errors, timeouts and idempotent-request errors. */
  retries: number;
  /** Wait this many milliseconds times the attempt number before a retry. */
  retryDelayMs: number;
}

export interface ClientOptions {
  /** @default '/api' */
  baseUrl?: string;
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** Resilience for calls the spec marks (ping, data entry); overridable per call. */
  resilience?: Partial<ResilienceOptions>;
  /** Sent as a Bearer token instead of the session cookie (scripts using an API token). */
  apiToken?: string;
  /** For tests: how to wait between retries. */
  sleep?: (ms: number) => Promise<void>;
}

export interface CallOptions {
  /** Turns the timeout-and-retry rule on or off for this call, or tunes it. */
  resilience?: Partial<ResilienceOptions> | false;
  signal?: AbortSignal;
}

type Input<T> = T extends z.ZodType ? z.input<T> : never;
type Output<T> = T extends z.ZodType ? z.output<T> : never;
type Resolved<R> = R extends EndpointName ? Endpoints[R] : R extends Endpoint ? R : never;

const IDEMPOTENT = new Set(['GET', 'PUT', 'DELETE']);
// Gateway and availability errors on idempotent calls are worth another try; client errors are not.
const RETRYABLE_STATUS = new Set([408, 429, 502, 503, 504]);

function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

class RetryableError extends Error {}

/** Creates the typed API client: one function per call of the API. */
export function createApiClient(options: ClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const defaults: ResilienceOptions = {
    timeoutMs: REQUEST_TIMEOUT_MS,
    retries: MAX_RETRIES,
    retryDelayMs: RETRY_DELAY_MS,
    ...options.resilience,
  };

  async function once(endpoint: Endpoint, url: string, body: unknown, timeoutMs: number | undefined, signal?: AbortSignal) {
    const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.apiToken) headers.Authorization = `Bearer ${options.apiToken}`;
    const signals = [signal, timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined].filter((x): x is AbortSignal => !!x);
    let response: Response;
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        headers,
        credentials: 'include',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signals.length ? AbortSignal.any(signals) : undefined,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      // Network failure or our own timeout.
      throw new RetryableError(error instanceof Error ? error.message : 'Network error');
    }
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const p = (payload ?? {}) as { code?: string; message?: string; error?: string; field?: string };
      const error = new ApiError(response.status, p.code ?? `HTTP_${response.status}`, p.message ?? p.error ?? response.statusText, p.field, payload);
      if (IDEMPOTENT.has(endpoint.method) && RETRYABLE_STATUS.has(response.status)) throw Object.assign(new RetryableError(error.message), { cause: error });
      throw error;
    }
    return endpoint.response.parse(payload);
  }

  async function call<R extends Endpoint | EndpointName>(
    ref: R,
    args: { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown },
    callOptions: CallOptions = {},
  ): Promise<Output<Resolved<R>['response']>> {
    type E = Resolved<R>;
    let endpoint: Endpoint;
    if (typeof ref === 'string') {
      try {
        endpoint = (await loadContract())[ref as EndpointName];
      } catch (error) {
        // A failed chunk load (offline, a new deployment) is tried again on the next call.
        contract = undefined;
        throw new ApiError(0, 'E_NETWORK', error instanceof Error ? error.message : 'Network error');
      }
    } else endpoint = ref;
    const url = `${baseUrl}${fillPath(endpoint.path, args.params ?? {})}${toQueryString(args.query)}`;
    const wanted = callOptions.resilience ?? (endpoint.resilient ? {} : false);
    if (wanted === false) {
      try {
        return (await once(endpoint, url, args.body, undefined, callOptions.signal)) as Output<E['response']>;
      } catch (error) {
        throw unwrap(error);
      }
    }
    const rule = { ...defaults, ...wanted };
    for (let attempt = 0; ; attempt++) {
      try {
        return (await once(endpoint, url, args.body, rule.timeoutMs, callOptions.signal)) as Output<E['response']>;
      } catch (error) {
        if (!(error instanceof RetryableError) || attempt >= rule.retries) throw unwrap(error);
        await sleep(rule.retryDelayMs * (attempt + 1));
      }
    }
  }

  function unwrap(error: unknown): unknown {
    if (error instanceof RetryableError) {
      return error.cause instanceof ApiError ? error.cause : new ApiError(0, 'E_NETWORK', error.message);
    }
    return error;
  }

  type B<K extends EndpointName> = Endpoints[K] extends { body: infer T } ? Input<T> : never;
  type Q<K extends EndpointName> = Endpoints[K] extends { query: infer T } ? Input<T> : never;

  return {
    config: (o?: CallOptions) => call('config', {}, o),
    login: (body: B<'login'>, o?: CallOptions) => call('login', { body }, o),
    ssoLogin: (body: B<'ssoLogin'>, o?: CallOptions) => call('ssoLogin', { body }, o),
    forgotPassword: (body: B<'forgotPassword'>, o?: CallOptions) => call('forgotPassword', { body }, o),
    logout: (o?: CallOptions) => call('logout', {}, o),
    ping: (o?: CallOptions) => call('ping', {}, o),
    refreshSession: (o?: CallOptions) => call('refreshSession', {}, o),
    recordAction: (body: B<'recordAction'>, o?: CallOptions) => call('recordAction', { body }, o),
    checkPasswordReset: (token: string, query: Q<'checkPasswordReset'>, o?: CallOptions) =>
      call('checkPasswordReset', { params: { token }, query }, o),
    resetPassword: (body: B<'resetPassword'>, o?: CallOptions) => call('resetPassword', { body }, o),
    changePassword: (body: B<'changePassword'>, o?: CallOptions) => call('changePassword', { body }, o),
    isAdmin: (uuid: string, o?: CallOptions) => call('isAdmin', { params: { uuid } }, o),
    canAll: (uuid: string, permissions: string[], o?: CallOptions) => call('canAll', { params: { uuid }, query: { permissions } }, o),
    canMap: (uuid: string, permissions: string[], o?: CallOptions) => call('canMap', { params: { uuid }, query: { permissions } }, o),
    listUsers: (query: s.ListQueryInput = {}, o?: CallOptions) => call('listUsers', { query }, o),
    createUser: (body: B<'createUser'>, o?: CallOptions) => call('createUser', { body }, o),
    updateUser: (uuid: string, body: B<'updateUser'>, o?: CallOptions) => call('updateUser', { params: { uuid }, body }, o),
    restoreUser: (uuid: string, o?: CallOptions) => call('updateUser', { params: { uuid }, body: { deleted_at: null } }, o),
    deleteUser: (uuid: string, o?: CallOptions) => call('deleteUser', { params: { uuid } }, o),
    listRoles: (query: s.ListQueryInput = {}, o?: CallOptions) => call('listRoles', { query }, o),
    createRole: (body: B<'createRole'>, o?: CallOptions) => call('createRole', { body }, o),
    updateRole: (id: number, body: B<'updateRole'>, o?: CallOptions) => call('updateRole', { params: { id }, body }, o),
    restoreRole: (id: number, o?: CallOptions) => call('updateRole', { params: { id }, body: { deletedAt: null } }, o),
    deleteRole: (id: number, o?: CallOptions) => call('deleteRole', { params: { id } }, o),
    setRolePermissions: (id: number, permissionIDs: number[], o?: CallOptions) =>
      call('setRolePermissions', { params: { id }, body: { permissionIDs } }, o),
    listPermissions: (query: s.ListQueryInput = {}, o?: CallOptions) => call('listPermissions', { query }, o),
    createPermission: (body: B<'createPermission'>, o?: CallOptions) => call('createPermission', { body }, o),
    updatePermission: (id: number, body: B<'updatePermission'>, o?: CallOptions) => call('updatePermission', { params: { id }, body }, o),
    restorePermission: (id: number, o?: CallOptions) => call('updatePermission', { params: { id }, body: { deletedAt: null } }, o),
    deletePermission: (id: number, o?: CallOptions) => call('deletePermission', { params: { id } }, o),
    listOrganizations: (query: s.ListQueryInput = {}, o?: CallOptions) => call('listOrganizations', { query }, o),
    createOrganization: (body: B<'createOrganization'>, o?: CallOptions) => call('createOrganization', { body }, o),
    updateOrganization: (uuid: string, body: B<'updateOrganization'>, o?: CallOptions) =>
      call('updateOrganization', { params: { uuid }, body }, o),
    restoreOrganization: (uuid: string, o?: CallOptions) => call('updateOrganization', { params: { uuid }, body: { deletedAt: null } }, o),
    deleteOrganization: (uuid: string, o?: CallOptions) => call('deleteOrganization', { params: { uuid } }, o),
    listProjects: (query: Q<'listProjects'> = {}, o?: CallOptions) => call('listProjects', { query }, o),
    createProject: (body: B<'createProject'>, o?: CallOptions) => call('createProject', { body }, o),
    updateProject: (uuid: string, body: B<'updateProject'>, o?: CallOptions) => call('updateProject', { params: { uuid }, body }, o),
    restoreProject: (uuid: string, o?: CallOptions) => call('updateProject', { params: { uuid }, body: { deletedAt: null } }, o),
    deleteProject: (uuid: string, o?: CallOptions) => call('deleteProject', { params: { uuid } }, o),
    listTagGroups: (query: Q<'listTagGroups'> = {}, o?: CallOptions) => call('listTagGroups', { query }, o),
    createTagGroup: (body: B<'createTagGroup'>, o?: CallOptions) => call('createTagGroup', { body }, o),
    updateTagGroup: (uuid: string, body: B<'updateTagGroup'>, o?: CallOptions) => call('updateTagGroup', { params: { uuid }, body }, o),
    undeleteTagGroup: (uuid: string, o?: CallOptions) => call('updateTagGroup', { params: { uuid }, body: { undelete: true } }, o),
    moveTagGroup: (uuid: string, level: number, o?: CallOptions) => call('updateTagGroup', { params: { uuid }, body: { level } }, o),
    deleteTagGroup: (uuid: string, o?: CallOptions) => call('deleteTagGroup', { params: { uuid } }, o),
    listTags: (query: Q<'listTags'> = {}, o?: CallOptions) => call('listTags', { query }, o),
    createTag: (body: B<'createTag'>, o?: CallOptions) => call('createTag', { body }, o),
    updateTag: (uuid: string, body: B<'updateTag'>, o?: CallOptions) => call('updateTag', { params: { uuid }, body }, o),
    undeleteTag: (uuid: string, o?: CallOptions) => call('updateTag', { params: { uuid }, body: { undelete: true } }, o),
    deleteTag: (uuid: string, o?: CallOptions) => call('deleteTag', { params: { uuid } }, o),
    listApiTokens: (o?: CallOptions) => call('listApiTokens', {}, o),
    createApiToken: (body: B<'createApiToken'>, o?: CallOptions) => call('createApiToken', { body }, o),
    revokeApiToken: (id: number, o?: CallOptions) => call('revokeApiToken', { params: { id } }, o),
    searchMetathesaurus: (body: B<'searchMetathesaurus'>, o?: CallOptions) => call('searchMetathesaurus', { body }, o),
    listSynonyms: (body: B<'listSynonyms'>, o?: CallOptions) => call('listSynonyms', { body }, o),
    saveSynonyms: (body: B<'saveSynonyms'>, o?: CallOptions) => call('saveSynonyms', { body }, o),
    /** For calls added later (paper work): the same transport and resilience rule. */
    call,
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

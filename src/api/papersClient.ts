import type { z } from 'zod';
import { ApiError, CSRF_HEADER, CSRF_HEADER_VALUE, type CallOptions, type ClientOptions, createApiClient } from './client';
import type { Endpoint } from './endpoints';
import { agreementProjectsSchema, projectAgreementQuerySchema, projectAgreementSchema } from './agreement';
import * as p from './papers';
import { messageResponseSchema } from './schemas';

const message = messageResponseSchema;

/** The paper-work calls, described once for the typed client (and for the API document). */
export const paperEndpoints = {
  listPapers: { method: 'GET', path: '/papers', summary: 'Papers table', access: 'any paper-work permission; deleted papers (deletedOnly, omitDeleted=false) only with delete_file; extraction summaries of others only with quality_control or access_completed_extractions', query: p.papersQuerySchema, response: p.papersListResponseSchema },
  extractionQueue: { method: 'GET', path: '/papers/extraction-queue', summary: 'Papers ready for extraction, by priority', access: 'data_entry or quality_control', query: p.extractionQueueQuerySchema, response: p.extractionQueueResponseSchema },
  searchPapers: { method: 'GET', path: '/papers/search', summary: 'Papers by name or identifier', access: 'any paper-work permission; omitDeleted=false only with delete_file', query: p.paperSearchQuerySchema, response: p.paperSearchResponseSchema },
  getPaper: { method: 'GET', path: '/papers/{uuid}', summary: 'A paper with its files and the saved data to continue', access: 'any paper-work permission', query: p.paperDetailQuerySchema, response: p.paperDetailSchema },
  createPaper: { method: 'POST', path: '/papers', summary: 'Create a paper', access: 'upload_file', body: p.paperFormSchema, response: p.paperCreateResponseSchema },
  updatePaper: { method: 'PUT', path: '/papers/{uuid}', summary: 'Edit, reprioritise or restore a paper', access: 'upload_file and delete_file (restore: delete_file)', body: p.paperUpdateRequestSchema, response: message },
  deletePaper: { method: 'DELETE', path: '/papers/{uuid}', summary: 'Delete a paper', access: 'delete_file', response: message },
  setPaperProjects: { method: 'PUT', path: '/papers/{uuid}/projects', summary: "Replace a paper's projects", access: 'upload_file', body: p.paperProjectsRequestSchema, response: message },
  setProjectPapers: { method: 'PUT', path: '/projects/{uuid}/papers', summary: "Replace a project's papers", access: 'upload_file and delete_file', body: p.projectPapersRequestSchema, response: message },
  listFiles: { method: 'GET', path: '/files', summary: 'Files table', access: 'upload_file or delete_file', query: p.filesQuerySchema, response: p.filesListResponseSchema },
  setFilePaper: { method: 'PUT', path: '/files/{uuid}/paper', summary: 'Attach a file to another paper', access: 'upload_file', body: p.filePaperRequestSchema, response: message },
  deleteFile: { method: 'DELETE', path: '/files/{uuid}', summary: 'Delete a file', access: 'delete_file', response: message },
  restoreFile: { method: 'PUT', path: '/files/{uuid}/restore', summary: 'Restore a file', access: 'delete_file', response: message },
  saveDataEntry: { method: 'POST', path: '/data-entry/{sdeUuid}', summary: 'Save an extraction as a delta (or reset it)', access: 'data_entry or quality_control; the owner', body: p.dataEntrySaveRequestSchema, response: p.dataEntrySaveResponseSchema, resilient: true },
  validateDataEntry: { method: 'POST', path: '/data-entry/{sdeUuid}/validate', summary: 'Validate an extraction', access: 'data_entry or quality_control', body: p.validateRequestSchema, response: p.validateResponseSchema, resilient: true },
  discardDataEntry: { method: 'POST', path: '/data-entry/{sdeUuid}/delete', summary: 'Discard an extraction', access: 'administrator', response: message, resilient: true },
  downloadDataEntries: { method: 'POST', path: '/data-entry/download', summary: 'Export several extractions', access: 'download_data or access_completed_extractions', body: p.dataEntryDownloadRequestSchema, response: p.dataEntryDownloadResponseSchema, resilient: true },
  getDataEntry: { method: 'GET', path: '/data-entry/{sdeUuid}', summary: 'The paper of an extraction', access: 'the owner, or access_completed_extractions', response: p.dataEntryPaperResponseSchema, resilient: true },
  searchDataEntries: { method: 'GET', path: '/data-entry/search', summary: 'Completed extractions by paper', access: 'access_completed_extractions', query: p.dataEntrySearchQuerySchema, response: p.dataEntrySearchResponseSchema, resilient: true },
  rawDataViewer: { method: 'GET', path: '/data-entry/{uuid}/raw-data-viewer', summary: 'Raw data of an extraction', access: 'the owner, or access_completed_extractions', response: p.rawDataViewerResponseSchema, resilient: true },
  dataEntryHistory: { method: 'GET', path: '/data-entry/{sdeUuid}/history', summary: 'The saved versions of an extraction, newest first', access: 'the owner, or quality_control / access_completed_extractions', query: p.dataEntryHistoryQuerySchema, response: p.dataEntryHistoryResponseSchema, resilient: true },
  dataEntryVersion: { method: 'GET', path: '/data-entry/{sdeUuid}/versions/{version}', summary: 'An extraction as it was at one version', access: 'the owner, or quality_control / access_completed_extractions', response: p.dataEntryVersionResponseSchema, resilient: true },
  restoreDataEntryVersion: { method: 'POST', path: '/data-entry/{sdeUuid}/restore', summary: 'Save an earlier version of an extraction as its newest', access: 'data_entry or quality_control; the owner', body: p.dataEntryRestoreRequestSchema, response: p.dataEntryRestoreResponseSchema },
  createQualityControl: { method: 'POST', path: '/quality-control', summary: 'Create a QC record', access: 'quality_control', body: p.qcSaveRequestSchema, response: p.qcSaveResponseSchema },
  updateQualityControl: { method: 'PUT', path: '/quality-control/{uuid}', summary: 'Update a QC record', access: 'quality_control', body: p.qcUpdateRequestSchema, response: p.qcSaveResponseSchema },
  agreementProjects: { method: 'GET', path: '/agreement/projects', summary: 'The live projects by name, for a reviewer to open the agreement of one', access: 'quality_control', response: agreementProjectsSchema, resilient: true },
  projectAgreement: { method: 'GET', path: '/projects/{uuid}/agreement', summary: "How far the dual extractions of a project's papers agree", access: 'quality_control', query: projectAgreementQuerySchema, response: projectAgreementSchema, resilient: true },
  lookupCitation: { method: 'GET', path: '/citations', summary: 'Citation (Zotero format) by PMID, PMCID, DOI or URL', access: 'upload_file', query: p.citationLookupQuerySchema, response: p.citationResponseSchema },
  searchIdentifiers: { method: 'GET', path: '/citations/identifiers', summary: 'Public identifier search by DOI and PMCID', access: 'upload_file', query: p.identifierSearchQuerySchema, response: p.identifierSearchResponseSchema },
} as const satisfies Record<string, Endpoint>;

type E = typeof paperEndpoints;
type B<K extends keyof E> = E[K] extends { body: infer T extends z.ZodType } ? z.input<T> : never;
type Q<K extends keyof E> = E[K] extends { query: infer T extends z.ZodType } ? z.input<T> : never;

/** A downloaded file with the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a content-disposition header (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null, fallback = 'download'): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim());
    } catch {
      /* fall through to the plain name */
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/.exec(header);
  return plain ? (plain[1] ?? plain[2] ?? fallback).trim() : fallback;
}

/** How an upload reports progress and can be stopped. */
export interface UploadOptions {
  /**
   * Called as the request body goes out, with the bytes sent so far and the body's total. Asking
   * for progress sends the upload with XMLHttpRequest, since fetch cannot report it.
   */
  onProgress?: (loaded: number, total: number) => void;
  /** Aborts the upload; the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** The paper-work client's settings: the main client's, plus the request class uploads with progress use. */
export interface PapersClientOptions extends ClientOptions {
  /** @default globalThis.XMLHttpRequest */
  XMLHttpRequest?: typeof XMLHttpRequest;
}

/** The last argument of an upload: an AbortSignal (the older form) or UploadOptions. */
function uploadOptions(arg: AbortSignal | UploadOptions | undefined): UploadOptions {
  if (!arg) return {};
  return typeof (arg as AbortSignal).aborted === 'boolean' && typeof (arg as AbortSignal).addEventListener === 'function' ? { signal: arg as AbortSignal } : (arg as UploadOptions);
}

/** The abort reason a cancelled upload rejects with, as fetch does. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The upload was aborted', 'AbortError');
}

/** Creates the paper-work client on the same transport, timeouts and retries as the main client. */
export function createPapersClient(options: PapersClientOptions = {}) {
  const base = createApiClient(options);
  const { call } = base;
  const baseUrl = (options.baseUrl ?? '/api').replace(/\/$/, '');
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const e = paperEndpoints;

  function headers(): Record<string, string> {
    const h: Record<string, string> = { [CSRF_HEADER]: CSRF_HEADER_VALUE };
    if (options.apiToken) h.Authorization = `Bearer ${options.apiToken}`;
    return h;
  }

  async function failure(response: Response, fallback: string): Promise<ApiError> {
    const payload = (await response.json().catch(() => ({}))) as { code?: string; message?: string; error?: string; field?: string };
    return new ApiError(response.status, payload.code ?? `HTTP_${response.status}`, payload.message ?? payload.error ?? fallback, payload.field);
  }

  /** Multipart uploads cannot be retried blindly (the body is a stream), so they go out once. */
  async function upload(path: string, form: FormData, { signal, onProgress }: UploadOptions = {}) {
    if (onProgress) return uploadWithProgress(path, form, onProgress, signal);
    const response = await doFetch(`${baseUrl}${path}`, { method: 'POST', body: form, headers: headers(), credentials: 'include', signal });
    if (!response.ok) throw await failure(response, 'Upload failed');
    return p.fileUploadResponseSchema.parse(await response.json());
  }

  /** The same upload through XMLHttpRequest, whose upload events report the bytes sent. */
  function uploadWithProgress(path: string, form: FormData, onProgress: NonNullable<UploadOptions['onProgress']>, signal?: AbortSignal) {
    const Request = options.XMLHttpRequest ?? globalThis.XMLHttpRequest;
    return new Promise<z.output<typeof p.fileUploadResponseSchema>>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortReason(signal));
        return;
      }
      const xhr = new Request();
      const onAbort = () => xhr.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);
      xhr.open('POST', `${baseUrl}${path}`);
      xhr.withCredentials = true;
      for (const [name, value] of Object.entries(headers())) xhr.setRequestHeader(name, value);
      xhr.setRequestHeader('Accept', 'application/json');
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) onProgress(event.loaded, event.total);
      });
      xhr.addEventListener('load', () => {
        settle();
        let payload: { code?: string; message?: string; error?: string; field?: string } | undefined;
        try {
          payload = xhr.responseText ? (JSON.parse(xhr.responseText) as typeof payload) : undefined;
        } catch {
          payload = undefined;
        }
        if (xhr.status < 200 || xhr.status >= 300) {
          const fallback = xhr.statusText || 'Upload failed';
          reject(new ApiError(xhr.status, payload?.code ?? `HTTP_${xhr.status}`, payload?.message ?? payload?.error ?? fallback, payload?.field));
          return;
        }
        const parsed = p.fileUploadResponseSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(xhr.status, 'E_BAD_RESPONSE', 'The server answered the upload in an unexpected form'));
      });
      xhr.addEventListener('error', () => {
        settle();
        reject(new ApiError(0, 'E_NETWORK', 'Network error'));
      });
      xhr.addEventListener('abort', () => {
        settle();
        reject(signal ? abortReason(signal) : new DOMException('The upload was aborted', 'AbortError'));
      });
      signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send(form);
    });
  }

  async function download(path: string, signal?: AbortSignal): Promise<DownloadedFile> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, { headers: headers(), credentials: 'include', signal });
    } catch {
      throw new ApiError(0, 'E_NETWORK', p.PAPER_MESSAGES.fileNotFound);
    }
    if (!response.ok) throw await failure(response, p.PAPER_MESSAGES.fileNotFound);
    return { blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get('content-disposition')) };
  }

  return {
    ...base,
    listPapers: (query: Q<'listPapers'> = {}, o?: CallOptions) => call(e.listPapers, { query }, o),
    extractionQueue: (query: Q<'extractionQueue'> = {}, o?: CallOptions) => call(e.extractionQueue, { query }, o),
    searchPapers: (query: Q<'searchPapers'>, o?: CallOptions) => call(e.searchPapers, { query }, o),
    getPaper: (uuid: string, query: Q<'getPaper'> = {}, o?: CallOptions) => call(e.getPaper, { params: { uuid }, query }, o),
    createPaper: (body: B<'createPaper'>, o?: CallOptions) => call(e.createPaper, { body }, o),
    updatePaper: (uuid: string, body: B<'updatePaper'>, o?: CallOptions) => call(e.updatePaper, { params: { uuid }, body }, o),
    setPaperPriority: (uuid: string, priority: number, o?: CallOptions) => call(e.updatePaper, { params: { uuid }, body: { priority } }, o),
    restorePaper: (uuid: string, o?: CallOptions) => call(e.updatePaper, { params: { uuid }, body: { deletedAt: null } }, o),
    deletePaper: (uuid: string, o?: CallOptions) => call(e.deletePaper, { params: { uuid } }, o),
    setPaperProjects: (uuid: string, projectUUIDs: string[], o?: CallOptions) => call(e.setPaperProjects, { params: { uuid }, body: { projectUUIDs } }, o),
    setProjectPapers: (uuid: string, paperUUIDs: string[], o?: CallOptions) => call(e.setProjectPapers, { params: { uuid }, body: { paperUUIDs } }, o),
    /**
     * Uploads files to a paper and removes (soft-deletes) the listed ones. The last argument is an
     * AbortSignal or UploadOptions (progress and signal).
     */
    uploadPaperFiles: (uuid: string, files: Blob[] | File[], removeFileUUIDs: string[] = [], options?: AbortSignal | UploadOptions) => {
      const form = new FormData();
      removeFileUUIDs.forEach((id, i) => form.append(`removeFileUUIDs[${i}]`, id));
      files.forEach((file, i) => form.append(`files[${i}]`, file, file instanceof File ? file.name : `file-${i}`));
      return upload(`/papers/${encodeURIComponent(uuid)}/files`, form, uploadOptions(options));
    },
    /** Uploads files attached to an existing paper; the last argument as for uploadPaperFiles. */
    uploadFiles: (paperUUID: string, files: Blob[] | File[], options?: AbortSignal | UploadOptions) => {
      const form = new FormData();
      form.append('paperUUID', paperUUID);
      files.forEach((file, i) => form.append(`files[${i}]`, file, file instanceof File ? file.name : `file-${i}`));
      return upload('/files', form, uploadOptions(options));
    },
    downloadPapers: (paperUUIDs: string[], signal?: AbortSignal) =>
      download(`/papers/download?${new URLSearchParams(paperUUIDs.map((id) => ['paperUUIDs', id]))}`, signal),
    downloadFile: (uuid: string, signal?: AbortSignal) => download(`/files/download/${encodeURIComponent(uuid)}`, signal),
    listFiles: (query: Q<'listFiles'> = {}, o?: CallOptions) => call(e.listFiles, { query }, o),
    setFilePaper: (uuid: string, paperUUID: string, o?: CallOptions) => call(e.setFilePaper, { params: { uuid }, body: { paperUUID } }, o),
    deleteFile: (uuid: string, o?: CallOptions) => call(e.deleteFile, { params: { uuid } }, o),
    restoreFile: (uuid: string, o?: CallOptions) => call(e.restoreFile, { params: { uuid } }, o),
    saveDataEntry: (sdeUuid: string, body: B<'saveDataEntry'>, o?: CallOptions) => call(e.saveDataEntry, { params: { sdeUuid }, body }, o),
    validateDataEntry: (sdeUuid: string, body: B<'validateDataEntry'> = {}, o?: CallOptions) => call(e.validateDataEntry, { params: { sdeUuid }, body }, o),
    discardDataEntry: (sdeUuid: string, o?: CallOptions) => call(e.discardDataEntry, { params: { sdeUuid } }, o),
    downloadDataEntries: (uuids: string[], o?: CallOptions) => call(e.downloadDataEntries, { body: { uuids } }, o),
    getDataEntry: (sdeUuid: string, o?: CallOptions) => call(e.getDataEntry, { params: { sdeUuid } }, o),
    searchDataEntries: (query: Q<'searchDataEntries'> = {}, o?: CallOptions) => call(e.searchDataEntries, { query }, o),
    rawDataViewer: (uuid: string, o?: CallOptions) => call(e.rawDataViewer, { params: { uuid } }, o),
    dataEntryHistory: (sdeUuid: string, query: Q<'dataEntryHistory'> = {}, o?: CallOptions) => call(e.dataEntryHistory, { params: { sdeUuid }, query }, o),
    dataEntryVersion: (sdeUuid: string, version: number, o?: CallOptions) => call(e.dataEntryVersion, { params: { sdeUuid, version } }, o),
    restoreDataEntryVersion: (sdeUuid: string, body: B<'restoreDataEntryVersion'>, o?: CallOptions) => call(e.restoreDataEntryVersion, { params: { sdeUuid }, body }, o),
    createQualityControl: (body: B<'createQualityControl'>, o?: CallOptions) => call(e.createQualityControl, { body }, o),
    updateQualityControl: (uuid: string, body: B<'updateQualityControl'>, o?: CallOptions) => call(e.updateQualityControl, { params: { uuid }, body }, o),
    agreementProjects: (o?: CallOptions) => call(e.agreementProjects, {}, o),
    projectAgreement: (uuid: string, query: Q<'projectAgreement'> = {}, o?: CallOptions) => call(e.projectAgreement, { params: { uuid }, query }, o),
    lookupCitation: (query: Q<'lookupCitation'>, o?: CallOptions) => call(e.lookupCitation, { query }, o),
    searchIdentifiers: (query: Q<'searchIdentifiers'>, o?: CallOptions) => call(e.searchIdentifiers, { query }, o),
  };
}

export type PapersClient = ReturnType<typeof createPapersClient>;

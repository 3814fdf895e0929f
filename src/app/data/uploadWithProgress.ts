import { ApiError, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../api/client';
import { fileUploadResponseSchema } from '../../api/papers';

export interface UploadWithProgressOptions {
  /** Called as the request body goes out, with 0-100. */
  onProgress?: (percent: number) => void;
  /** Aborts the upload. */
  signal?: AbortSignal;
  /** @default '/api' */
  baseUrl?: string;
}

/**
 * POST /files with one file attached to a paper, reporting how much of it was sent. fetch cannot
 * report upload progress, so this uses XMLHttpRequest; failures become ApiErrors as the client's.
 */
export function uploadFileWithProgress(paperUUID: string, file: File, options: UploadWithProgressOptions = {}) {
  const { onProgress, signal, baseUrl = '/api' } = options;
  return new Promise<ReturnType<typeof fileUploadResponseSchema.parse>>((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const form = new FormData();
    form.append('paperUUID', paperUUID);
    form.append('files[0]', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${baseUrl.replace(/\/$/, '')}/files`);
    xhr.withCredentials = true;
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(100, (event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let payload: { code?: string; message?: string; error?: string; field?: string } | undefined;
      try {
        payload = JSON.parse(xhr.responseText) as typeof payload;
      } catch {
        payload = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(fileUploadResponseSchema.parse(payload));
        } catch (error) {
          reject(error);
        }
        return;
      }
      reject(new ApiError(xhr.status, payload?.code ?? `HTTP_${xhr.status}`, payload?.message ?? payload?.error ?? 'Upload failed', payload?.field));
    };
    xhr.onerror = () => reject(new ApiError(0, 'E_NETWORK', 'The upload could not reach the server'));
    xhr.onabort = () => reject(signal?.reason ?? new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

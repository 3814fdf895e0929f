import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ServerConfig } from './config';
import type { AppEnv } from './context';
import { errorBody, HttpError } from './http';
import { formatBytes } from './services/fileUpload';

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/** Multipart uploads stream each file to the store under the upload limits, never holding the body. */
const STREAMED_UPLOADS = [new RegExp(`^POST /api/papers/${UUID}/files$`), /^POST \/api\/files$/];
/** Routes that carry a whole extraction document (a whole-document save, a QC record). */
const WHOLE_DOCUMENTS = [new RegExp(`^POST /api/data-entry/${UUID}$`), /^POST \/api\/quality-control$/, new RegExp(`^PUT /api/quality-control/${UUID}$`)];

/** The largest body a route accepts, or null for the uploads that enforce their own limits. */
export function bodyLimitOf(method: string, path: string, config: Pick<ServerConfig, 'maxJsonBodyBytes' | 'maxDocumentBytes'>): number | null {
  const route = `${method} ${path}`;
  if (STREAMED_UPLOADS.some((pattern) => pattern.test(route))) return null;
  if (WHOLE_DOCUMENTS.some((pattern) => pattern.test(route))) return config.maxDocumentBytes;
  return config.maxJsonBodyBytes;
}

const tooLargeMessage = (limit: number) => `The request body is larger than the limit of ${formatBytes(limit)}`;

const limiters = new Map<number, MiddlewareHandler>();

/**
 * Refuses a body over its route's limit with 413: at once when Content-Length says so, otherwise as
 * soon as the bytes read pass the limit, so no route ever reads an oversized body whole.
 */
export const requestBodyLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  // No route reads the body of a GET or HEAD; looking for one would build a full Request per call.
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
  const limit = bodyLimitOf(c.req.method, c.req.path, c.get('deps').config);
  if (limit === null) return next();
  // A declared length is decided from the header (the HTTP parser holds the body to it); asking for
  // the body stream here would build a full Request for every save instead of reading it directly.
  const declared = c.req.header('Content-Length');
  if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined) {
    if (Number(declared) <= limit) return next();
    return c.json(errorBody(new HttpError(413, 'E_TOO_LARGE', tooLargeMessage(limit))), 413);
  }
  let limiter = limiters.get(limit);
  if (!limiter) {
    const message = tooLargeMessage(limit);
    limiter = bodyLimit({ maxSize: limit, onError: (context) => context.json(errorBody(new HttpError(413, 'E_TOO_LARGE', message)), 413) });
    limiters.set(limit, limiter);
  }
  return limiter(c, next);
};

import { createHash, randomUUID } from 'node:crypto';
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { PAPER_MESSAGES, type AcceptedMimeType } from '../../api/papers';
import { badRequest, HttpError } from '../http';
import { detectAcceptedType, SNIFF_BYTES } from './contentType';
import type { FileStore } from './fileStore';

/** A file written to the store by an upload, not yet recorded in the database. */
export interface StoredUpload {
  key: string;
  name: string;
  mimeType: AcceptedMimeType;
  size: number;
  sha256: string;
}

export interface UploadLimits {
  maxFileBytes: number;
  maxFiles: number;
}

export interface ReceivedUpload {
  files: StoredUpload[];
  /** Text fields by name; 'removeFileUUIDs[0]' and 'removeFileUUIDs' both land under 'removeFileUUIDs'. */
  fields: Map<string, string[]>;
}

const MB = 1024 * 1024;

export function formatBytes(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export const tooLarge = (name: string, limit: number) =>
  new HttpError(413, 'E_TOO_LARGE', `${name} is larger than the upload limit of ${formatBytes(limit)}`);

/** Hashes and counts the bytes, and holds back the first bytes until their type is known to be accepted. */
class SniffAndHash extends Transform {
  readonly hash = createHash('sha256');
  size = 0;
  mimeType: AcceptedMimeType | null = null;
  private head: Buffer[] = [];
  private headBytes = 0;

  constructor(private readonly fileName: string) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    if (this.mimeType) return callback(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < SNIFF_BYTES) return callback();
    this.decide().then(() => callback(), callback);
  }

  override _flush(callback: TransformCallback): void {
    if (this.mimeType) return callback();
    this.decide().then(() => callback(), callback);
  }

  private async decide() {
    const head = Buffer.concat(this.head);
    this.head = [];
    const type = await detectAcceptedType(head);
    if (!type) throw new HttpError(415, 'E_UNSUPPORTED_FILE_TYPE', `${this.fileName}: ${PAPER_MESSAGES.unsupportedFile}`, 'files');
    this.mimeType = type;
    this.push(head);
  }
}

/**
 * Bidirectional formatting characters (embeddings, overrides and isolates, and the marks): a
 * right-to-left override can show 'invoice_fdp.exe' as 'invoice_exe.pdf' in lists and downloads.
 * Stripped rather than refused: they have no place in a file name, and the upload of a file whose
 * name came that way from elsewhere still goes through, under its real name.
 */
export const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function cleanFileName(name: string | undefined): string {
  // Control characters would break the content-disposition header on download.
  const cleaned = (name ?? '').replace(/[\u0000-\u001f\u007f]/g, '').replace(BIDI_CONTROLS, '').trim();
  return (cleaned || 'file').slice(0, 1024);
}

function fieldKey(name: string): string {
  return name.replace(/\[\d*\]$/, '');
}

/**
 * Streams a multipart upload into the file store: each file is recognised by its first bytes,
 * hashed and counted on the way, and never held whole in memory. Any failure (a refused type, a
 * file over the limit, a broken body) stops reading the request and removes what was written.
 */
export async function receiveUpload(c: Context, store: FileStore, limits: UploadLimits): Promise<ReceivedUpload> {
  const contentType = c.req.header('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    throw new HttpError(415, 'E_UNSUPPORTED_MEDIA_TYPE', 'Send the files as multipart/form-data');
  }
  const declared = Number(c.req.header('content-length'));
  // A body larger than every allowed file together cannot succeed; refuse it before reading a byte.
  if (Number.isFinite(declared) && declared > limits.maxFiles * limits.maxFileBytes + MB) throw tooLarge('The upload', limits.maxFileBytes);
  const web = c.req.raw.body;
  if (!web) throw badRequest('The upload is empty', 'files');

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send UTF-8 file names; busboy's default would read them as Latin-1.
      defParamCharset: 'utf8',
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 1000, fieldSize: 64 * 1024, parts: limits.maxFiles + 1000 },
    });
  } catch {
    throw badRequest('The upload is not valid multipart/form-data', 'files');
  }
  const source = Readable.fromWeb(web as unknown as WebReadableStream<Uint8Array>);

  return new Promise<ReceivedUpload>((resolve, reject) => {
    const stored: StoredUpload[] = [];
    const pending: Promise<void>[] = [];
    const active = new Set<{ source: Readable; sink: Transform }>();
    const fields = new Map<string, string[]>();
    let failure: unknown = null;
    let settled = false;

    const finishWithFailure = () => {
      if (settled) return;
      settled = true;
      void Promise.allSettled(pending)
        .then(() => Promise.allSettled(stored.map((f) => store.delete(f.key))))
        .then(() => reject(failure));
    };

    const fail = (error: unknown) => {
      if (failure) return;
      failure = error;
      // Stop reading the request: nothing more of it is wanted, and nothing more is written.
      source.unpipe(parser);
      source.destroy();
      const reason = error instanceof Error ? error : new Error(String(error));
      // Both ends: the store's pipeline waits on the sink, and busboy waits for its file stream to be drained.
      for (const { source: file, sink } of active) {
        sink.destroy(reason);
        file.destroy(reason);
      }
      parser.removeAllListeners('close');
      finishWithFailure();
    };

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(badRequest(`${fieldKey(name)} is too long`, fieldKey(name)));
      const key = fieldKey(name);
      fields.set(key, [...(fields.get(key) ?? []), value]);
    });

    const formOrder = new Map<string, number>();
    parser.on('file', (_name, stream, info) => {
      const fileName = cleanFileName(info.filename);
      if (failure) {
        stream.resume();
        return;
      }
      const sniff = new SniffAndHash(fileName);
      const pair = { source: stream as Readable, sink: sniff };
      active.add(pair);
      // Failures reach the request through fail(); the streams' own error events need no other listener.
      stream.on('error', () => undefined);
      stream.on('limit', () => fail(tooLarge(fileName, limits.maxFileBytes)));
      const key = randomUUID();
      formOrder.set(key, formOrder.size);
      const job = store
        .put(key, stream.pipe(sniff))
        .then(() => {
          active.delete(pair);
          if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge(fileName, limits.maxFileBytes);
          stored.push({ key, name: fileName, mimeType: sniff.mimeType!, size: sniff.size, sha256: sniff.hash.digest('hex') });
        })
        .catch((error: unknown) => {
          active.delete(pair);
          void store.delete(key);
          // The sniffer's own refusal travels through the pipe; keep the clearest reason.
          fail(error instanceof HttpError ? error : (failure ?? error));
        });
      // A refusal by the sniffer must also stop busboy's stream feeding it.
      sniff.on('error', (error) => fail(error));
      pending.push(job);
    });

    parser.on('filesLimit', () => fail(new HttpError(413, 'E_TOO_MANY_FILES', `At most ${limits.maxFiles} files can be uploaded at once`, 'files')));
    parser.on('partsLimit', () => fail(badRequest('The upload has too many parts', 'files')));
    parser.on('fieldsLimit', () => fail(badRequest('The upload has too many fields', 'files')));
    parser.on('error', () => fail(badRequest('The upload is not valid multipart/form-data', 'files')));
    source.on('error', (error) => fail(failure ?? badRequest(`The upload was interrupted: ${error.message}`, 'files')));
    parser.on('close', () => {
      void Promise.allSettled(pending).then(() => {
        if (failure) return finishWithFailure();
        settled = true;
        // Files finish writing in any order; they are recorded and answered in the order they were sent.
        stored.sort((a, b) => formOrder.get(a.key)! - formOrder.get(b.key)!);
        resolve({ files: stored, fields });
      });
    });
    source.pipe(parser);
  });
}

/** Removes files written by an upload whose database write failed. */
export async function discardUpload(store: FileStore, files: StoredUpload[]): Promise<void> {
  await Promise.allSettled(files.map((f) => store.delete(f.key)));
}

import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
  type CompletedPart,
} from '@aws-sdk/client-s3';
import { FileMissingError, isStorageKey, type FileStore, type StoredEntry } from './fileStore';

/** Settings of an S3-compatible file store (FILE_STORE=s3; docs/server-papers.md). */
export interface S3StoreConfig {
  bucket: string;
  /** Keys are stored under this prefix, e.g. 'files/' (empty: the bucket's root). */
  prefix: string;
  region: string;
  /** An S3-compatible service other than AWS (MinIO, Ceph, R2, …); unset: AWS. */
  endpoint?: string;
  /** Bucket in the path (http://host/bucket/key) instead of the host name; most S3-compatible servers need it. */
  forcePathStyle: boolean;
  /** Explicit credentials; unset: the SDK's usual chain (AWS_ACCESS_KEY_ID, profiles, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /**
   * Size of each part of a multipart upload. A file up to this size is buffered and written with
   * one PutObject; a larger one streams in parts of this size (S3 requires at least 5 MB).
   */
  partBytes: number;
}

const MB = 1024 * 1024;
export const DEFAULT_PART_BYTES = 8 * MB;

/**
 * Files in an S3-compatible bucket. An object appears only once it is written whole (PutObject, or
 * the completion of a multipart upload), so a reader never sees half a file; a failed write aborts
 * its multipart upload and leaves nothing.
 */
export class S3FileStore implements FileStore {
  readonly client: S3Client;

  constructor(readonly config: S3StoreConfig) {
    this.client = new S3Client({
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      // Checksums only where S3 requires them: many S3-compatible servers reject the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
    });
  }

  get location(): string {
    return `s3://${this.config.bucket}/${this.config.prefix}${this.config.endpoint ? ` at ${this.config.endpoint}` : ''}`;
  }

  private objectKey(key: string): string {
    // Keys come from the server, but check anyway: the prefix must stay the only place written.
    if (!isStorageKey(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
    return `${this.config.prefix}${key}`;
  }

  async put(key: string, body: Readable): Promise<void> {
    const Key = this.objectKey(key);
    const Bucket = this.config.bucket;
    const chunks = partsOf(body, this.config.partBytes);
    const first = await chunks.next();
    const firstPart = first.done ? Buffer.alloc(0) : first.value;
    const second = first.done ? first : await chunks.next();
    if (second.done) {
      await this.client.send(new PutObjectCommand({ Bucket, Key, Body: firstPart, ContentLength: firstPart.length }));
      return;
    }
    const { UploadId } = await this.client.send(new CreateMultipartUploadCommand({ Bucket, Key }));
    try {
      const parts: CompletedPart[] = [];
      const send = async (bytes: Buffer) => {
        const PartNumber = parts.length + 1;
        const { ETag } = await this.client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: bytes, ContentLength: bytes.length }));
        parts.push({ ETag, PartNumber });
      };
      await send(firstPart);
      await send(second.value);
      for await (const part of chunks) await send(part);
      await this.client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }));
    } catch (error) {
      await this.client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
      return answer.Body as Readable;
    } catch (error) {
      if (isMissing(error)) throw new FileMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  async *list(): AsyncIterable<StoredEntry> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.config.bucket, Prefix: this.config.prefix || undefined, ContinuationToken }));
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.config.prefix.length);
        if (key && object.LastModified) yield { key, writtenAt: object.LastModified };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /**
   * Aborts multipart uploads begun before `before` that were never completed. A service that does
   * not list multipart uploads answers NotImplemented, and there is then nothing to remove here
   * (on AWS, a lifecycle rule AbortIncompleteMultipartUpload is the usual safety net as well).
   */
  async removeUnfinished(before: Date): Promise<string[]> {
    const removed: string[] = [];
    let KeyMarker: string | undefined;
    let UploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(new ListMultipartUploadsCommand({ Bucket: this.config.bucket, Prefix: this.config.prefix || undefined, KeyMarker, UploadIdMarker }));
      } catch (error) {
        if ((error as { name?: string }).name === 'NotImplemented') return removed;
        throw error;
      }
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) continue;
        await this.client.send(new AbortMultipartUploadCommand({ Bucket: this.config.bucket, Key: upload.Key, UploadId: upload.UploadId }));
        removed.push(`${upload.Key.slice(this.config.prefix.length)} (unfinished upload)`);
      }
      KeyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      UploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (KeyMarker);
    return removed;
  }
}

function isMissing(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
}

/** The stream cut into buffers of exactly `size` bytes (the last one shorter), so a part is never held twice. */
async function* partsOf(body: Readable, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const chunk of body) {
    let bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    while (pendingBytes + bytes.length >= size) {
      const take = size - pendingBytes;
      pending.push(bytes.subarray(0, take));
      yield Buffer.concat(pending);
      bytes = bytes.subarray(take);
      pending = [];
      pendingBytes = 0;
    }
    if (bytes.length) {
      pending.push(bytes);
      pendingBytes += bytes.length;
    }
  }
  if (pendingBytes || pending.length) yield Buffer.concat(pending);
}

import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded file contents live. A directory by default; an object store (S3 and the like) can
 * implement the same three calls. Keys are opaque names chosen by the server.
 */
export interface FileStore {
  /** Writes the whole stream under key; on failure nothing is left behind and the promise rejects. */
  put(key: string, body: Readable): Promise<void>;
  /** The stored bytes as a stream; rejects with FileMissingError when there is nothing under key. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class FileMissingError extends Error {
  constructor(key: string) {
    super(`No stored file ${key}`);
    this.name = 'FileMissingError';
  }
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

/** Whether a name could be a storage key the server chose. */
export function isStorageKey(name: string): boolean {
  return SAFE_KEY.test(name) && !name.endsWith('.partial');
}

/** A file store in a local directory. Writes go to a temporary name first, so a reader never sees half a file. */
export class DirectoryFileStore implements FileStore {
  readonly root: string;
  private ready: Promise<unknown> | undefined;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    // Keys come from the server, but a traversal here would reach any file on disk, so check anyway.
    if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key ${JSON.stringify(key)}`);
    return join(this.root, key);
  }

  private ensureRoot() {
    this.ready ??= mkdir(this.root, { recursive: true });
    return this.ready;
  }

  async put(key: string, body: Readable): Promise<void> {
    await this.ensureRoot();
    const final = this.path(key);
    const partial = `${final}.partial`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, final);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.path(key);
    try {
      await stat(path);
    } catch {
      throw new FileMissingError(key);
    }
    return createReadStream(path);
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

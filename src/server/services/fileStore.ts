import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded file contents live: a directory (DirectoryFileStore) or an S3-compatible bucket
 * (S3FileStore in s3FileStore.ts), chosen by FILE_STORE. Keys are opaque names chosen by the server.
 */
export interface FileStore {
  /** Where the files are, for log lines. */
  readonly location: string;
  /** Writes the whole stream under key; on failure nothing is left behind and the promise rejects. */
  put(key: string, body: Readable): Promise<void>;
  /** The stored bytes as a stream; rejects with FileMissingError when there is nothing under key. */
  get(key: string): Promise<Readable>;
  /** Removes the bytes; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key with when it was written (for the start-up sweep). */
  list(): AsyncIterable<StoredEntry>;
  /**
   * Removes writes that never finished and began before `before` (a crash in the middle of an
   * upload), and answers their names.
   */
  removeUnfinished(before: Date): Promise<string[]>;
}

export interface StoredEntry {
  key: string;
  writtenAt: Date;
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

  get location(): string {
    return this.root;
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

  async *list(): AsyncIterable<StoredEntry> {
    for (const { name, info } of await this.entries()) {
      if (isStorageKey(name)) yield { key: name, writtenAt: info.mtime };
    }
  }

  async removeUnfinished(before: Date): Promise<string[]> {
    const removed: string[] = [];
    for (const { name, info } of await this.entries()) {
      if (!name.endsWith('.partial') || !isStorageKey(name.slice(0, -'.partial'.length)) || info.mtime >= before) continue;
      await rm(join(this.root, name), { force: true });
      removed.push(name);
    }
    return removed;
  }

  /** The regular files of the directory (none while it does not exist yet). */
  private async entries() {
    let names: string[];
    try {
      names = await readdir(this.root);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const found = [];
    for (const name of names) {
      const info = await stat(join(this.root, name)).catch(() => null);
      if (info?.isFile()) found.push({ name, info });
    }
    return found;
  }
}

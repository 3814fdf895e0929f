import fastJsonPatch, { type Operation } from 'fast-json-patch';
import { ApiError } from '../../../src/api/client';
import type { SaveClient } from '../../../src/app/dataEntry/saveController';

/** A body the fake server received. */
export interface ReceivedSave {
  delta: Operation[];
  baseVersion: number;
  done: boolean;
  paperUUID: string;
  dataFormat: string;
  exit?: boolean;
}

/**
 * The data-entry calls of the server, in memory: deltas apply to the stored document only on the
 * version they were made on (409 stale_base otherwise, with the current version), and every
 * version stays readable. `failNetwork` makes calls fail as the client reports a lost connection;
 * `hold` keeps the next save in flight until `release`.
 */
export class FakeDataEntryServer {
  versions: unknown[];
  saves: ReceivedSave[] = [];
  failNetwork = false;
  nextError: ApiError | undefined;
  private held: { resolve: () => void } | undefined;
  private holdNext = false;

  constructor(document: unknown = {}, version = 0) {
    this.versions = Array.from({ length: version + 1 }, (_, i) => (i === version ? structuredClone(document) : { stale: i }));
  }

  get version(): number {
    return this.versions.length - 1;
  }

  get document(): unknown {
    return this.versions.at(-1);
  }

  /** Another writer saves a new version made by `change`. */
  saveElsewhere(change: (doc: Record<string, never>) => void): void {
    const doc = structuredClone(this.document) as Record<string, never>;
    change(doc);
    this.versions.push(doc);
  }

  hold(): void {
    this.holdNext = true;
  }

  release(): void {
    this.held?.resolve();
    this.held = undefined;
  }

  client(): SaveClient {
    const fake = {
      saveDataEntry: async (_sde: string, body: ReceivedSave) => {
        if (this.failNetwork) throw new ApiError(0, 'E_NETWORK', 'Failed to fetch');
        this.saves.push(structuredClone(body));
        if (this.holdNext) {
          this.holdNext = false;
          await new Promise<void>((resolve) => (this.held = { resolve }));
        }
        if (this.nextError) {
          const error = this.nextError;
          this.nextError = undefined;
          throw error;
        }
        if (body.baseVersion !== this.version) {
          const payload = { status: 'error', code: 'stale_base', message: 'This extraction was saved elsewhere since your last save; reload to continue', version: this.version };
          throw new ApiError(409, 'stale_base', payload.message, undefined, payload);
        }
        const next = fastJsonPatch.applyPatch(structuredClone(this.document), body.delta, true, false).newDocument;
        this.versions.push(next);
        return { status: 'success' as const, message: body.done ? 'Paper saved and marked as done' : 'Data saved', version: this.version, completed: body.done };
      },
      getDataEntry: async () => {
        if (this.failNetwork) throw new ApiError(0, 'E_NETWORK', 'Failed to fetch');
        return { paper: { uuid: 'p', name: 'Paper' }, uuid: 's', version: this.version, completed_at: null, is_training: false };
      },
      dataEntryVersion: async (_sde: string, version: number) => {
        if (this.failNetwork) throw new ApiError(0, 'E_NETWORK', 'Failed to fetch');
        return { uuid: 's', version, email: null, created_at: '2025-01-01T00:00:00.000Z', summary: null, data: structuredClone(this.versions[version]) };
      },
    };
    return fake as unknown as SaveClient;
  }
}

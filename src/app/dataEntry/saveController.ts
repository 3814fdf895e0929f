import { afterNextFrame } from '../../ui/utils/afterNextFrame';
import { ApiError } from '../../api/client';
import type { ValidationProblemDto } from '../../api/papers';
import type { PapersClient } from '../../api/papersClient';
import { EditorSession, type ConflictChoice, type RebaseConflict, type RebaseResult } from '../../editor/session';
import type { UnsavedWork } from '../session/unsavedWork';
import type { Outbox, OutboxRecord } from './outbox';

/*
 * Saving an open extraction: every 5 minutes, and shortly after each edit (a point added, moved or
 * deleted, a header or cell captured, any other change of the model), sending only the operations
 * not yet saved with the version they apply to. The request timeout and retries are the API
 * client's for data-entry calls (10 s, up to 3 retries, 1000 ms times the attempt between them).
 * A 409 means a newer version was saved elsewhere: it is fetched, the unsaved operations are moved
 * onto it and sent again; only a value changed on both sides stops for the user to choose.
 */

/** The spec's autosave interval. */
export const AUTOSAVE_INTERVAL_MS = 300_000;
/**
 * Quiet time after an edit before it is saved: long enough that a burst of clicks or a drag goes
 * as one request, short enough that a closed tab loses nothing the outbox does not also hold.
 */
export const EDIT_SAVE_DEBOUNCE_MS = 1500;
/** How long the autosave success notification stays. */
export const SAVED_NOTIFICATION_MS = 1000;
/** Newer versions caught up with in one save before it gives up (someone else saving all the time). */
export const MAX_REBASES_PER_SAVE = 3;

export const SAVE_MESSAGES = {
  /** The spec's fallback for a refused save without message or error. */
  failed: 'SDE save failed',
  rebased: 'This extraction was saved in another tab or window. Your changes were added to that newer version and saved.',
  conflict: 'Some values were changed both here and in a newer save of this extraction. Choose which to keep.',
  offline: 'You are offline. Your changes are kept in this browser and will be saved when the connection is back.',
  busy: 'This extraction keeps being saved elsewhere; your changes are kept and will be saved on the next try.',
} as const;

/** The calls the controller makes. */
export type SaveClient = Pick<PapersClient, 'saveDataEntry' | 'getDataEntry' | 'dataEntryVersion'>;

/** What started a save. */
export type SaveTrigger = 'edit' | 'interval' | 'manual' | 'online' | 'conflict';

/** What the screen is told. */
export type SaveEvent =
  | { type: 'saving'; trigger: SaveTrigger }
  /** Show `message` as a success notification for SAVED_NOTIFICATION_MS. */
  | { type: 'saved'; trigger: SaveTrigger; version: number; completed: boolean; message: string; ops: number; done: boolean }
  /** A newer version was caught up with; the save goes on. */
  | { type: 'rebased'; version: number; theirsChanged: boolean; message: string }
  /** Ask the user about each conflict, then call resolveConflicts. Saving waits. */
  | { type: 'conflict'; conflicts: readonly RebaseConflict[]; message: string }
  /** No answer from the server after the retries: saved again when back online. */
  | { type: 'offline'; message: string }
  /** The server's validation refused a save marked done: open the validation dialog. */
  | { type: 'validation_failed'; message: string; problems: ValidationProblemDto[] }
  /** Any other refusal: show `message` as an error notification. */
  | { type: 'error'; message: string; code: string; status: number };

/** How a save ended. */
export type SaveOutcome = 'saved' | 'clean' | 'conflict' | 'offline' | 'failed';

export interface SaveOptions {
  /** Mark the extraction completed (Save & Mark Completed). */
  done?: boolean;
  /** The user is leaving after this save (Save & Close). */
  exit?: boolean;
  /** @default 'manual' */
  trigger?: SaveTrigger;
}

export interface SaveControllerOptions {
  session: EditorSession;
  client: SaveClient;
  sdeUuid: string;
  paperUuid: string;
  isTraining?: boolean;
  /** Where unsaved operations are kept as they happen; none keeps them in memory only. */
  outbox?: Outbox;
  /** Told of every save, rebase, conflict and failure. */
  onEvent?: (event: SaveEvent) => void;
  /** @default AUTOSAVE_INTERVAL_MS */
  autosaveIntervalMs?: number;
  /** @default EDIT_SAVE_DEBOUNCE_MS */
  editDebounceMs?: number;
  /** Fires 'online' when the connection is back. @default globalThis when it has addEventListener */
  connectivity?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** @default Date.now */
  now?: () => number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The spec's rule for a refused save: the message, else the error field, else 'SDE save failed'. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const body = isObject(error.payload) ? error.payload : {};
    if (typeof body.message === 'string' && body.message) return body.message;
    if (typeof body.error === 'string' && body.error) return body.error;
    if (!error.payload && error.message) return error.message;
  }
  return SAVE_MESSAGES.failed;
}

/**
 * Saves one open extraction: autosave timer, debounced save after edits, the outbox, 409 rebase.
 * Call start() once the screen shows the session and dispose() when it goes.
 */
export class SaveController {
  private readonly session: EditorSession;
  private readonly options: SaveControllerOptions;
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private interval: ReturnType<typeof setInterval> | undefined;
  private unsubscribe: (() => void) | undefined;
  private running: Promise<SaveOutcome> | undefined;
  private followUp: { options: SaveOptions; promise: Promise<SaveOutcome>; resolve: (o: SaveOutcome) => void } | undefined;
  private offline = false;
  private writing: Promise<void> | undefined;
  private writeAgain = false;
  private disposed = false;

  constructor(options: SaveControllerOptions) {
    this.options = options;
    this.session = options.session;
  }

  /** Whether the last save found no server; edits then wait for the connection (or a manual save). */
  get isOffline(): boolean {
    return this.offline;
  }

  /** Start the autosave timer, the save after edits and the outbox. */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.session.onChange((change) => {
      if (change.kind === 'state') return;
      this.persistAfterFrame();
      if (change.kind === 'edit' || change.kind === 'undo' || change.kind === 'redo') this.scheduleEditSave();
    });
    this.interval = setInterval(() => {
      if (this.session.dirty) void this.save({ trigger: 'interval' });
    }, this.options.autosaveIntervalMs ?? AUTOSAVE_INTERVAL_MS);
    this.connectivity()?.addEventListener('online', this.onOnline);
    // Operations the session started with (a new document, edits recovered from the outbox) are kept at once.
    if (this.session.dirty) this.persist();
  }

  /** Stop timers and listeners; unsaved operations stay in the outbox. */
  dispose(): void {
    // An outbox write waiting for the frame is made now: nothing unsaved is left out of it.
    if (this.cancelPersist) {
      this.cancelPersist();
      this.cancelPersist = undefined;
      this.persist();
    }
    this.disposed = true;
    clearTimeout(this.debounce);
    clearInterval(this.interval);
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    this.connectivity()?.removeEventListener('online', this.onOnline);
  }

  /**
   * Save the unsaved operations now. A save asked for while one is in flight runs once that one
   * ends (several such asks make one save).
   */
  save(options: SaveOptions = {}): Promise<SaveOutcome> {
    clearTimeout(this.debounce);
    this.debounce = undefined;
    if (this.running) {
      if (this.followUp) {
        this.followUp.options = merge(this.followUp.options, options);
        return this.followUp.promise;
      }
      let resolve!: (o: SaveOutcome) => void;
      const promise = new Promise<SaveOutcome>((r) => (resolve = r));
      this.followUp = { options, promise, resolve };
      return promise;
    }
    return this.run(options);
  }

  /**
   * Settle the conflicts of a rebase with the user's choices (by conflict id) and save the result.
   * Answers 'conflict' when some are still open.
   */
  async resolveConflicts(choices: ReadonlyMap<string, ConflictChoice>): Promise<SaveOutcome> {
    const result = this.session.resolveConflicts(choices);
    if (result.status === 'conflicts') {
      this.emit({ type: 'conflict', conflicts: result.conflicts, message: SAVE_MESSAGES.conflict });
      return 'conflict';
    }
    return this.save({ trigger: 'conflict' });
  }

  /** Resolves once the outbox holds the session's current unsaved operations. */
  async persisted(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** For the shell's unsaved-work registry (warn before leaving, save before an automatic logout). */
  unsavedWork(): UnsavedWork {
    return {
      isDirty: () => this.session.dirty,
      save: async () => {
        const outcome = await this.save();
        if (outcome !== 'saved' && outcome !== 'clean') throw new Error(outcome === 'offline' ? SAVE_MESSAGES.offline : SAVE_MESSAGES.failed);
      },
    };
  }

  // ---- Internals ----

  private onOnline = () => {
    if (this.offline && this.session.dirty) void this.save({ trigger: 'online' });
  };

  private connectivity() {
    if (this.options.connectivity) return this.options.connectivity;
    const global = globalThis as Partial<EventTarget>;
    return typeof global.addEventListener === 'function' ? (globalThis as unknown as EventTarget) : undefined;
  }

  private scheduleEditSave() {
    // Offline, edits go to the outbox only; the 'online' event or the timer saves them.
    if (this.offline || this.disposed) return;
    clearTimeout(this.debounce);
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      void this.save({ trigger: 'edit' });
    }, this.options.editDebounceMs ?? EDIT_SAVE_DEBOUNCE_MS);
  }

  private async run(options: SaveOptions): Promise<SaveOutcome> {
    this.running = this.attempt(options);
    try {
      return await this.running;
    } finally {
      this.running = undefined;
      const next = this.followUp;
      this.followUp = undefined;
      if (next) void this.run(next.options).then(next.resolve);
    }
  }

  private async attempt(options: SaveOptions): Promise<SaveOutcome> {
    const trigger = options.trigger ?? 'manual';
    if (this.session.getSnapshot().conflicts.length) return 'conflict';
    for (let rebases = 0; ; rebases++) {
      const delta = this.session.takeDelta();
      if (!delta.count && !options.done) return 'clean';
      this.emit({ type: 'saving', trigger });
      try {
        const answer = await this.options.client.saveDataEntry(this.options.sdeUuid, {
          delta: delta.ops as never,
          baseVersion: delta.baseVersion,
          done: options.done ?? false,
          ...(options.exit ? { exit: true } : {}),
          paperUUID: this.options.paperUuid,
          dataFormat: 'WPD',
          ...(this.options.isTraining !== undefined ? { isTraining: this.options.isTraining } : {}),
        });
        this.session.markSaved(answer.version, delta.count);
        this.offline = false;
        this.emit({ type: 'saved', trigger, version: answer.version, completed: answer.completed, message: answer.message, ops: delta.count, done: options.done ?? false });
        return 'saved';
      } catch (error) {
        this.session.saveFailed();
        if (error instanceof ApiError && error.status === 409 && error.code === 'stale_base') {
          if (rebases >= MAX_REBASES_PER_SAVE) {
            this.emit({ type: 'error', message: SAVE_MESSAGES.busy, code: error.code, status: error.status });
            return 'failed';
          }
          const caught = await this.catchUp(error);
          if (caught !== 'rebased') return caught;
          continue;
        }
        return this.failed(error);
      }
    }
  }

  /** Fetch the newer version and move the unsaved operations onto it. */
  private async catchUp(conflict: ApiError): Promise<'rebased' | SaveOutcome> {
    let result: RebaseResult;
    try {
      const stated = isObject(conflict.payload) && typeof conflict.payload.version === 'number' ? conflict.payload.version : undefined;
      const version = stated ?? (await this.options.client.getDataEntry(this.options.sdeUuid)).version;
      const newer = version === 0 ? {} : (await this.options.client.dataEntryVersion(this.options.sdeUuid, version)).data;
      result = this.session.rebase(newer, version);
    } catch (error) {
      return this.failed(error);
    }
    if (result.status === 'conflicts') {
      this.emit({ type: 'conflict', conflicts: result.conflicts, message: SAVE_MESSAGES.conflict });
      return 'conflict';
    }
    this.emit({ type: 'rebased', version: result.version, theirsChanged: result.theirsChanged, message: SAVE_MESSAGES.rebased });
    return 'rebased';
  }

  private failed(error: unknown): SaveOutcome {
    if (error instanceof ApiError && error.status === 0) {
      this.offline = true;
      this.emit({ type: 'offline', message: SAVE_MESSAGES.offline });
      return 'offline';
    }
    if (error instanceof ApiError && error.code === 'validation_failed') {
      const problems = isObject(error.payload) && Array.isArray(error.payload.data) ? (error.payload.data as ValidationProblemDto[]) : [];
      this.emit({ type: 'validation_failed', message: saveErrorMessage(error), problems });
      return 'failed';
    }
    if (!(error instanceof ApiError)) {
      // A document that no longer fits the editor (a rebase that could not be applied) or a bug: reported, edits kept.
      this.emit({ type: 'error', message: error instanceof Error && error.message ? error.message : SAVE_MESSAGES.failed, code: 'E_CLIENT', status: 0 });
      return 'failed';
    }
    this.emit({ type: 'error', message: saveErrorMessage(error), code: error.code, status: error.status });
    return 'failed';
  }

  /** Write the session's unsaved operations to the outbox (or clear it), one write at a time, the latest winning. */
  /**
   * Keep the unsaved operations in the outbox once the frame that shows the change is drawn (in a
   * browser; at once elsewhere): copying them is not work a click should wait for. Several changes
   * within a frame make one write.
   */
  private persistAfterFrame() {
    if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.visibilityState !== 'visible') {
      this.persist();
      return;
    }
    this.cancelPersist ??= afterNextFrame(() => {
      this.cancelPersist = undefined;
      this.persist();
    });
  }

  private cancelPersist: (() => void) | undefined;

  private persist() {
    const outbox = this.options.outbox;
    if (!outbox) return;
    if (this.writing) {
      this.writeAgain = true;
      return;
    }
    this.writing = (async () => {
      do {
        this.writeAgain = false;
        const ops = this.session.unsavedOperations();
        try {
          if (ops.length) await outbox.write(this.record(ops));
          else await outbox.clear(this.options.sdeUuid);
        } catch {
          // Storage refused (private browsing, quota): the server save still runs; nothing else to do.
        }
      } while (this.writeAgain);
    })().finally(() => {
      this.writing = undefined;
    });
  }

  private record(ops: OutboxRecord['ops']): OutboxRecord {
    return { sdeUuid: this.options.sdeUuid, paperUuid: this.options.paperUuid, baseVersion: this.session.baseVersion, ops, updatedAt: (this.options.now ?? Date.now)() };
  }

  private emit(event: SaveEvent) {
    this.options.onEvent?.(event);
  }
}

function merge(a: SaveOptions, b: SaveOptions): SaveOptions {
  return { done: !!(a.done || b.done), exit: !!(a.exit || b.exit), trigger: b.trigger ?? a.trigger };
}

/**
 * Open an extraction with the unsaved operations an earlier visit left in the outbox. Made on the
 * version the server still holds, they are applied to it; made on an older one, they are applied
 * to that version (fetched) and moved onto the current one, which may stop on conflicts for the
 * user (then `rebase` says so and the session's snapshot lists them).
 */
export async function openWithRecovered(args: {
  client: Pick<SaveClient, 'dataEntryVersion'>;
  sdeUuid: string;
  /** The document and version the server holds now. */
  document: unknown;
  version: number;
  record: OutboxRecord;
}): Promise<{ session: EditorSession; rebase?: RebaseResult }> {
  const { record } = args;
  if (record.baseVersion === args.version) return { session: new EditorSession({ document: args.document, version: args.version, unsaved: record.ops }) };
  if (record.baseVersion > args.version) throw new Error('The kept changes were made on a version this extraction no longer has');
  const base = record.baseVersion === 0 ? {} : (await args.client.dataEntryVersion(args.sdeUuid, record.baseVersion)).data;
  const session = new EditorSession({ document: base, version: record.baseVersion, unsaved: record.ops });
  return { session, rebase: session.rebase(args.document, args.version) };
}

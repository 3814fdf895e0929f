/**
 * The selected paper and save id: what the user last opened from a work queue. Data entry carries
 * both in its URL; the quality-control screen (/quality-control) has no parameters and reads them
 * here. Kept per tab in sessionStorage, so a reload keeps it and another tab can work on another
 * paper. Entering the training dashboard clears it (spec 2, routes).
 */
export interface WorkSelection {
  /** Whose selection it is: another user logging in to the tab does not inherit it. */
  userUuid: string;
  paperUuid: string;
  /** The saved data entry (extraction) opened, or reviewed in quality control; null when none. */
  sdeUuid: string | null;
  /** Opened from the training queue. */
  training: boolean;
}

export const WORK_SELECTION_KEY = 'sourcebench.work.v1';

type Listener = () => void;
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isSelection(value: unknown): value is WorkSelection {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.userUuid === 'string' &&
    typeof v.paperUuid === 'string' &&
    (v.sdeUuid === null || typeof v.sdeUuid === 'string') &&
    typeof v.training === 'boolean'
  );
}

export class WorkSelectionStore {
  private current: WorkSelection | null;
  private listeners = new Set<Listener>();

  constructor(private readonly storage: KeyValueStorage | undefined) {
    this.current = this.read();
  }

  /** The user's selection in this tab, or null. */
  get(userUuid: string | null | undefined): WorkSelection | null {
    return userUuid && this.current?.userUuid === userUuid ? this.current : null;
  }

  select(selection: WorkSelection): void {
    this.current = selection;
    try {
      this.storage?.setItem(WORK_SELECTION_KEY, JSON.stringify(selection));
    } catch {
      // Storage full or refused: the selection lasts until the page reloads.
    }
    this.notify();
  }

  clear(): void {
    this.current = null;
    this.remove();
    this.notify();
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The stored selection; anything unreadable counts as none and is removed. */
  private read(): WorkSelection | null {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(this.storage?.getItem(WORK_SELECTION_KEY) ?? 'null');
    } catch {
      parsed = undefined;
    }
    if (isSelection(parsed)) return parsed;
    if (parsed !== null) this.remove();
    return null;
  }

  private remove() {
    try {
      this.storage?.removeItem(WORK_SELECTION_KEY);
    } catch {
      // Nothing to remove where storage is refused.
    }
  }

  private notify() {
    this.listeners.forEach((listener) => listener());
  }
}

function tabStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The tab's selected paper and save id. */
export const workSelection = new WorkSelectionStore(tabStorage());

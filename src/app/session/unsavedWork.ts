/** Something holding edits not yet on the server, e.g. the data-entry screen. */
export interface UnsavedWork {
  /** Whether there is anything to save now. */
  isDirty: () => boolean;
  /** Saves it; awaited before an automatic logout. */
  save: () => Promise<void>;
}

type Listener = () => void;

/**
 * Where screens with unsaved edits register, so the shell can warn before logging out and the
 * session timeout can save before it logs out.
 */
export class UnsavedWorkRegistry {
  private entries = new Set<UnsavedWork>();
  private listeners = new Set<Listener>();
  private dirty = false;

  /** Registers a screen's work; returns the function that unregisters it. */
  register(work: UnsavedWork): () => void {
    this.entries.add(work);
    this.changed();
    return () => {
      this.entries.delete(work);
      this.changed();
    };
  }

  /** Screens call this when their dirty flag may have changed, so the header's warning follows. */
  changed = (): void => {
    const dirty = [...this.entries].some((entry) => entry.isDirty());
    if (dirty === this.dirty) return;
    this.dirty = dirty;
    this.listeners.forEach((listener) => listener());
  };

  hasUnsavedChanges = (): boolean => this.dirty;

  /** Saves every dirty entry; a failed save is reported but does not stop the others. */
  async saveAll(onError: (error: unknown) => void = () => {}): Promise<void> {
    const dirty = [...this.entries].filter((entry) => entry.isDirty());
    const results = await Promise.allSettled(dirty.map((entry) => entry.save()));
    for (const result of results) if (result.status === 'rejected') onError(result.reason);
    this.changed();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The application's registry. */
export const unsavedWork = new UnsavedWorkRegistry();

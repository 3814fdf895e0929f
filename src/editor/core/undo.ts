/** A reversible edit of the model. */
export interface Command {
  /** Shown in undo and redo menus. */
  readonly label: string;
  do(): void;
  undo(): void;
}

/** Make a command from a label and two functions. */
export function command(label: string, doFn: () => void, undoFn: () => void): Command {
  return { label, do: doFn, undo: undoFn };
}

/** Run several commands as one step; undone in reverse order. */
export function compositeCommand(label: string, commands: readonly Command[]): Command {
  return {
    label,
    do: () => commands.forEach((c) => c.do()),
    undo: () => [...commands].reverse().forEach((c) => c.undo()),
  };
}

/** Linear undo history: executing a command clears the redo stack. */
export class UndoManager {
  private done: Command[] = [];
  private undone: Command[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(private readonly limit = 500) {}

  /** Run a command and record it. */
  execute(cmd: Command): void {
    cmd.do();
    this.done.push(cmd);
    if (this.done.length > this.limit) this.done.shift();
    this.undone = [];
    this.emit();
  }

  undo(): Command | undefined {
    const cmd = this.done.pop();
    if (!cmd) return undefined;
    cmd.undo();
    this.undone.push(cmd);
    this.emit();
    return cmd;
  }

  redo(): Command | undefined {
    const cmd = this.undone.pop();
    if (!cmd) return undefined;
    cmd.do();
    this.done.push(cmd);
    this.emit();
    return cmd;
  }

  /** Run a command as part of the last step: one undo reverts both. With no last step it is a step of its own. */
  amendLast(cmd: Command, join: (last: Command, next: Command) => Command = (last, next) => compositeCommand(last.label, [last, next])): void {
    const last = this.done.pop();
    if (!last) return this.execute(cmd);
    cmd.do();
    this.done.push(join(last, cmd));
    this.undone = [];
    this.emit();
  }

  /** Revert the last step and forget it (it cannot be redone): an edit the user took back before finishing it. */
  discardLast(): Command | undefined {
    const cmd = this.done.pop();
    if (!cmd) return undefined;
    cmd.undo();
    this.emit();
    return cmd;
  }

  /** The step undo would revert, left in place. */
  get lastDone(): Command | undefined {
    return this.done.at(-1);
  }
  /** The step redo would re-apply, left in place. */
  get lastUndone(): Command | undefined {
    return this.undone.at(-1);
  }
  /** Forget what could be redone: a new edit elsewhere in the same document ends that line of history. */
  clearRedo(): void {
    if (this.undone.length === 0) return;
    this.undone = [];
    this.emit();
  }

  get canUndo(): boolean {
    return this.done.length > 0;
  }
  get canRedo(): boolean {
    return this.undone.length > 0;
  }
  /** Label of the command undo would revert. */
  get undoLabel(): string | undefined {
    return this.done.at(-1)?.label;
  }
  get redoLabel(): string | undefined {
    return this.undone.at(-1)?.label;
  }

  clear(): void {
    this.done = [];
    this.undone = [];
    this.emit();
  }

  /** Be told after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit() {
    this.listeners.forEach((l) => l());
  }
}

/** Which history an edit goes to: its file and page's, or the one of edits that reach every page (the study tree). */
export type UndoScope = 'page' | 'document';

/**
 * One undo history per file and page, switching with the file and page shown, and one for edits
 * that reach every page (such as the study tree), shared by all pages. Undo reverts the later of
 * the current page's last step and the shared history's last step; redo re-applies the one undone
 * last. A new edit ends the redo line of both.
 */
export class UndoHistories {
  private readonly managers = new Map<string, UndoManager>();
  private readonly shared: UndoManager;
  private currentKey = '0:1';
  private clock = 0;
  /** When each step was done (or last redone), and when each undone step was undone. */
  private readonly doneAt = new WeakMap<Command, number>();
  private readonly undoneAt = new WeakMap<Command, number>();

  constructor(private readonly limit = 500) {
    this.shared = new UndoManager(limit);
  }

  /** Make the history of this file and page current and return it. */
  switchTo(file: number, page: number): UndoManager {
    this.currentKey = `${file}:${page}`;
    return this.current;
  }

  get current(): UndoManager {
    let m = this.managers.get(this.currentKey);
    if (!m) {
      m = new UndoManager(this.limit);
      this.managers.set(this.currentKey, m);
    }
    return m;
  }

  /** Run a command and record it in the current page's history or the shared one. */
  execute(cmd: Command, scope: UndoScope = 'page'): void {
    const target = scope === 'document' ? this.shared : this.current;
    const other = scope === 'document' ? this.current : this.shared;
    target.execute(cmd);
    other.clearRedo();
    this.doneAt.set(cmd, ++this.clock);
  }

  /** Run a command as part of the current page's last step (see UndoManager.amendLast). */
  amendLast(cmd: Command, join?: (last: Command, next: Command) => Command): void {
    const last = this.current.lastDone;
    this.current.amendLast(cmd, join);
    const joined = this.current.lastDone;
    if (joined) this.doneAt.set(joined, (last && this.doneAt.get(last)) ?? ++this.clock);
    this.shared.clearRedo();
  }

  /** The history whose last step undo reverts now. */
  private undoSource(): UndoManager | undefined {
    const page = this.current.lastDone;
    const shared = this.shared.lastDone;
    if (!page) return shared ? this.shared : undefined;
    if (!shared) return this.current;
    return (this.doneAt.get(shared) ?? 0) > (this.doneAt.get(page) ?? 0) ? this.shared : this.current;
  }

  /** The history whose last undone step redo re-applies now. */
  private redoSource(): UndoManager | undefined {
    const page = this.current.lastUndone;
    const shared = this.shared.lastUndone;
    if (!page) return shared ? this.shared : undefined;
    if (!shared) return this.current;
    return (this.undoneAt.get(shared) ?? 0) > (this.undoneAt.get(page) ?? 0) ? this.shared : this.current;
  }

  undo(): Command | undefined {
    const cmd = this.undoSource()?.undo();
    if (cmd) this.undoneAt.set(cmd, ++this.clock);
    return cmd;
  }

  redo(): Command | undefined {
    const cmd = this.redoSource()?.redo();
    if (cmd) this.doneAt.set(cmd, ++this.clock);
    return cmd;
  }

  get canUndo(): boolean {
    return this.undoSource() !== undefined;
  }
  get canRedo(): boolean {
    return this.redoSource() !== undefined;
  }
  get undoLabel(): string | undefined {
    return this.undoSource()?.undoLabel;
  }
  get redoLabel(): string | undefined {
    return this.redoSource()?.redoLabel;
  }

  /** Forget the history of one file and page. */
  drop(file: number, page: number): void {
    this.managers.delete(`${file}:${page}`);
  }
}

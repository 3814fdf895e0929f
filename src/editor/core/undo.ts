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

/** One undo history per file and page; switching file or page switches history. */
export class UndoHistories {
  private readonly managers = new Map<string, UndoManager>();
  private currentKey = '0:1';

  constructor(private readonly limit = 500) {}

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

  /** Forget the history of one file and page. */
  drop(file: number, page: number): void {
    this.managers.delete(`${file}:${page}`);
  }
}

import type { HeaderActionId } from '../../screens/Shell/headerActions';

type Action = () => void | Promise<unknown>;

/** What the current page does when the header's paper buttons are pressed. */
export interface PageActions {
  onValidate?: Action;
  onSave?: Action;
  onSaveAndClose?: Action;
  onMarkCompleted?: Action;
  onDiscardData?: Action;
  onResetData?: Action;
  /** The button whose action is under way. */
  pendingAction?: HeaderActionId;
}

type Listener = () => void;
const NONE: PageActions = Object.freeze({});

/**
 * The header belongs to the shell and the paper belongs to the page: the page sets its actions
 * here while it is shown, and the shell's header calls them.
 */
export class PageActionsStore {
  private actions: PageActions = NONE;
  private listeners = new Set<Listener>();

  /** Sets the page's actions; returns the function that takes them away again. */
  set(actions: PageActions): () => void {
    this.actions = actions;
    this.listeners.forEach((l) => l());
    return () => {
      if (this.actions !== actions) return;
      this.actions = NONE;
      this.listeners.forEach((l) => l());
    };
  }

  get = (): PageActions => this.actions;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

/** The application's page actions. */
export const pageActions = new PageActionsStore();

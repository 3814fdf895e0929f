import type { MetadataTarget, TableCellContext } from './MetadataHost';

/** The item whose metadata dialog is open, and the table cell it belongs to. */
export interface OpenMetadata {
  readonly target: MetadataTarget;
  readonly cell: TableCellContext | null;
}

/**
 * Which metadata dialog is open, outside React state: opening and closing the dialog of each point
 * clicked renders the dialog and what reads it, not the workspace that opens it.
 */
export class MetadataSlotStore {
  private value: OpenMetadata | null = null;
  private listeners = new Set<() => void>();

  get = (): OpenMetadata | null => this.value;

  open = (target: MetadataTarget, cell: TableCellContext | null = null): void => this.set({ target, cell });

  close = (): void => this.set(null);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(value: OpenMetadata | null): void {
    if (value === this.value) return;
    this.value = value;
    this.listeners.forEach((l) => l());
  }
}

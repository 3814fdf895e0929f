import { ConfirmDialog } from '../../../ui';

export { canClearAll, canClearAllTags } from '../../session/datasetCommands';

/** Words of the clear-all and clear-all-tags confirmations. */
export const CLEAR_ALL_MESSAGES = {
  clearAllTitle: 'Clear all',
  clearAll: (dataset: string) => `This will delete all data points and point groups of ${dataset}. Are you sure?`,
  clearAllTagsTitle: 'Clear all tags',
  clearAllTags: (dataset: string) =>
    `This will remove the tags you added to every data point of ${dataset}. Their values, units and study branch stay. Are you sure?`,
} as const;

export interface ClearAllDialogProps {
  isOpen: boolean;
  /** The dataset being cleared, as the tree shows it. */
  datasetName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Confirms Clear all. Open it only when `canClearAll(dataset)`: with no points and no point groups
 * Clear all does nothing and asks nothing.
 */
export function ClearAllDialog({ isOpen, datasetName, onConfirm, onCancel }: ClearAllDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={CLEAR_ALL_MESSAGES.clearAllTitle}
      message={CLEAR_ALL_MESSAGES.clearAll(datasetName)}
      tone="danger"
      confirmLabel="Clear all"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

/** Confirms Clear all tags; open it only when `canClearAllTags(dataset)`. */
export function ClearAllTagsDialog({ isOpen, datasetName, onConfirm, onCancel }: ClearAllDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={CLEAR_ALL_MESSAGES.clearAllTagsTitle}
      message={CLEAR_ALL_MESSAGES.clearAllTags(datasetName)}
      tone="danger"
      confirmLabel="Clear all tags"
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

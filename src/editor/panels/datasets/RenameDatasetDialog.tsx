import { useState, type FormEvent } from 'react';
import { Button, Dialog, TextField } from '../../../ui';

/** Messages of the rename dataset popup. */
export const RENAME_DATASET_MESSAGES = {
  empty: 'Dataset name cannot be empty',
  exists: 'A dataset with this name already exists, please pick a different name.',
} as const;

/** Check a new dataset name: non-empty and unlike every other dataset's name. Returns the message or null. */
export function validateDatasetName(name: string, otherNames: Iterable<string>): string | null {
  const trimmed = name.trim();
  if (!trimmed) return RENAME_DATASET_MESSAGES.empty;
  for (const other of otherNames) if (other === trimmed) return RENAME_DATASET_MESSAGES.exists;
  return null;
}

export interface RenameDatasetDialogProps {
  isOpen: boolean;
  /** The dataset's name now. */
  name: string;
  /** Names of the page's other datasets. */
  otherNames: readonly string[];
  /** Called with the new, trimmed name; an unchanged name just closes (onCancel). */
  onRename: (name: string) => void;
  onCancel: () => void;
}

/** The rename dataset popup: the name must not be empty or another dataset's name. */
export function RenameDatasetDialog({ isOpen, name, otherNames, onRename, onCancel }: RenameDatasetDialogProps) {
  const [value, setValue] = useState(name);
  const [submitted, setSubmitted] = useState(false);
  const error = validateDatasetName(value, otherNames.filter((n) => n !== name));

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (error) return;
    if (value.trim() === name) onCancel();
    else onRename(value.trim());
  };

  return (
    <Dialog
      title={`Rename ${name}`}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onCancel()}
      maxWidth={500}
      actions={
        <>
          <Button variant="secondary" onPress={onCancel}>
            Cancel
          </Button>
          <Button onPress={() => save()}>Rename</Button>
        </>
      }
    >
      <form onSubmit={save} noValidate>
        <TextField label="Dataset name" autoFocus value={value} onChange={setValue} errorMessage={error ?? undefined} showErrors={submitted} />
      </form>
    </Dialog>
  );
}

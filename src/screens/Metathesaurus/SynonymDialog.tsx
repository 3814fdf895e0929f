import { useEffect, useId, useRef, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Banner, Button, Dialog, IconButton, Spinner, TextField } from '../../ui';
import {
  addRowAfter,
  addRowAtEnd,
  deleteRow,
  editRow,
  synonymError,
  synonymRowsFrom,
  synonymsToSave,
  type SynonymRowsState,
} from './synonymRows';
import * as styles from './Metathesaurus.css';

/** The subtitle naming the concept, e.g. 'Edit Synonyms for C287 (Aspirin)'. */
export function synonymDialogSubtitle(conceptId: string, conceptName: string): string {
  return `Edit Synonyms for ${conceptId} (${conceptName})`;
}

export interface SynonymDialogProps {
  /** The concept's id (its code). */
  conceptId: string;
  /** The concept's name. */
  conceptName: string;
  /** The saved synonyms; undefined while they load. */
  synonyms: readonly string[] | undefined;
  /** Why the saved synonyms could not be loaded. */
  loadError?: string | null;
  /** Saves the non-empty, trimmed synonyms; the dialog closes when it resolves and stays open when it rejects. */
  onConfirm: (synonyms: string[]) => Promise<unknown>;
  /** Called when the dialog closes. */
  onClose: () => void;
}

/** 'Edit Synonyms': one row per synonym, Enter or the add button for another, delete per row. */
export function SynonymDialog({ conceptId, conceptName, synonyms, loadError, onConfirm, onClose }: SynonymDialogProps) {
  const subtitleId = useId();
  if (synonyms === undefined || loadError) {
    return (
      <Dialog
        isOpen
        onOpenChange={(open) => (open ? undefined : onClose())}
        title="Edit Synonyms"
        maxWidth={500}
        aria-describedby={subtitleId}
        actions={
          <>
            <Button variant="quiet" onPress={onClose}>
              Cancel
            </Button>
            <Button isDisabled>Confirm</Button>
          </>
        }
      >
        <p id={subtitleId} className={styles.subtitle}>
          {synonymDialogSubtitle(conceptId, conceptName)}
        </p>
        {loadError ? (
          <Banner tone="danger" aria-label="Synonyms could not be loaded">
            {loadError}
          </Banner>
        ) : (
          <Spinner label="Loading synonyms" />
        )}
      </Dialog>
    );
  }
  return (
    <SynonymRowsDialog
      subtitleId={subtitleId}
      conceptId={conceptId}
      conceptName={conceptName}
      synonyms={synonyms}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}

function SynonymRowsDialog({
  subtitleId,
  conceptId,
  conceptName,
  synonyms,
  onConfirm,
  onClose,
}: Omit<SynonymDialogProps, 'synonyms' | 'loadError'> & { subtitleId: string; synonyms: readonly string[] }) {
  const [state, setState] = useState<SynonymRowsState>(() => synonymRowsFrom(synonyms));
  const [isPending, setPending] = useState(false);
  const rowsRef = useRef<HTMLDivElement>(null);
  const toSave = synonymsToSave(state);

  useEffect(() => {
    if (state.focusId === undefined) return;
    rowsRef.current?.querySelector<HTMLInputElement>(`[data-row-id="${state.focusId}"] input`)?.focus();
  }, [state]);

  const confirm = async () => {
    if (!toSave || isPending) return;
    setPending(true);
    try {
      await onConfirm(toSave);
      onClose();
    } catch {
      // The caller reports the failure; the rows stay for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={!isPending}
      title="Edit Synonyms"
      maxWidth={500}
      aria-describedby={subtitleId}
      actions={
        <>
          <Button variant="quiet" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
          <Button isDisabled={!toSave} isPending={isPending} onPress={() => void confirm()}>
            Confirm
          </Button>
        </>
      }
    >
      <p id={subtitleId} className={styles.subtitle}>
        {synonymDialogSubtitle(conceptId, conceptName)}
      </p>
      <div ref={rowsRef} className={styles.rows}>
        {state.rows.map((row, index) => {
          const label = `Synonym ${index + 1}`;
          const isLast = index === state.rows.length - 1;
          return (
            <div key={row.id} data-row-id={row.id} className={styles.row}>
              <TextField
                className={styles.rowField}
                label={label}
                value={row.text}
                autoFocus={index === 0}
                errorMessage={synonymError(row.text)}
                showErrors
                onChange={(text) => setState((current) => editRow(current, row.id, text))}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  setState((current) => addRowAfter(current, row.id));
                }}
              />
              <span className={styles.rowButtons}>
                <IconButton
                  label={`Delete ${label}`}
                  icon={<Trash2 />}
                  variant="danger"
                  onPress={() => setState((current) => deleteRow(current, row.id))}
                />
                {isLast ? (
                  <IconButton label="Add synonym" icon={<Plus />} onPress={() => setState((current) => addRowAtEnd(current))} />
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
    </Dialog>
  );
}

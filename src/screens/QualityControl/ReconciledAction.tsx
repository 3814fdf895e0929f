import { useId } from 'react';
import { Banner, Button, Spinner } from '../../ui';
import * as styles from './QualityControl.css';

/** States of saving the reconciled extraction. */
export const reconciledSaveStates = ['idle', 'saving', 'saved', 'error'] as const;
export type ReconciledSaveState = (typeof reconciledSaveStates)[number];

/** Messages of the action, word for word. */
export const RECONCILED_MESSAGES = {
  action: 'Save reconciled extraction',
  saved: 'Reconciled extraction saved',
  failed: 'The reconciled extraction could not be saved',
} as const;

/** What keeps the action disabled: 'Decide 2 more values …' (a value marked for discussion counts). */
export const valuesLeftMessage = (left: number) =>
  `Decide ${left} more ${left === 1 ? 'value' : 'values'} to save the reconciled extraction (a value marked for discussion is not decided yet).`;

export interface ReconciledActionProps {
  /** Differing values without a settled value. The action is disabled while any is left. */
  valuesLeft: number;
  /** @default 'idle' */
  state?: ReconciledSaveState;
  /** Why the last save failed (state 'error'). */
  error?: string | null;
  /** The saved reconciled extraction's version, once saved (or saved before). */
  savedVersion?: number | null;
  /** Values the reviewed extraction has no item for, left out of the reconciled extraction ('item, tag'). */
  unplaced?: readonly string[];
  onSave: () => void;
}

/**
 * Saves the settled dataset as the reconciled extraction of the paper: enabled once every differing
 * value is settled (kept or corrected); says how many are left otherwise.
 */
export function ReconciledAction({ valuesLeft, state = 'idle', error = null, savedVersion = null, unplaced = [], onSave }: ReconciledActionProps) {
  const noteId = useId();
  const blocked = valuesLeft > 0;
  return (
    <section className={styles.section} aria-labelledby={`${noteId}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${noteId}-title`} className={styles.sectionTitle}>
          Reconciled extraction
        </h2>
        <Button onPress={onSave} isDisabled={blocked || state === 'saving'} {...(blocked ? { 'aria-describedby': noteId } : {})}>
          {RECONCILED_MESSAGES.action}
        </Button>
        {state === 'saving' ? <Spinner label="Saving the reconciled extraction" showLabel size="small" /> : null}
      </div>
      {blocked ? (
        <p id={noteId} className={styles.readerNote}>
          {valuesLeftMessage(valuesLeft)}
        </p>
      ) : null}
      {state === 'saved' || (state === 'idle' && savedVersion) ? (
        <p className={styles.readerNote} role="status">
          {RECONCILED_MESSAGES.saved}
          {savedVersion ? ` (version ${savedVersion})` : ''}.
          {unplaced.length ? ` Left out, as the reviewed extraction has no item for them: ${unplaced.join('; ')}.` : ''}
        </p>
      ) : null}
      {state === 'error' ? (
        <Banner tone="danger" title={RECONCILED_MESSAGES.failed}>
          {error ?? 'Something went wrong'}
        </Banner>
      ) : null}
    </section>
  );
}

/** What the user is doing in the current screen; decides the header's save buttons. */
export const shellModes = ['none', 'data-entry', 'training', 'quality-control'] as const;
export type ShellMode = (typeof shellModes)[number];

/** The header's buttons for the current paper, in header order. */
export const headerActionIds = ['discard', 'reset', 'validate', 'save', 'save-and-close', 'mark-completed'] as const;
export type HeaderActionId = (typeof headerActionIds)[number];

/** Button labels, word for word. */
export const headerActionLabels: Record<HeaderActionId, string> = {
  discard: 'Discard Data',
  reset: 'Reset Data',
  validate: 'Validate',
  save: 'Save',
  'save-and-close': 'Save & Close',
  'mark-completed': 'Save & Mark Completed',
};

/**
 * The paper buttons a mode offers. Destructive ones come first, far from Save; Save & Mark
 * Completed comes last because it ends the work on the paper.
 */
export function headerActionsFor(mode: ShellMode, isAdmin: boolean): HeaderActionId[] {
  switch (mode) {
    case 'data-entry':
      return [...(isAdmin ? (['discard'] as const) : []), 'validate', 'save', 'save-and-close', 'mark-completed'];
    case 'training':
      return ['reset', 'validate', 'save', 'save-and-close'];
    case 'quality-control':
      return ['save', 'save-and-close', 'mark-completed'];
    case 'none':
      return [];
  }
}

/** One keyboard shortcut: the keys as pressed, in order, and what they do. */
export interface Shortcut {
  keys: readonly string[];
  action: string;
}

/** A table of shortcuts for one context of the editor. */
export interface ShortcutTable {
  id: 'screen' | 'metadata-dialog' | 'point-adjustment';
  title: string;
  shortcuts: readonly Shortcut[];
}

/** The Source Data Extraction shortcuts, shared by the user manual and any in-editor help. */
export const sourceDataExtractionShortcuts: readonly ShortcutTable[] = [
  {
    id: 'screen',
    title: 'On screen',
    shortcuts: [
      { keys: ['z'], action: 'Create a new axis' },
      { keys: ['x'], action: 'Create a new data set' },
    ],
  },
  {
    id: 'metadata-dialog',
    title: 'In the metadata dialog',
    shortcuts: [
      { keys: ['Enter'], action: 'Close the dialog after a value is entered' },
      { keys: ['Esc'], action: 'Dismiss the dialog (the point is deleted if it has no values)' },
      { keys: ['Tab'], action: 'Move to the next input' },
      { keys: ['Shift', 'Enter'], action: 'Add a row' },
      { keys: ['Shift', 'Backspace'], action: 'Remove a row' },
      { keys: ['Ctrl', 'Right'], action: 'Expand to show tags' },
      { keys: ['Ctrl', 'Left'], action: 'Collapse' },
    ],
  },
  {
    id: 'point-adjustment',
    title: 'In point adjustment',
    shortcuts: [
      { keys: ['Arrow keys'], action: 'Move the selected point' },
      { keys: ['Shift', 'Arrow keys'], action: 'Move the selected point faster' },
    ],
  },
];

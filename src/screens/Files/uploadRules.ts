import { PAPER_MESSAGES } from '../../api/papers';

/** How files are attached: to a paper created for them (NEW) or to an existing one (EXIST). */
export const ATTACH_MODES = ['NEW', 'EXIST'] as const;
export type AttachMode = (typeof ATTACH_MODES)[number];

export const UPLOAD_MESSAGES = {
  uploadTitle: 'Upload new files',
  editTitle: 'Edit file',
  attachLabel: 'Attach to paper',
  attachHint: 'Files must be attached to a paper.',
  attachNew: 'Create a new paper',
  attachExisting: 'Add to an existing paper',
  fileRequired: PAPER_MESSAGES.fileRequired,
  paperRequired: 'Choose the paper to attach to',
  samePaper: 'The file is already attached to this paper; choose another one',
} as const;

/** What the upload or edit form holds when it is checked. */
export interface UploadFormState {
  /** Editing an existing file: no file needs choosing. */
  isEditing: boolean;
  fileCount: number;
  mode: AttachMode;
  /** The chosen paper's uuid (mode EXIST). */
  paperUuid: string | null;
  /** The paper the edited file is attached to now. */
  currentPaperUuid?: string | null;
}

/** The form's errors: a file must be chosen (unless editing) and the paper selection must be valid. */
export function uploadFormErrors(state: UploadFormState): { files?: string; paper?: string } {
  const errors: { files?: string; paper?: string } = {};
  if (!state.isEditing && state.fileCount === 0) errors.files = UPLOAD_MESSAGES.fileRequired;
  if (state.mode === 'EXIST') {
    if (!state.paperUuid) errors.paper = UPLOAD_MESSAGES.paperRequired;
    else if (state.isEditing && state.paperUuid === state.currentPaperUuid) errors.paper = UPLOAD_MESSAGES.samePaper;
  }
  return errors;
}

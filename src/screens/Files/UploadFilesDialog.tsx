import { useId, useRef, useState } from 'react';
import { ACCEPTED_FILE_TYPES, type PaperFile } from '../../api/papers';
import { Button, Dialog, FileChip, FileDropZone, Radio, RadioGroup } from '../../ui';
import { PaperPicker, type PaperOption } from './PaperPicker';
import { UPLOAD_MESSAGES, uploadFormErrors, type AttachMode } from './uploadRules';
import * as styles from './Files.css';

/** A file chosen in the dialog, with the id its progress is reported under. */
export interface ChosenFile {
  id: string;
  file: File;
}

/** Where one file's upload stands. */
export interface FileUploadStatus {
  status: 'uploading' | 'done' | 'error';
  /** 0-100 while uploading; omitted, the bar is indeterminate. */
  progress?: number;
  /** Why it failed. */
  errorMessage?: string;
}

/** Upload status by chosen file id. */
export type UploadProgress = Readonly<Record<string, FileUploadStatus>>;

/** Where files go: a paper created for them (NEW) or the chosen paper (EXIST). */
export interface PaperAttachment {
  mode: AttachMode;
  /** The chosen paper; null with mode NEW. */
  paper: PaperOption | null;
}

/** What 'Upload' sends. */
export interface UploadFilesRequest extends PaperAttachment {
  files: ChosenFile[];
}

/** How an upload ended when it was not refused as a whole. */
export interface UploadOutcome {
  /** Ids of the files that did not upload; they stay in the dialog with their errors. */
  failed: string[];
  /** The paper the files went to (the new one with mode NEW), so a retry goes to the same paper. */
  paper: PaperOption | null;
}

export interface UploadFilesDialogProps {
  /** The file being edited (re-attached); omitted, the dialog uploads new files. */
  file?: PaperFile;
  /** Uploads the chosen files; resolves with the files that failed (the dialog closes when none did), rejects when nothing was uploaded. */
  onUpload: (request: UploadFilesRequest) => Promise<UploadOutcome>;
  /** Attaches the edited file to another paper; the dialog closes when it resolves. */
  onEdit?: (file: PaperFile, attachment: PaperAttachment) => Promise<unknown>;
  /** Finds papers for 'Search for a paper'. */
  searchPapers: (text: string, signal: AbortSignal) => Promise<readonly PaperOption[]>;
  /** Progress of each chosen file while uploading. */
  progress?: UploadProgress;
  /** Largest file the server takes, in bytes; larger files are refused when chosen. */
  maxFileSize?: number;
  /** Files already chosen when the dialog opens. */
  defaultFiles?: readonly File[];
  /** Called when the dialog closes: Cancel, Escape, or a finished upload or edit. */
  onClose: () => void;
}

const ACCEPTED = Object.keys(ACCEPTED_FILE_TYPES);

/**
 * 'Upload new files' (or 'Edit file'): where the files go, 'Create a new paper' or 'Add to an
 * existing paper' found by 'Search for a paper', and the files with their upload progress.
 */
export function UploadFilesDialog({ file, onUpload, onEdit, searchPapers, progress = {}, maxFileSize, defaultFiles = [], onClose }: UploadFilesDialogProps) {
  const m = UPLOAD_MESSAGES;
  const isEditing = file !== undefined;
  const formId = useId();
  const filesErrorId = useId();
  const nextId = useRef(0);
  const makeChosen = (f: File): ChosenFile => ({ id: `file-${++nextId.current}`, file: f });
  const [chosen, setChosen] = useState<ChosenFile[]>(() => defaultFiles.map(makeChosen));
  const [mode, setMode] = useState<AttachMode>('EXIST');
  const [paper, setPaper] = useState<PaperOption | null>(file?.paper ? { uuid: file.paper.uuid, name: file.paper.name } : null);
  const [showErrors, setShowErrors] = useState(false);
  const [isPending, setPending] = useState(false);
  // Progress is read only once this dialog has uploaded: what it holds before belongs to an earlier upload.
  const [hasUploaded, setUploaded] = useState(false);

  const errors = uploadFormErrors({ isEditing, fileCount: chosen.length, mode, paperUuid: paper?.uuid ?? null, currentPaperUuid: file?.paper?.uuid ?? null });
  const isValid = !errors.files && !errors.paper;

  const submit = async () => {
    if (isPending) return;
    setShowErrors(true);
    if (!isValid) return;
    const attachment: PaperAttachment = { mode, paper: mode === 'EXIST' ? paper : null };
    setPending(true);
    try {
      if (isEditing) {
        await onEdit?.(file, attachment);
        onClose();
        return;
      }
      setUploaded(true);
      const outcome = await onUpload({ ...attachment, files: chosen });
      if (!outcome.failed.length) {
        onClose();
        return;
      }
      // What uploaded is done; what failed stays with its error, and a retry goes to the same paper.
      setChosen((current) => current.filter((c) => outcome.failed.includes(c.id)));
      if (outcome.paper) {
        setMode('EXIST');
        setPaper(outcome.paper);
      }
    } catch {
      // The caller has said why; everything chosen stays so nothing is lost.
    } finally {
      setPending(false);
    }
  };

  const chipStatus = (c: ChosenFile) => {
    const state = hasUploaded ? progress[c.id] : undefined;
    if (state?.status === 'error') return { status: 'error' as const, errorMessage: state.errorMessage };
    if (state?.status === 'done') return { status: 'done' as const };
    if (state?.status === 'uploading' || isPending) return { status: 'uploading' as const, progress: state?.progress };
    return { status: 'idle' as const };
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      isDismissable={!isPending}
      title={isEditing ? m.editTitle : m.uploadTitle}
      maxWidth={700}
      actions={
        <>
          <Button variant="quiet" isDisabled={isPending} onPress={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isPending={isPending}>
            {isEditing ? 'Update' : 'Upload'}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {isEditing ? (
          <div className={styles.editedFile}>
            <FileChip name={file.name} size={file.size} />
          </div>
        ) : null}
        <RadioGroup
          label={m.attachLabel}
          description={m.attachHint}
          value={mode}
          onChange={(value) => setMode(value as AttachMode)}
          isDisabled={isPending}
          orientation="horizontal"
        >
          <Radio value="NEW">{m.attachNew}</Radio>
          <Radio value="EXIST">{m.attachExisting}</Radio>
        </RadioGroup>
        {mode === 'EXIST' ? (
          <PaperPicker value={paper} onChange={setPaper} onSearch={searchPapers} errorMessage={showErrors ? errors.paper : undefined} isDisabled={isPending} />
        ) : (
          <p className={styles.note}>
            {isEditing ? 'The file is moved to a new paper without a name.' : 'The files go to a new paper without a name.'} Give it its name and identifiers
            in Paper Management.
          </p>
        )}
        {isEditing ? null : (
          <div className={styles.files}>
            <FileDropZone
              label="Drop PDF or image files here"
              acceptedFileTypes={ACCEPTED}
              maxFileSize={maxFileSize}
              isDisabled={isPending}
              onFilesAccepted={(files) => setChosen((current) => [...current, ...files.map(makeChosen)])}
            />
            {chosen.length ? (
              <ul className={styles.chipList} aria-label="Chosen files">
                {chosen.map((c) => (
                  <li key={c.id}>
                    <FileChip
                      name={c.file.name}
                      size={c.file.size}
                      {...chipStatus(c)}
                      onRemove={isPending ? undefined : () => setChosen((current) => current.filter((other) => other.id !== c.id))}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
            <div id={filesErrorId} role="alert" className={styles.error}>
              {showErrors && errors.files ? errors.files : null}
            </div>
          </div>
        )}
      </form>
    </Dialog>
  );
}

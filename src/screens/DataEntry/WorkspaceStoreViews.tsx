import type { RefObject } from 'react';
import { Crosshair, Search } from 'lucide-react';
import { RENAME_AXES_MESSAGES } from '../../editor/core/model/names';
import { PAGE_MESSAGES } from '../../editor/pages/errors';
import { ClearAllDialog, ClearAllTagsDialog } from '../../editor/panels/datasets/ClearAllDialogs';
import { shallowEqual } from '../../editor/session';
import { Button, ConfirmDialog, Dialog, TextField, ToggleButton } from '../../ui';
import { CanvasFocusReturn } from './MetadataSlot';
import { SessionDigitizer, type SessionDigitizerProps } from './SessionViews';
import { isWorkspaceDialogOpen, useWorkspaceState, type WorkspaceState, type WorkspaceStore } from './workspaceStore';
import * as styles from './DataEntry.css';

/*
 * The parts of the data-entry workspace that read the workspace store, each subscribed to its own
 * slice: a dialog opening or a toggle pressed renders that part, not the workspace around it.
 */

const selectDialog = (s: WorkspaceState) => s.dialog;

/** The rename dialog, and 'Rename Axis Error' over it when the name is taken. */
export function RenameDialogs({ store }: { store: WorkspaceStore }) {
  const dialog = useWorkspaceState(store, selectDialog);
  const renaming = dialog.kind === 'rename' ? dialog : null;
  return (
    <>
      <Dialog
        title={renaming ? `Rename ${renaming.axes.name}` : 'Rename'}
        isOpen={renaming !== null}
        onOpenChange={(open) => !open && store.dismiss('rename')}
        maxWidth={500}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={store.confirmRename}>Rename</Button>
          </>
        )}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            store.confirmRename();
          }}
        >
          <TextField
            label="Name"
            autoFocus
            value={renaming?.name ?? ''}
            onChange={store.editRenameName}
            showErrors={!!renaming?.error}
            errorMessage={renaming?.error ?? undefined}
          />
        </form>
      </Dialog>
      <Dialog
        title={RENAME_AXES_MESSAGES.title}
        role="alertdialog"
        isOpen={renaming?.refusal != null}
        onOpenChange={(open) => !open && store.closeRenameRefusal()}
        maxWidth={500}
        actions={(close) => <Button onPress={close}>OK</Button>}
      >
        <p className={styles.dialogText}>{renaming?.refusal}</p>
      </Dialog>
    </>
  );
}

/** Asks before deleting a graph or a dataset. */
export function DeleteConfirmation({ store }: { store: WorkspaceStore }) {
  const dialog = useWorkspaceState(store, selectDialog);
  const deleting = dialog.kind === 'deleteGraph' || dialog.kind === 'deleteDataset' ? dialog : null;
  return (
    <ConfirmDialog
      isOpen={deleting !== null}
      onOpenChange={(open) => !open && store.dismiss('deleteGraph', 'deleteDataset')}
      tone="danger"
      message={
        deleting?.kind === 'deleteDataset'
          ? `Delete ${deleting.datasetName} and its data points?`
          : `Delete ${deleting?.axes.name ?? ''} with its datasets and data points?`
      }
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={store.confirmDelete}
    />
  );
}

/** Asks before clearing a dataset's points or its tags. */
export function ClearConfirmations({ store }: { store: WorkspaceStore }) {
  const dialog = useWorkspaceState(store, selectDialog);
  const clearing = dialog.kind === 'clearData' ? dialog : null;
  const cancel = () => store.dismiss('clearData');
  return (
    <>
      <ClearAllDialog isOpen={clearing?.clear === 'all'} datasetName={clearing?.label ?? ''} onConfirm={store.confirmClear} onCancel={cancel} />
      <ClearAllTagsDialog isOpen={clearing?.clear === 'tags'} datasetName={clearing?.label ?? ''} onConfirm={store.confirmClear} onCancel={cancel} />
    </>
  );
}

/** Asks before deleting a text selection. */
export function DeleteTextConfirmation({ store }: { store: WorkspaceStore }) {
  const dialog = useWorkspaceState(store, selectDialog);
  const deletingText = dialog.kind === 'deleteText' ? dialog.text : null;
  return (
    <ConfirmDialog
      isOpen={deletingText !== null}
      onOpenChange={(open) => !open && store.dismiss('deleteText')}
      tone="danger"
      message={`Delete the text '${deletingText?.label ?? ''}' and its tags?`}
      confirmLabel="Delete"
      cancelLabel="Cancel"
      onConfirm={store.confirmDeleteText}
    />
  );
}

const selectTableError = (s: WorkspaceState) => s.tableError;

/** An edit of a table the session refused. */
export function TableErrorAlert({ store }: { store: WorkspaceStore }) {
  const tableError = useWorkspaceState(store, selectTableError);
  return (
    <Dialog
      title="Table"
      role="alertdialog"
      isOpen={tableError !== null}
      onOpenChange={(open) => !open && store.closeTableError()}
      maxWidth={500}
      actions={(close) => <Button onPress={close}>OK</Button>}
    >
      <p className={styles.dialogText}>{tableError}</p>
    </Dialog>
  );
}

const selectInvalidFile = (s: WorkspaceState) => s.invalidFile;

/** A file the canvas could not read. */
export function InvalidFileAlert({ store }: { store: WorkspaceStore }) {
  const invalidFile = useWorkspaceState(store, selectInvalidFile);
  return (
    <Dialog
      title="Invalid file"
      isOpen={invalidFile !== null}
      onOpenChange={(open) => !open && store.closeInvalidFile()}
      maxWidth={500}
      actions={(close) => <Button onPress={close}>OK</Button>}
    >
      <p className={styles.dialogText}>
        {invalidFile ? `${invalidFile}: ` : ''}
        {PAGE_MESSAGES.invalidFileText}
      </p>
    </Dialog>
  );
}

const selectToggles = ({ crosshair, magnifier }: WorkspaceState) => ({ crosshair, magnifier });

/** The Crosshair and Magnifier toggles of the view toolbar. */
export function CanvasToggles({ store }: { store: WorkspaceStore }) {
  const { crosshair, magnifier } = useWorkspaceState(store, selectToggles, shallowEqual);
  return (
    <>
      <ToggleButton size="small" aria-label="Crosshair" icon={<Crosshair />} isSelected={crosshair} onChange={store.setCrosshair} />
      <ToggleButton size="small" aria-label="Magnifier" icon={<Search />} isSelected={magnifier} onChange={store.setMagnifier} />
    </>
  );
}

const selectCanvas = ({ crosshair, magnifier, pending }: WorkspaceState) => ({ crosshair, magnifier, pending });

export type WorkspaceDigitizerProps = Omit<SessionDigitizerProps, 'crosshair' | 'magnifier' | 'pendingCalibration' | 'onCrosshairChange' | 'onPendingCalibrationChange'> & {
  store: WorkspaceStore;
};

/** The canvas, with the crosshair, the magnifier and the calibration clicks read from the workspace store. */
export function WorkspaceDigitizer({ store, ...props }: WorkspaceDigitizerProps) {
  const { crosshair, magnifier, pending } = useWorkspaceState(store, selectCanvas, shallowEqual);
  return (
    <SessionDigitizer
      {...props}
      pendingCalibration={pending}
      crosshair={crosshair}
      magnifier={magnifier}
      onCrosshairChange={store.setCrosshair}
      onPendingCalibrationChange={store.setPending}
    />
  );
}

const selectSelectedText = (s: WorkspaceState) => s.selectedText;

/** The last text selected on the page, until tagging takes it. */
export function SelectedTextNote({ store }: { store: WorkspaceStore }) {
  const selectedText = useWorkspaceState(store, selectSelectedText);
  return selectedText ? (
    <p className={styles.selectedText} data-testid="selected-text">
      Selected text: {selectedText}
    </p>
  ) : null;
}

/** The canvas takes the keyboard back once every dialog has closed: the workspace's, a flow's and the metadata dialog. */
export function WorkspaceFocusReturn({ store, flowDialogOpen, canvasRef }: { store: WorkspaceStore; flowDialogOpen: boolean; canvasRef: RefObject<HTMLElement | null> }) {
  const dialogOpen = useWorkspaceState(store, isWorkspaceDialogOpen);
  return <CanvasFocusReturn slot={store.metadata} otherDialogOpen={dialogOpen || flowDialogOpen} canvasRef={canvasRef} />;
}

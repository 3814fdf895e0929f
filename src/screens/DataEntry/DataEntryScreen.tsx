import { useEffect, useId, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { FileWarning, Lock } from 'lucide-react';
import type { DigitizerFile } from '../../editor/Digitizer';
import type { EditorSession } from '../../editor/session';
import type { TagGroup, TagRef } from '../../editor/core/model/types';
import type { EngineLayer } from '../../editor/engine/layers';
import type { DatasetChanges } from '../../editor/core/history/versionDiff';
import { VersionChangesContext } from './versionChanges';
import { Banner, Button, ConfirmDialog, EmptyState, Spinner } from '../../ui';
import { UserManualDialog } from '../UserManual/UserManual';
import { ConflictDialog, type ConflictChoice, type ConflictItem } from './ConflictDialog';
import { DataEntryWorkspace, type WorkspaceFocus, type WorkspaceLayout } from './DataEntryWorkspace';
import type { SurvivalIpdDownload } from './SurvivalHost';
import { DATA_ENTRY_MESSAGES, type ValidationProblem, type ValidationReport } from './dataEntryRules';
import { FloatingMenu, type FloatingMenuAction } from './FloatingMenu';
import { RecoveredEditsDialog, type RecoveredEdits } from './RecoveredEditsDialog';
import { UnsupportedVersionDialog } from './UnsupportedVersionDialog';
import { ValidationDialog } from './ValidationDialog';
import { WpdProjectsHost, type WpdRequest } from './WpdProjectsHost';
import { visuallyHidden } from '../../ui/theme/a11y.css';
import * as styles from './DataEntry.css';

const noSubscription = () => () => undefined;

export const dataEntryStatuses = ['loading', 'error', 'forbidden', 'ready'] as const;
export type DataEntryStatus = (typeof dataEntryStatuses)[number];

/** Where the edits stand with the server, shown at the end of the top bar. */
export const saveStates = ['saved', 'unsaved', 'saving', 'offline', 'failed'] as const;
export type SaveState = (typeof saveStates)[number];

export const saveStateLabels: Record<SaveState, string> = {
  saved: 'All changes saved',
  unsaved: 'Unsaved changes',
  saving: 'Saving…',
  offline: 'Offline: changes are kept in this browser',
  failed: 'Not saved',
};

export interface DataEntryScreenProps {
  status: DataEntryStatus;
  /** What went wrong, when status is 'error'. */
  error?: string | null;
  /** The paper's name, the screen's heading. */
  paperName?: string;
  /** Training mode. @default false */
  isTraining?: boolean;
  /** Show the banner with the paper's name above the editor; without it the name is still the screen's accessible name. @default true */
  showBanner?: boolean;
  /** The paper's files, in order; each `id` is the file's uuid. */
  files?: readonly DigitizerFile[];
  /** The open extraction, once loaded. */
  session?: EditorSession | null;
  /** Value tags offered as axis data types. */
  valueTagNames?: readonly string[];
  /** The tag groups (with their tags) items are tagged with. */
  tagGroups?: readonly TagGroup[];
  /** Every tag, where axis data types outside the tag groups find their uuids. */
  tags?: readonly TagRef[];
  /** The support-tables-with-multiple-tag-groups flag. */
  multipleTagGroups?: boolean;
  /** The update-data-points-on-bar-header-edit flag: header edits rewrite the header tags of a bar graph's points. */
  updateDataPointsOnBarHeaderEdit?: boolean;
  /** Save now (deleting a study branch with data saves right away). */
  onSaveNow?: () => void;
  /** Where the edits stand with the server. @default 'unsaved' while the session has unsaved edits, else 'saved' */
  saveState?: SaveState;
  /** @default 'fit' */
  initialZoom?: number | 'fit';
  /** How the workspace opens while the browser remembers no choice of the user's (see DataEntryWorkspace). @default 'columns' */
  layout?: WorkspaceLayout;
  /** Vector tools on PDF pages drawn as vectors (see DataEntryWorkspace). @default false */
  vectorTools?: boolean;
  /** The validation dialog's content; null keeps it closed. */
  validation?: ValidationReport | null;
  onValidationClose?: () => void;
  /** The saved data was too old to load. */
  isUnsupportedVersion?: boolean;
  onUnsupportedVersionClose?: () => void;
  /** Edits found in the browser's outbox on open. */
  recovered?: RecoveredEdits | null;
  onRestoreRecovered?: () => void | Promise<unknown>;
  onDiscardRecovered?: () => void;
  /** Values changed here and in a newer saved version. */
  conflicts?: readonly ConflictItem[];
  onResolveConflicts?: (choices: ReadonlyMap<string, ConflictChoice>) => void;
  /** 'View current data': the raw data viewer, in its dialog or a new tab. */
  onViewCurrentData?: () => void;
  /** 'View current file': the file (by its id) at the page shown, in a new tab. */
  onViewCurrentFile?: (fileId: string, page: number) => void;
  /** Where the user manual's 'Open in new tab' leads. */
  manualHref?: string;
  /** Try loading again after an error. */
  onRetry?: () => void;
  /** The bottom-centre toolbar area, for the tagging tools. */
  toolbar?: ReactNode;
  /** A navigation away waits for the user: 'You have unsaved changes. Do you really want to leave?' */
  isLeaveRequested?: boolean;
  /** Leave without the unsaved changes. */
  onLeave?: () => void;
  /** Stay (the host saves). */
  onStay?: () => void;
  /** The raw data viewer's dialog ('View current data' without a new tab). */
  rawDataViewer?: ReactNode;
  /** A place to show in the editor, asked from outside (the raw data viewer's 'Go to tag group'). */
  focusRequest?: WorkspaceFocus | null;
  /** Hand a file made here (an exported WebPlotDigitizer project) to the browser's download. */
  onDownload?: (blob: Blob, fileName: string) => void;
  /** Save a survival graph's reconstructed patient data (the app writes it as CSV); the survival panel offers the download when given. */
  onDownloadSurvivalIpd?: (download: SurvivalIpdDownload) => void;
  /** Open or close the history; the 'History' button shows when given. */
  onHistoryToggle?: () => void;
  /** Whether the history is shown beside the editor. @default false */
  isHistoryOpen?: boolean;
  /** The history panel, shown beside the editor while isHistoryOpen. */
  history?: ReactNode;
  /** An earlier version shown read-only in place of the extraction (session is then that version's). */
  viewingVersion?: number | null;
  /** Leave the earlier version for the extraction as it is. */
  onBackToCurrent?: () => void;
  /** Layers over the figure's own (the changes since the version viewed). */
  extraLayers?: readonly EngineLayer[];
  /** The changes since the version viewed, noted in the values table. */
  versionChanges?: readonly DatasetChanges[] | null;
}

/**
 * The data-entry screen (spec 2, 'Data-entry screen'): every file and page of the paper in the
 * editor, with the tree, the canvas, the sidebar, the floating menu and the dialogs of loading,
 * validating, recovering and merging. The header's save buttons belong to the shell.
 */
export function DataEntryScreen({
  status,
  error,
  paperName,
  isTraining = false,
  showBanner = true,
  files = [],
  session,
  valueTagNames,
  tagGroups,
  tags,
  multipleTagGroups,
  updateDataPointsOnBarHeaderEdit,
  onSaveNow,
  saveState,
  initialZoom,
  layout,
  vectorTools,
  validation = null,
  onValidationClose,
  isUnsupportedVersion = false,
  onUnsupportedVersionClose,
  recovered = null,
  onRestoreRecovered,
  onDiscardRecovered,
  conflicts = [],
  onResolveConflicts,
  onViewCurrentData,
  onViewCurrentFile,
  manualHref,
  onRetry,
  toolbar,
  isLeaveRequested = false,
  onLeave,
  onStay,
  rawDataViewer,
  focusRequest,
  onDownload,
  onDownloadSurvivalIpd,
  onHistoryToggle,
  isHistoryOpen = false,
  history,
  viewingVersion = null,
  onBackToCurrent,
  extraLayers,
  versionChanges = null,
}: DataEntryScreenProps) {
  const titleId = useId();
  const [manualOpen, setManualOpen] = useState(false);
  const [focus, setFocus] = useState<WorkspaceFocus | null>(null);
  const [wpdRequest, setWpdRequest] = useState<WpdRequest | null>(null);
  const fileNames = useMemo(() => files.map((f) => f.name), [files]);
  const isDirty = useSyncExternalStore(session?.subscribe ?? noSubscription, () => session?.dirty ?? false);
  const shownSaveState: SaveState = saveState ?? (isDirty ? 'unsaved' : 'saved');
  useEffect(() => {
    if (focusRequest) setFocus(focusRequest);
  }, [focusRequest]);
  const title = paperName ? `${isTraining ? 'Training: ' : ''}${paperName}` : isTraining ? 'Training' : 'Data entry';

  const goToProblem = (problem: ValidationProblem) => {
    const point = problem.dataPoints[0];
    setFocus((prev) => ({
      file: problem.file,
      page: problem.page,
      ...(problem.x !== null && problem.y !== null ? { at: { x: problem.x, y: problem.y } } : {}),
      ...(point ? { point } : {}),
      nonce: (prev?.nonce ?? 0) + 1,
    }));
  };

  const onMenu = (action: FloatingMenuAction) => {
    if (action === 'user-manual') setManualOpen(true);
    else if (action === 'view-data') onViewCurrentData?.();
    else if (action === 'import-wpd' || action === 'export-wpd') {
      setWpdRequest((prev) => ({ kind: action === 'import-wpd' ? 'import' : 'export', nonce: (prev?.nonce ?? 0) + 1 }));
    }
    else if (session) {
      const { file, page } = session.getSnapshot();
      const f = files[file];
      if (f) onViewCurrentFile?.(f.id, page);
    }
  };

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <div className={styles.centred}>
        <Spinner label="Loading the paper" showLabel />
      </div>
    );
  } else if (status === 'forbidden') {
    body = (
      <div className={styles.centred}>
        <EmptyState icon={Lock} title="Access denied" description={DATA_ENTRY_MESSAGES.forbidden} headingLevel={2} />
      </div>
    );
  } else if (status === 'error') {
    body = (
      <div className={styles.centred}>
        <Banner tone="danger" title="The paper could not be loaded" actions={onRetry ? <Button onPress={onRetry}>Try again</Button> : undefined}>
          {error ?? 'Something went wrong'}
        </Banner>
      </div>
    );
  } else if (files.length === 0) {
    body = (
      <div className={styles.centred}>
        <EmptyState icon={FileWarning} title="No files" description={DATA_ENTRY_MESSAGES.noFiles} headingLevel={2} />
      </div>
    );
  } else if (session) {
    body = (
      <DataEntryWorkspace
        session={session}
        files={files}
        valueTagNames={valueTagNames}
        {...(tagGroups ? { tagGroups } : {})}
        {...(tags ? { tags } : {})}
        {...(multipleTagGroups ? { multipleTagGroups } : {})}
        {...(updateDataPointsOnBarHeaderEdit ? { updateDataPointsOnBarHeaderEdit } : {})}
        {...(onSaveNow ? { onSaveNow } : {})}
        {...(onDownloadSurvivalIpd ? { onDownloadSurvivalIpd } : {})}
        {...(extraLayers ? { extraLayers } : {})}
        readOnlyReason={viewingVersion !== null ? `Viewing version ${viewingVersion} — read only` : null}
        initialZoom={initialZoom}
        {...(layout ? { layout } : {})}
        vectorTools={vectorTools}
        focus={focus}
        toolbar={toolbar}
        floating={<FloatingMenu onAction={onMenu} />}
      />
    );
  }

  return (
    <section className={styles.screen} aria-labelledby={titleId} data-training={isTraining || undefined}>
      <div className={styles.titleRow}>
        <h1 id={titleId} className={showBanner ? styles.title : visuallyHidden} title={title}>
          {title}
        </h1>
        {status === 'ready' && session && files.length > 0 ? (
          <span className={styles.status} data-save-state={shownSaveState}>
            {saveStateLabels[shownSaveState]}
          </span>
        ) : null}
        {onHistoryToggle && status === 'ready' ? (
          <Button variant="secondary" size="small" onPress={onHistoryToggle} aria-expanded={isHistoryOpen} className={styles.historyButton}>
            History
          </Button>
        ) : null}
      </div>
      <div className={styles.main}>
        <div className={styles.mainContent} data-read-only={viewingVersion !== null || undefined}>
          {viewingVersion !== null ? (
            <div className={styles.viewingBar}>
              <Banner
                tone="warning"
                title={`Viewing version ${viewingVersion} (read-only)`}
                actions={onBackToCurrent ? <Button variant="secondary" onPress={onBackToCurrent}>Back to the current version</Button> : undefined}
              >
                Changes since this version are marked on the figure; editing is off until you go back.
              </Banner>
            </div>
          ) : null}
          <VersionChangesContext.Provider value={viewingVersion !== null ? versionChanges : null}>{body}</VersionChangesContext.Provider>
        </div>
        {isHistoryOpen && history ? <div className={styles.historySide}>{history}</div> : null}
      </div>
      <ValidationDialog report={validation} fileNames={fileNames} onGoToProblem={goToProblem} onClose={() => onValidationClose?.()} />
      <UnsupportedVersionDialog isOpen={isUnsupportedVersion} onClose={() => onUnsupportedVersionClose?.()} />
      <RecoveredEditsDialog recovered={recovered} onRestore={() => onRestoreRecovered?.()} onDiscard={() => onDiscardRecovered?.()} />
      <ConflictDialog conflicts={conflicts} onResolve={(choices) => onResolveConflicts?.(choices)} />
      <ConfirmDialog
        isOpen={isLeaveRequested}
        message={DATA_ENTRY_MESSAGES.leaveConfirm}
        confirmLabel="Leave"
        cancelLabel="Stay"
        onConfirm={() => onLeave?.()}
        onCancel={() => onStay?.()}
      />
      {rawDataViewer}
      {session && files.length > 0 ? <WpdProjectsHost session={session} files={files} request={wpdRequest} {...(onDownload ? { onDownload } : {})} /> : null}
      <UserManualDialog isOpen={manualOpen} onOpenChange={setManualOpen} {...(manualHref ? { manualHref } : {})} />
    </section>
  );
}

import { lazy, useCallback, useMemo } from 'react';
import { Redo2, Undo2 } from 'lucide-react';
import type { DigitizerProps, DigitizerViewSource } from '../../editor/Digitizer';
import type { Axes, Dataset } from '../../editor/core/model/types';
import { DatasetValuesTable } from '../../editor/panels/DatasetValuesTable';
import { MetadataPreviewPopup } from '../../editor/panels/metadata';
import { findPage } from '../../editor/engine/projectAdapter';
import { shallowEqual, useSessionSelector, useSessionSelectorAfterFrame, type EditorSession, type EditorSnapshot } from '../../editor/session';
import { Button, IconButton } from '../../ui';
import { workspaceAxes, workspaceTexts } from './dataEntryRules';
import { WorkspaceTree, type WorkspaceTreeProps } from './WorkspaceTree';
import { useChangedRows } from './versionChanges';

/*
 * The parts of the workspace that show points, the selection or the view. Each follows its own
 * slice of the session, so a point added, a selection or a pan step renders these and not the
 * workspace around them (which follows the structure: graphs, datasets, flows, tools).
 */

const Digitizer = lazy(() => import('../../editor/Digitizer').then((m) => ({ default: m.Digitizer })));

const selectRevision = (s: EditorSnapshot) => s.revision;
const selectSelection = (s: EditorSnapshot) => s.selection;
const selectView = (s: EditorSnapshot) => s.view;
const selectHistory = ({ canUndo, canRedo, undoLabel, redoLabel }: EditorSnapshot) => ({ canUndo, canRedo, undoLabel, redoLabel });

export type SessionDigitizerProps = Omit<DigitizerProps, 'revision' | 'selection' | 'zoom' | 'center' | 'rotation' | 'viewSource' | 'onViewChange'> & { session: EditorSession };

/**
 * The canvas, with the document's revision and the selection read from the session. The view is
 * not a prop: the canvas follows the session's view by itself and stores its pan and zoom steps in
 * one change, so a wheel step renders no component of the canvas.
 */
export function SessionDigitizer({ session, ...props }: SessionDigitizerProps) {
  const revision = useSessionSelector(session, selectRevision);
  const selection = useSessionSelector(session, selectSelection);
  const viewSource = useMemo<DigitizerViewSource>(() => ({ getView: () => session.getSnapshot().view, subscribe: session.subscribe }), [session]);
  const onViewChange = useCallback((view: { zoom: number; center: { x: number; y: number } }) => session.setView(view), [session]);
  return <Digitizer {...props} revision={revision} selection={selection} viewSource={viewSource} onViewChange={onViewChange} />;
}

/** Undo and Redo of the page shown, named after the step they take; both off while `isDisabled`. */
export function HistoryButtons({ session, isDisabled = false }: { session: EditorSession; isDisabled?: boolean }) {
  const { canUndo, canRedo, undoLabel, redoLabel } = useSessionSelector(session, selectHistory, shallowEqual);
  const undo = useCallback(() => session.undo(), [session]);
  const redo = useCallback(() => session.redo(), [session]);
  return (
    <>
      <IconButton label={undoLabel ? `Undo ${undoLabel}` : 'Undo'} icon={<Undo2 />} isDisabled={isDisabled || !canUndo} onPress={undo} />
      <IconButton label={redoLabel ? `Redo ${redoLabel}` : 'Redo'} icon={<Redo2 />} isDisabled={isDisabled || !canRedo} onPress={redo} />
    </>
  );
}

export type SessionWorkspaceTreeProps = Omit<WorkspaceTreeProps, 'axes' | 'texts'> & { session: EditorSession };

/** The document's revision, taken after the frame that shows a change (see useSessionSelectorAfterFrame). */
export function useRevisionAfterFrame(session: EditorSession): number {
  return useSessionSelectorAfterFrame(session, selectRevision);
}

/** The Graph tree: its rows (and their point counts) read again after each change of the document has been drawn. */
export function SessionWorkspaceTree({ session, ...props }: SessionWorkspaceTreeProps) {
  const revision = useRevisionAfterFrame(session);
  const { document, file, page } = session.getSnapshot();
  const axes = useMemo(() => workspaceAxes(document, file, page), [document, revision, file, page]); // eslint-disable-line react-hooks/exhaustive-deps
  const texts = useMemo(() => workspaceTexts(document, file, page), [document, revision, file, page]); // eslint-disable-line react-hooks/exhaustive-deps
  return <WorkspaceTree axes={axes} texts={texts} {...props} />;
}

/** The active dataset's values, a row a point, following the points as they are added, moved or deleted. */
export function SessionValuesTable({ session, axes, dataset, caption, className }: { session: EditorSession; axes: Axes; dataset: Dataset; caption: string; className?: string }) {
  // The points are edited in place: the revision says when to read them again, once the canvas shows the change.
  useRevisionAfterFrame(session);
  const { file, page } = session.getSnapshot();
  const changed = useChangedRows(dataset.name, file, page);
  const rowNotes = useMemo(() => changed, [changed && [...changed].join('|')]); // eslint-disable-line react-hooks/exhaustive-deps
  return <DatasetValuesTable axes={axes} dataset={dataset} caption={caption} className={className} {...(rowNotes ? { rowNotes } : {})} />;
}

/** 'Edit tags of point N' for the selected point. */
export function SelectedPointButton({ session, onPress }: { session: EditorSession; onPress: () => void }) {
  const selection = useSessionSelectorAfterFrame(session, selectSelection);
  if (!selection) return null;
  return (
    <Button variant="secondary" onPress={onPress}>
      Edit tags of point {selection.index + 1}
    </Button>
  );
}

/** The selected point's tags, previewed beside it while no dialog is open. */
export function SelectedPointPreview({ session, clientOf }: { session: EditorSession; clientOf: (p: { x: number; y: number }) => { x: number; y: number } | null }) {
  const selection = useSessionSelector(session, selectSelection);
  useSessionSelector(session, selectRevision);
  useSessionSelector(session, selectView);
  const { document, file, page } = session.getSnapshot();
  const point = selection ? findPage(document, file, page)?.datasets.find((d) => d.name === selection.datasetId)?.points[selection.index] : undefined;
  const at = point?.metadata ? clientOf(point) : null;
  if (!point?.metadata || !at) return null;
  return <MetadataPreviewPopup metadata={point.metadata} anchor={{ x: at.x + 16, y: at.y + 16 }} />;
}

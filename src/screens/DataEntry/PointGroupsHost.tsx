import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { editIntentOf } from '../../editor/core/model/edits';
import type { Axes, Dataset, TagGroup } from '../../editor/core/model/types';
import type { Command } from '../../editor/core/undo';
import { pointGroupsLayer, type EngineLayer, type GroupedDataset } from '../../editor/engine/layers';
import { sceneFromProject } from '../../editor/engine/projectAdapter';
import { PointGroupSettingsDialog, PointGroupsPanel } from '../../editor/panels/pointGroups';
import {
  addGroupedPoint,
  deleteGraphPointGroup,
  deleteGroupedPoint,
  findTag,
  groupPointMetadata,
  groupValueAxis,
  moveGroupedPoint,
  POINT_GROUP_MESSAGES,
  pointGroupLabelOf,
  pointGroupLabels,
  refreshTuples,
  setPointGroups,
  supportsPointGroups,
  toleranceOf,
  tupleSyncState,
  type EditorSession,
} from '../../editor/session';
import { ConfirmDialog } from '../../ui';

export interface PointGroupsOptions {
  session: EditorSession;
  /** The graph being edited, if any. */
  axes: Axes | null;
  /** The dataset that receives points. */
  dataset: Dataset | null;
  /** Value tags a group may be named after. */
  valueTagNames: readonly string[];
  /** Where the group tags' uuids come from. */
  tagGroups: readonly TagGroup[];
}

export interface PointGroupsHost {
  /** The 'Point groups' section of the graph's Edit sidebar (null for graphs without point groups support). */
  panel: ReactNode;
  /** The settings popup and the delete-point confirmation. */
  dialogs: ReactNode;
  /**
   * Run a canvas command the point groups own: adding, moving and deleting points of a graph with
   * point groups rebuild its tuples in the same step, and deleting such a point asks first. Answers
   * false for the others, which the host runs as usual.
   */
  execute: (command: Command) => boolean;
  /** The canvas layer drawing grouped points (tuple lines and group shapes) of the page shown. */
  layers: readonly EngineLayer[];
}

const FLOW = 'pointGroups';

/**
 * Point groups in the data-entry workspace: the sidebar section, the settings popup (opened as the
 * session's 'pointGroups' flow) and the routing of canvas edits on graphs that have groups.
 */
export function usePointGroupsHost({ session, axes, dataset, valueTagNames, tagGroups }: PointGroupsOptions): PointGroupsHost {
  const [currentGroup, setCurrentGroup] = useState(0);
  const [pendingDelete, setPendingDelete] = useState<{ datasetName: string; index: number; label: string } | null>(null);
  const { flow, document, file, page, revision } = session.getSnapshot();
  const supported = axes !== null && supportsPointGroups(axes);
  const settings = supported ? (axes.metadata.pointGroups ?? null) : null;
  // The document is edited in place: read the labels on every render.
  const labels = settings ? pointGroupLabels(settings) : [];
  const group = currentGroup < labels.length ? currentGroup : 0;

  const execute = useCallback(
    (command: Command): boolean => {
      const intent = editIntentOf(command);
      if (!intent || intent.kind === 'moveCalibrationPoint') return false;
      const page = intent.page;
      const target = page.datasets.find((d) => d.name === intent.datasetName);
      const graph = target && page.axes.find((a) => a.name === target.axesName);
      const groups = graph?.metadata.pointGroups;
      if (!graph || !groups?.names.length) return false;
      if (intent.kind === 'addPoint') {
        const g = group;
        const point =
          g > 0 ? { ...intent.point, metadata: groupPointMetadata(intent.point.metadata, groupValueAxis(graph, groups.matchOn), findTag(tagGroups, groups.names[g]!)) } : intent.point;
        if (point.metadata === undefined) delete point.metadata;
        session.edit((ctx) => addGroupedPoint(ctx, intent.datasetName, point, g));
        // The next click goes to the next group: a tuple is clicked point after point.
        setCurrentGroup((g + 1) % groups.names.length);
        return true;
      }
      if (intent.kind === 'movePoint') {
        session.edit((ctx) => moveGroupedPoint(ctx, intent.datasetName, intent.index, intent.to));
        return true;
      }
      const index = intent.indices[0];
      if (index === undefined) return true;
      setPendingDelete({ datasetName: intent.datasetName, index, label: pointGroupLabelOf(graph, target.points[index]) ?? '' });
      return true;
    },
    [group, session, tagGroups],
  );

  const labelsData = axes?.metadata.axesLabelData;
  const bar = labelsData?.bar?.dataType ?? '';
  // The main group is the value axis' data type, which the popup's match option decides; without
  // labels the saved name stays.
  const byAxis = axes?.type === 'bar' ? { x: bar, y: bar } : { x: labelsData?.x?.dataType ?? '', y: labelsData?.y?.dataType ?? '' };
  const mainDataType = settings?.names[0] && !(byAxis.x && byAxis.y) ? settings.names[0] : byAxis;

  let syncNotice: string | null = null;
  if (settings?.names.length && dataset) {
    const state = tupleSyncState(dataset, settings);
    if (!state.inSync) syncNotice = POINT_GROUP_MESSAGES.outOfSync;
    else if (state.unmatched) syncNotice = POINT_GROUP_MESSAGES.unmatched(state.unmatched, settings.matchOn, toleranceOf(settings));
  }

  const panel = supported ? (
    <PointGroupsPanel
      labels={labels}
      currentGroup={group}
      onCurrentGroupChange={setCurrentGroup}
      syncNotice={syncNotice}
      onRefreshTuples={() => session.edit((ctx) => refreshTuples(ctx, axes.name))}
      onOpenSettings={() => session.setFlow({ name: FLOW, target: axes.name })}
    />
  ) : null;

  const open = supported && flow?.name === FLOW && flow.target === axes.name;
  const backToEdit = () => axes && session.setFlow({ name: 'editGraph', step: 'edit', target: axes.name });
  const dialogs = (
    <>
      {open ? (
        <PointGroupSettingsDialog
          isOpen
          graphName={axes.name}
          mainDataType={mainDataType}
          settings={settings}
          valueTagNames={valueTagNames}
          onSave={(next) => {
            session.edit((ctx) => setPointGroups(ctx, axes.name, next));
            backToEdit();
          }}
          onDeleteGroup={(g) => {
            session.edit((ctx) => deleteGraphPointGroup(ctx, axes.name, g));
            setCurrentGroup(0);
          }}
          onCancel={backToEdit}
        />
      ) : null}
      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title="Delete point"
        message={POINT_GROUP_MESSAGES.deletePoint(pendingDelete?.label ?? '')}
        tone="danger"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => {
          const p = pendingDelete;
          setPendingDelete(null);
          if (!p) return;
          session.edit((ctx) => deleteGroupedPoint(ctx, p.datasetName, p.index));
          const sel = session.getSnapshot().selection;
          if (sel?.datasetId === p.datasetName) session.setSelection(null);
        }}
        onCancel={() => setPendingDelete(null)}
        onOpenChange={(o) => !o && setPendingDelete(null)}
      />
    </>
  );

  // Rebuilt only when the document (its revision), file or page changes.
  const layers = useMemo(() => {
    const grouped = groupedDatasetsOf(document, file, page);
    return grouped.length ? [pointGroupsLayer(grouped)] : [];
  }, [document, revision, file, page]); // eslint-disable-line react-hooks/exhaustive-deps

  return { panel, dialogs, execute, layers };
}

/**
 * The datasets of the page shown that belong to a graph with point groups, in the colours the
 * Digitizer gives their markers (the workspace shows other pages' items, so the palette counts them).
 */
function groupedDatasetsOf(document: ReturnType<EditorSession['getSnapshot']>['document'], file: number, page: number): GroupedDataset[] {
  const scene = sceneFromProject(document, { file, page, activeDataset: null, activeAxes: null, pendingCalibration: [], calibrationType: 'xy', showOffPage: true });
  const colors = new Map(scene.datasets.filter((d) => !d.offPage).map((d) => [d.id, d.color]));
  const pd = document.pages.find((p) => p.file === file && p.page === page);
  return (pd?.datasets ?? [])
    .filter((d) => d.pointGroups.length > 1)
    .map((d) => ({ color: colors.get(d.name) ?? '#000000', points: d.points, tuples: d.tuples }));
}

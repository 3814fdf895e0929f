import { useCallback, useEffect, useMemo, useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import { barDirectionOf, barGrowthOf, buildBarHeaders, headerCentre, headerHasData, BAR_LIMITS, BAR_MESSAGES, type Vec } from '../../editor/core/barHeaders';
import { deepestValue } from '../../editor/core/compositeKey';
import type { Axes, BarHeaders, DataPoint, Dataset, PointMetadata, TagGroup } from '../../editor/core/model/types';
import { comboboxTagGroups, metadataRows } from '../../editor/core/tagging';
import { barHeadersLayer, type BarLayerMode, type EngineLayer } from '../../editor/engine/layers';
import { findPage } from '../../editor/engine/projectAdapter';
import {
  BarCategoricalAxesInfo,
  BarEditModeSidebar,
  BarHeaderCalibrationSidebar,
  BarHeaderCountSidebar,
  BarHeaderMetadataSidebar,
  EditBarGraphSidebar,
  type BarEditMode,
} from '../../editor/panels/bar/BarSidebars';
import { BAR_EDIT_MODES, BAR_HEADERS_FLOW, barFlowLeftBehind, barWizardReducer, initialBarWizard, isCanvasLocked } from '../../editor/panels/bar/barWizard';
import { MetadataDialog } from '../../editor/panels/metadata';
import {
  addBarCategory,
  findInstanceUuid,
  lockBarHeaders,
  moveBarCorner,
  moveBarDivider,
  removeBarCategory,
  setBarHeaderMetadata,
  withBarHeaderRows,
  type EditorSession,
} from '../../editor/session';

/*
 * A bar graph in the data-entry workspace: the bar-header wizard after a new bar graph's labels
 * (corners, count, header metadata, then the Add dataset dialog), and Edit Bar Graph with its
 * canvas modes. The wizard's steps are a pure state machine (barWizard); the headers are saved in
 * the document with session commands, one undo step each. The workspace mounts what this returns:
 * the canvas layer, the sidebar and the dialogs.
 */

export { BAR_HEADERS_FLOW };

export interface BarGraphHostOptions {
  session: EditorSession;
  /** The active bar graph, or null. */
  axes: Axes | null;
  tagGroups: readonly TagGroup[];
  multipleTagGroups: boolean;
  newUuid: () => string;
  /** The 'update data points on bar header edit' flag. */
  updatePointsOnHeaderEdit: boolean;
  /** Where the canvas is: the metadata dialog opens beside the header. */
  canvasRef: RefObject<HTMLElement | null>;
  /** Screen position of an image point, or null while the canvas has no view. */
  clientOf: (p: Vec) => Vec | null;
  /** Edit Bar Graph's actions the workspace owns. */
  onSetDataTypes: () => void;
  onSetValues: () => void;
  onSetStudyBranches: () => void;
  onClearAll: () => void;
  onClearAllTags: () => void;
  onClose: () => void;
  /** The new graph is taken out (Cancel in its first wizard step). */
  onCancelNew: () => void;
}

export interface BarGraphHost {
  /** Layers for the canvas (empty when no bar graph is active). */
  layers: readonly EngineLayer[];
  /** The sidebar, or null when the workspace's own sidebar shows. */
  sidebar: ReactNode;
  /** Dialogs and popups. */
  overlay: ReactNode;
  /** The 'e' key: edit the category labels of the active bar graph. */
  editLabels: () => void;
}

/** A header's label: the last part of its study branch, else its first value. */
export function headerLabel(metadata: PointMetadata | undefined): string {
  if (!metadata) return '';
  if (metadata.compositeKey) return deepestValue(metadata.compositeKey) ?? '';
  const first = metadataRows(metadata).find(({ entry }) => entry.value !== null && entry.value !== '');
  return first ? String(first.entry.value) : '';
}

/** A new bar point's metadata with the header rows of the category it stands on. */
export function barPointMetadata(axes: Axes, dataset: Dataset, point: DataPoint): DataPoint {
  if (axes.type !== 'bar' || !axes.metadata.barHeaders) return point;
  return { ...point, metadata: withBarHeaderRows(point.metadata, axes.metadata.barHeaders, point, dataset.metadata.studyData?.compositeKey) };
}

export function useBarGraphHost(o: BarGraphHostOptions): BarGraphHost {
  const { session } = o;
  const snap = session.getSnapshot();
  const flow = snap.flow;
  const axes = o.axes?.type === 'bar' ? o.axes : null;
  const [wizard, dispatch] = useReducer(barWizardReducer, undefined, initialBarWizard);
  const [info, setInfo] = useState(false);
  const [modeMessage, setModeMessage] = useState<string | null>(null);
  const [selectedDivider, setSelectedDivider] = useState<number | null>(null);
  const wizardKey = useRef<string | null>(null);

  const inWizard = !!axes && flow?.name === BAR_HEADERS_FLOW && flow.target === axes.name;
  const editStep = axes && flow?.name === 'editGraph' && flow.target === axes.name ? flow.step : axes && flow === null ? 'edit' : null;
  const editMode = BAR_EDIT_MODES.includes(editStep as BarEditMode) ? (editStep as BarEditMode) : null;
  const editingHeaders = editStep === 'headers';
  const headers: BarHeaders | null = axes?.metadata.barHeaders ?? null;
  const opts = { updatePoints: o.updatePointsOnHeaderEdit };

  // A new wizard starts afresh.
  useEffect(() => {
    const key = inWizard ? `${axes!.name}:${flow!.step}` : null;
    if (key && key !== wizardKey.current) dispatch({ type: 'reset' });
    wizardKey.current = key;
  }, [inWizard, axes, flow]);

  // Another graph became the active one: the wizard or header step of the graph left behind closes.
  useEffect(() => {
    const now = session.getSnapshot();
    if (!barFlowLeftBehind(now.flow, now.activeAxes)) return;
    session.setFlow(null);
    session.setTool('addPoints');
  }, [session, flow, snap.activeAxes]);

  // Out of the wizard and the header steps nothing of theirs is left over (an open dialog, a pending header).
  const wizardInUse = inWizard || editStep === 'headers';
  useEffect(() => {
    if (!wizardInUse) dispatch({ type: 'reset' });
  }, [wizardInUse]);

  // After a header gets data, the next header without metadata opens after 200 ms.
  useEffect(() => {
    if (wizard.pendingNext === null) return;
    const timer = window.setTimeout(() => dispatch({ type: 'nextHeaderDue' }), BAR_LIMITS.nextHeaderDelayMs);
    return () => window.clearTimeout(timer);
  }, [wizard.pendingNext]);

  // Undoing the count takes the headers away: the wizard starts again from the corners.
  useEffect(() => {
    if (inWizard && wizard.step === 'metadata' && !headers) dispatch({ type: 'reset' });
  }, [inWizard, wizard.step, headers]);

  // The wizard's last step is the new graph's Add dataset dialog.
  useEffect(() => {
    if (wizard.step !== 'dataset' || !axes) return;
    dispatch({ type: 'reset' });
    if (inWizard && flow?.step === 'new') session.setFlow({ name: 'datasets', step: 'new', target: axes.name });
    else session.setFlow({ name: 'editGraph', step: 'edit', target: axes.name });
  }, [wizard.step, axes, inWizard, flow, session]);

  const toEdit = useCallback(() => {
    setModeMessage(null);
    setSelectedDivider(null);
    if (axes) session.setFlow({ name: 'editGraph', step: 'edit', target: axes.name });
    session.setTool('addPoints');
  }, [axes, session]);

  const enterEditStep = (step: string) => {
    if (!axes) return;
    setModeMessage(null);
    session.setFlow({ name: 'editGraph', step, target: axes.name });
    session.setTool(step === 'adjustBarAxis' ? 'adjustPositions' : 'adjustPoints');
  };

  const metadataStep = (inWizard && wizard.step === 'metadata') || editingHeaders;
  const locked = isCanvasLocked(wizard);
  const labels = useMemo(() => headers?.headers.map((h) => headerLabel(h.metadata)) ?? [], [headers]);

  const layerMode: BarLayerMode | null = !axes
    ? null
    : inWizard
      ? wizard.step === 'corners'
        ? 'corners'
        : wizard.step === 'metadata'
          ? 'headers'
          : 'view'
      : editingHeaders
        ? 'headers'
        : editMode === 'adjustCategoricalAxis'
          ? 'adjust'
          : editMode === 'addCategory' || editMode === 'removeCategory'
            ? editMode
            : 'view';

  const edit = useCallback(
    (build: Parameters<EditorSession['edit']>[0]) => {
      session.edit(build);
    },
    [session],
  );
  /** The context commands are built in, to try an edit that may not apply (null) before making it. */
  const currentCtx = () => {
    const s = session.getSnapshot();
    return { document: session.document, pageIndex: session.document.pages.indexOf(findPage(session.document, s.file, s.page)!) };
  };

  const layers = useMemo<readonly EngineLayer[]>(() => {
    if (!axes || !layerMode) return [];
    if (layerMode !== 'corners' && !headers) return [];
    return [
      barHeadersLayer({
        mode: layerMode,
        headers: layerMode === 'corners' ? null : headers,
        corners: { p1: wizard.p1, p2: wizard.p2, selected: wizard.selected },
        selectedHeader: wizard.open,
        locked,
        labels,
        onCornerClick: (at, zoom) => dispatch({ type: 'click', at, zoom }),
        onCornerDrag: (to) => dispatch({ type: 'moveSelected', to }),
        onHeaderClick: (index) => dispatch({ type: 'headerClick', index }),
        selectedDivider,
        onDividerSelect: setSelectedDivider,
        onDividerDrop: (index, to) => {
          if (moveBarDivider(currentCtx(), axes.name, index, to, opts)) edit((ctx) => moveBarDivider(ctx, axes.name, index, to, opts)!);
        },
        onCornerDrop: (which, to) => edit((ctx) => moveBarCorner(ctx, axes.name, which, to, opts)),
        onCategoryClick: (at) => {
          const build = editMode === 'addCategory' ? addBarCategory : removeBarCategory;
          if (!build(currentCtx(), axes.name, at, opts)) {
            setModeMessage(editMode === 'addCategory' ? BAR_MESSAGES.addTooClose : BAR_MESSAGES.removeBlocked);
            return;
          }
          edit((ctx) => build(ctx, axes.name, at, opts)!);
          // Both return to edit mode.
          toEdit();
        },
      }),
    ];
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [axes, layerMode, headers, wizard.p1, wizard.p2, wizard.selected, wizard.open, locked, labels, editMode, selectedDivider, snap.revision]);

  const countDone = () => {
    if (!axes) return;
    const next = barWizardReducer(wizard, { type: 'countDone' });
    if (next.step === 'metadata') {
      const built = buildBarHeaders(wizard.p1 ?? undefined, wizard.p2 ?? undefined, Number(wizard.countText.trim()), barDirectionOf(axes), barGrowthOf(axes));
      edit((ctx) => lockBarHeaders(ctx, axes.name, built));
    }
    dispatch({ type: 'countDone' });
  };

  const openHeaders = () => {
    if (!axes || !headers) return;
    enterEditStep('headers');
    dispatch({ type: 'startMetadata' });
  };

  // ---- Sidebar ----
  let sidebar: ReactNode = null;
  if (axes && inWizard) {
    if (wizard.step === 'corners')
      sidebar = (
        <BarHeaderCalibrationSidebar
          graphName={axes.name}
          placed={(wizard.p1 ? 1 : 0) + (wizard.p2 ? 1 : 0)}
          selected={wizard.selected}
          onInfo={() => setInfo(true)}
          onNext={() => dispatch({ type: 'cornersDone' })}
          onCancel={() => {
            dispatch({ type: 'reset' });
            if (flow?.step === 'new') o.onCancelNew();
            else toEdit();
          }}
        />
      );
    else if (wizard.step === 'count')
      sidebar = (
        <BarHeaderCountSidebar value={wizard.countText} error={wizard.countError} onChange={(text) => dispatch({ type: 'countText', text })} onBack={() => dispatch({ type: 'back' })} onComplete={countDone} />
      );
  }
  if (axes && metadataStep && headers)
    sidebar = (
      <BarHeaderMetadataSidebar
        headers={headers.headers.map((h) => ({ label: headerLabel(h.metadata), hasData: headerHasData(h) }))}
        open={wizard.open}
        locked={locked}
        error={wizard.error}
        onOpenHeader={(index) => dispatch({ type: 'headerClick', index })}
        onNext={() => dispatch({ type: 'metadataDone', headers })}
        {...(editingHeaders ? { onBack: toEdit } : {})}
      />
    );
  if (axes && !inWizard && !metadataStep && editStep) {
    if (editMode)
      sidebar = (
        <BarEditModeSidebar
          mode={editMode}
          message={modeMessage}
          onCancel={toEdit}
          {...(editMode === 'adjustBarAxis' || editMode === 'adjustCategoricalAxis' ? { onComplete: toEdit } : {})}
        />
      );
    else if (editStep === 'edit')
      sidebar = (
        <EditBarGraphSidebar
          graphName={axes.name}
          canRemoveCategory={!!headers && headers.headerDividers.length > 2}
          onAdjustBarAxis={() => enterEditStep('adjustBarAxis')}
          onSetDataTypes={o.onSetDataTypes}
          onSetValues={o.onSetValues}
          onAdjustCategoricalAxis={() => (headers ? enterEditStep('adjustCategoricalAxis') : session.setFlow({ name: BAR_HEADERS_FLOW, step: 'existing', target: axes.name }))}
          onAddCategory={() => (headers ? enterEditStep('addCategory') : session.setFlow({ name: BAR_HEADERS_FLOW, step: 'existing', target: axes.name }))}
          onRemoveCategory={() => enterEditStep('removeCategory')}
          onEditHeaders={() => (headers ? openHeaders() : session.setFlow({ name: BAR_HEADERS_FLOW, step: 'existing', target: axes.name }))}
          onSetStudyBranches={o.onSetStudyBranches}
          onClearAll={o.onClearAll}
          onClearAllTags={o.onClearAllTags}
          onInfo={() => setInfo(true)}
          onClose={o.onClose}
        />
      );
  }

  // ---- The header metadata dialog ----
  let dialog: ReactNode = null;
  const open = wizard.open;
  const header = open !== null ? headers?.headers[open] : undefined;
  if (axes && headers && open !== null && header) {
    const offered = comboboxTagGroups(o.tagGroups);
    const itemGroup = header.metadata?.tagGroup?.uuid ?? snap.tagging.tagGroupUuid;
    const first = o.tagGroups.find((g) => g.uuid === itemGroup) ?? offered[0];
    const groups = first ? [first, ...(o.multipleTagGroups ? offered.filter((g) => g.uuid !== first.uuid) : [])] : [];
    const centre = o.clientOf(headerCentre(headers, open));
    const r = o.canvasRef.current?.getBoundingClientRect();
    const anchor = centre ?? (r ? { x: r.left + r.width / 2, y: r.top + r.height / 3 } : { x: 200, y: 200 });
    const save = (metadata: PointMetadata | undefined) => {
      let next = metadata;
      const group = next?.tagGroup;
      if (next && group && !group.instanceUuid)
        next = { ...next, tagGroup: { ...group, instanceUuid: findInstanceUuid(session.document, next.compositeKey ?? '', group.uuid) ?? o.newUuid() } };
      edit((ctx) => setBarHeaderMetadata(ctx, axes.name, open, next, opts));
      const after = findPage(session.document, snap.file, snap.page)?.axes.find((a) => a.name === axes.name)?.metadata.barHeaders;
      if (after) dispatch({ type: 'headerSaved', headers: after });
      else dispatch({ type: 'headerDismissed' });
    };
    if (groups.length)
      dialog = (
        <MetadataDialog
          key={`${axes.name}:${open}`}
          anchor={anchor}
          axisType="barGraphHeader"
          tagGroups={groups}
          multipleTagGroups={o.multipleTagGroups}
          {...(header.metadata ? { initial: header.metadata } : {})}
          studyKeys={(session.document.studyTree ?? []).map((e) => e.compositeKey)}
          title={`Category ${open + 1} metadata`}
          onConfirm={(metadata) => save(metadataRows(metadata).length || metadata.compositeKey ? metadata : undefined)}
          onDismiss={() => dispatch({ type: 'headerDismissed' })}
          onDelete={() => save(undefined)}
        />
      );
  }

  const overlay = (
    <>
      {dialog}
      <BarCategoricalAxesInfo isOpen={info} onClose={() => setInfo(false)} />
    </>
  );
  /** 'e' on a bar graph: edit its category labels (the headers), or set them up when it has none. */
  const editLabels = () => {
    if (!axes || inWizard) return;
    if (headers) openHeaders();
    else session.setFlow({ name: BAR_HEADERS_FLOW, step: 'existing', target: axes.name });
  };

  return { layers, sidebar, overlay, editLabels };
}

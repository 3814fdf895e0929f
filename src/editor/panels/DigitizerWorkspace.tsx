import { useEffect, useMemo, useRef, useState } from 'react';
import { Digitizer, type DigitizerFile, type ToolName, type Vec } from '../Digitizer';
import { nextAxesName } from '../core/model/names';
import type { Axes, AxisLabel, Dataset, Project } from '../core/model/types';
import { saveProject } from '../core/project';
import { findPage } from '../engine/projectAdapter';
import { rotateBy, zoomIn, zoomOut } from '../engine/viewTransform';
import { PAGE_MESSAGES } from '../pages/errors';
import { PageNavigator } from '../pages/PageNavigator';
import { addAxesWithDataset, EditorSession, setAxesMetadata, setAxisValues, useEditorSession, useSessionUndoKeys } from '../session';
import { Button, Dialog, Stack, ToggleButton, Toolbar, ToolbarGroup, ToolbarSeparator } from '../../ui';
import { AxesLabelDialog } from './AxesLabelDialog';
import { DatasetValuesTable } from './DatasetValuesTable';
import { BarCalibrationDialog, calibrationValuesOf, XYCalibrationDialog, type BarCalibrationResult, type XYCalibrationResult } from './CalibrationDialogs';
import { EditGraphSidebar } from './EditGraphSidebar';
import * as styles from './panels.css';

export interface DigitizerWorkspaceProps {
  files: readonly DigitizerFile[];
  /** The open extraction the workbench edits: its document, undo, view, tool, selection and flow. @default a session on `initialProject` */
  session?: EditorSession;
  /** The document of the session made when none is given; starts empty when omitted. */
  initialProject?: Project;
  /** Value tags offered as axis data types. */
  valueTagNames?: readonly string[];
  /** The zoom a view still fitting the page starts at. @default 1 */
  initialZoom?: number | 'fit';
  /** Called with the session's document after every edit, undo and redo. */
  onProjectChange?: (project: Project) => void;
}

type Kind = 'xy' | 'bar';

const ACQUIRE_TOOLS: { tool: ToolName; label: string }[] = [
  { tool: 'addPoints', label: 'Add points' },
  { tool: 'adjustPoints', label: 'Adjust points' },
  { tool: 'deletePoints', label: 'Delete points' },
  { tool: 'selectText', label: 'Select text' },
];

const kindOf = (a: Pick<Axes, 'type'> | null | undefined): Kind => (a?.type === 'bar' ? 'bar' : 'xy');
const isKind = (value: string | undefined): value is Kind => value === 'xy' || value === 'bar';

/** A session on a project (a copy of it), or on an empty one. */
export function sessionOfProject(project?: Project): EditorSession {
  return new EditorSession({ document: project ? saveProject(project) : null, version: 0 });
}

/**
 * The XY and bar digitizing flow around the Digitizer: calibrate, give values, label the axes,
 * collect points, edit the graph. Runs on an EditorSession as the data-entry screen does: the
 * session holds the document, its undo per file and page, the view, the tool, the selection and
 * the open step of the flow; edits are the session's commands.
 */
export function DigitizerWorkspace({ files, session: given, initialProject, valueTagNames, initialZoom = 1, onProjectChange }: DigitizerWorkspaceProps) {
  const session = useMemo(() => {
    if (given) return given;
    const made = sessionOfProject(initialProject);
    if (initialZoom !== 'fit') made.setView({ zoom: initialZoom });
    return made;
  }, [given, initialProject]); // eslint-disable-line react-hooks/exhaustive-deps
  const snap = useEditorSession(session);
  const { document, file, page, tool, flow, view } = snap;
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [crosshair, setCrosshair] = useState(false);
  const [magnifier, setMagnifier] = useState(false);
  // Calibration clicks not yet given values, and a new graph waiting for its labels (it joins the document with them).
  const [pending, setPending] = useState<Vec[]>([]);
  const [newAxes, setNewAxes] = useState<Axes | null>(null);
  const [invalidFile, setInvalidFile] = useState<string | null>(null);
  const [selectedText, setSelectedText] = useState('');

  useEffect(() => {
    // A session given by the host starts at `initialZoom` too, unless it already shows a zoom.
    if (initialZoom !== 'fit' && session.getSnapshot().view.zoom === 'fit') session.setView({ zoom: initialZoom });
    // Only the first view: later changes come from the user.
  }, [session]); // eslint-disable-line react-hooks/exhaustive-deps

  const projectChanged = useRef(onProjectChange);
  useEffect(() => {
    projectChanged.current = onProjectChange;
  });
  useEffect(
    () =>
      session.onChange((change) => {
        if (change.kind === 'edit' || change.kind === 'undo' || change.kind === 'redo' || change.kind === 'rebased') projectChanged.current?.(session.document);
      }),
    [session],
  );

  // Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z (or Ctrl+Y), except in text fields and dialogs.
  useSessionUndoKeys(session);

  const pd = findPage(document, file, page);
  const axes = pd?.axes.find((a) => a.name === snap.activeAxes) ?? null;
  const dataset: Dataset | null =
    pd?.datasets.find((d) => d.name === snap.activeDataset && d.axesName === snap.activeAxes) ?? pd?.datasets.find((d) => d.axesName === snap.activeAxes) ?? null;
  const calibrating = flow?.name === 'calibrate' ? flow : null;
  const calibratingKind: Kind = isKind(calibrating?.target) ? calibrating.target : 'xy';

  const startCalibration = (kind: Kind) => {
    setPending([]);
    session.setSelection(null);
    session.setFlow({ name: 'calibrate', step: 'points', target: kind });
    session.setTool('calibrate');
  };

  const finishFlow = (axesName?: string) => {
    session.setFlow(axesName ? { name: 'editGraph', step: 'edit', target: axesName } : null);
    session.setTool('addPoints');
  };

  const onValues = (kind: Kind, result: XYCalibrationResult | BarCalibrationResult, axesName?: string) => {
    if (axesName) {
      // 'Set values' on an existing graph: same pixels, new values.
      session.edit((ctx) => setAxisValues(ctx, axesName, result.calibrationPoints, result.options));
      finishFlow(axesName);
      return;
    }
    const taken = document.pages.flatMap((p) => p.axes.map((a) => a.name));
    const name = nextAxesName(kind, taken);
    setNewAxes({ type: kind, name, options: result.options, calibrationPoints: result.calibrationPoints, metadata: {} } as Axes);
    session.setFlow({ name: 'labels', step: 'new', target: name });
  };

  const labelsFlow = flow?.name === 'labels' ? flow : null;
  const labelAxes = !labelsFlow ? undefined : labelsFlow.step === 'new' ? (newAxes?.name === labelsFlow.target ? newAxes : undefined) : pd?.axes.find((a) => a.name === labelsFlow.target);

  const onLabels = (labels: Partial<Record<'x' | 'y' | 'bar', AxisLabel>>) => {
    if (!labelsFlow || !labelAxes) return;
    const metadata = { ...labelAxes.metadata, axesLabelData: { ...labelAxes.metadata.axesLabelData, ...labels } };
    const name = labelAxes.name;
    if (labelsFlow.step === 'new') {
      const first: Dataset = { name: `${name} data`, axesName: name, metadata: { name: `${name} data` }, points: [], metadataKeys: [], pointGroups: [], tuples: [] };
      session.edit((ctx) => addAxesWithDataset(ctx, { ...labelAxes, metadata }, first));
      setNewAxes(null);
      setPending([]);
      session.setActiveAxes(name);
      session.setActiveDataset(first.name);
    } else {
      session.edit((ctx) => setAxesMetadata(ctx, name, metadata));
    }
    finishFlow(name);
  };

  const cancelLabels = () => {
    // Leaving the label popup of a new graph keeps nothing of it.
    if (labelsFlow?.step === 'new') {
      setNewAxes(null);
      setPending([]);
      session.setFlow(null);
      return;
    }
    session.setFlow(labelsFlow?.target ? { name: 'editGraph', step: 'edit', target: labelsFlow.target } : null);
  };

  const valuesFlow = flow?.name === 'values' ? flow : null;
  const valuesKind: Kind = isKind(valuesFlow?.step) ? valuesFlow.step : 'xy';
  const valuesAxes = valuesFlow?.target ? (pd?.axes.find((a) => a.name === valuesFlow.target) ?? null) : null;
  const cancelValues = () => {
    setPending([]);
    finishFlow(valuesFlow?.target);
  };
  // The active graph's sidebar shows unless another step (calibrating, values, labels) has the stage.
  const editingAxes = axes && (flow === null || (flow.name === 'editGraph' && flow.target === axes.name)) ? axes : null;
  const numericZoom = typeof view.zoom === 'number' ? view.zoom : 1;

  return (
    <div className={styles.workspace}>
      <Stack gap="sm">
        <PageNavigator
          files={files}
          file={file}
          page={page}
          pageCount={pageCount}
          onChange={(f, p) => {
            if (f !== file) setPageCount(null);
            session.setLocation(f, p);
            session.setActiveAxes(null);
            session.setActiveDataset(null);
            session.setFlow(null);
          }}
        />
        <Toolbar aria-label="Digitizer tools">
          <ToolbarGroup aria-label="New graph">
            <Button size="small" variant="secondary" onPress={() => startCalibration('xy')}>
              New XY graph
            </Button>
            <Button size="small" variant="secondary" onPress={() => startCalibration('bar')}>
              New bar graph
            </Button>
          </ToolbarGroup>
          <ToolbarSeparator />
          <ToolbarGroup aria-label="Acquire">
            {ACQUIRE_TOOLS.map((t) => (
              <ToggleButton key={t.tool} size="small" isSelected={tool === t.tool} onChange={() => session.setTool(t.tool)}>
                {t.label}
              </ToggleButton>
            ))}
          </ToolbarGroup>
          <ToolbarSeparator />
          <ToolbarGroup aria-label="View">
            <Button size="small" variant="secondary" onPress={() => session.setView({ zoom: zoomIn(numericZoom) })}>
              Zoom in
            </Button>
            <Button size="small" variant="secondary" onPress={() => session.setView({ zoom: zoomOut(numericZoom) })}>
              Zoom out
            </Button>
            <Button size="small" variant="secondary" onPress={() => session.setView({ zoom: 'fit', center: null })}>
              Fit
            </Button>
            <Button size="small" variant="secondary" onPress={() => session.setView({ zoom: 1, center: null })}>
              100%
            </Button>
            <Button size="small" variant="secondary" onPress={() => session.setView({ rotation: rotateBy(view.rotation, -90) })}>
              Rotate left
            </Button>
            <Button size="small" variant="secondary" onPress={() => session.setView({ rotation: rotateBy(view.rotation, 90) })}>
              Rotate right
            </Button>
            <ToggleButton size="small" isSelected={crosshair} onChange={setCrosshair}>
              Crosshair
            </ToggleButton>
            <ToggleButton size="small" isSelected={magnifier} onChange={setMagnifier}>
              Magnifier
            </ToggleButton>
          </ToolbarGroup>
          <ToolbarSeparator />
          <ToolbarGroup aria-label="History">
            <Button size="small" variant="secondary" isDisabled={!snap.canUndo} onPress={() => session.undo()}>
              Undo
            </Button>
            <Button size="small" variant="secondary" isDisabled={!snap.canRedo} onPress={() => session.redo()}>
              Redo
            </Button>
          </ToolbarGroup>
        </Toolbar>
        <div className={styles.canvasArea}>
          <Digitizer
            aria-label="Figure digitizer"
            files={files}
            file={file}
            page={page}
            model={document}
            revision={snap.revision}
            tool={tool}
            zoom={view.zoom}
            rotation={view.rotation}
            center={view.center}
            selection={snap.selection}
            activeDataset={dataset?.name ?? null}
            activeAxes={axes?.name ?? null}
            calibrationType={calibrating ? calibratingKind : kindOf(axes)}
            pendingCalibration={pending}
            crosshair={crosshair}
            magnifier={magnifier}
            onCommand={(command) => session.execute(command)}
            onToolChange={(t) => (t === 'calibrate' ? startCalibration(calibratingKind) : session.setTool(t))}
            onSelectionChange={(s) => session.setSelection(s)}
            onZoomChange={(zoom) => session.setView({ zoom })}
            onCenterChange={(center) => session.setView({ center })}
            onRotationChange={(rotation) => session.setView({ rotation })}
            onCrosshairChange={setCrosshair}
            onPendingCalibrationChange={setPending}
            onCalibrationPointsCollected={(points) => {
              setPending(points);
              session.setFlow({ name: 'values', step: calibratingKind });
            }}
            onDocumentLoad={(info) => setPageCount(info.pageCount)}
            onError={(error) => setInvalidFile(error.code === 'invalid-file' ? (files[file]?.name ?? '') : null)}
            onTextSelected={setSelectedText}
          />
        </div>
        {selectedText && <p>Selected text: {selectedText}</p>}
      </Stack>

      <Stack gap="md">
        {editingAxes && (
          <EditGraphSidebar
            graphName={editingAxes.name}
            kind={kindOf(editingAxes)}
            mode={flow?.step === 'adjustAxisPoints' ? 'adjustAxisPoints' : 'edit'}
            onAdjustPositions={() => {
              session.setFlow({ name: 'editGraph', step: 'adjustAxisPoints', target: editingAxes.name });
              session.setTool('adjustPositions');
            }}
            onSetDataTypes={() => session.setFlow({ name: 'labels', step: 'edit', target: editingAxes.name })}
            onSetValues={() => session.setFlow({ name: 'values', step: kindOf(editingAxes), target: editingAxes.name })}
            onClose={() => {
              session.setFlow(null);
              session.setActiveAxes(null);
              session.setActiveDataset(null);
              session.setSelection(null);
            }}
            onComplete={() => finishFlow(editingAxes.name)}
          />
        )}
        {!axes && pd && pd.axes.length > 0 && (
          <Stack gap="xs" aria-label="Graphs on this page" role="group">
            {pd.axes.map((a) => (
              <Button
                key={a.name}
                size="small"
                variant="secondary"
                onPress={() => {
                  session.setActiveAxes(a.name);
                  session.setActiveDataset(pd.datasets.find((d) => d.axesName === a.name)?.name ?? null);
                }}
              >
                Edit {a.name}
              </Button>
            ))}
          </Stack>
        )}
        {dataset && axes && <DatasetValuesTable axes={axes} dataset={dataset} className={styles.valuesTable} />}
      </Stack>

      {valuesFlow && valuesKind === 'xy' && (
        <XYCalibrationDialog
          isOpen
          points={valuesAxes ? valuesAxes.calibrationPoints.map((c) => ({ x: c.px, y: c.py })) : pending}
          initial={valuesAxes ? (calibrationValuesOf(valuesAxes) as never) : undefined}
          onConfirm={(r) => onValues('xy', r, valuesFlow.target)}
          onCancel={cancelValues}
        />
      )}
      {valuesFlow && valuesKind === 'bar' && (
        <BarCalibrationDialog
          isOpen
          points={valuesAxes ? valuesAxes.calibrationPoints.map((c) => ({ x: c.px, y: c.py })) : pending}
          initial={valuesAxes ? (calibrationValuesOf(valuesAxes) as never) : undefined}
          onConfirm={(r) => onValues('bar', r, valuesFlow.target)}
          onCancel={cancelValues}
        />
      )}
      {labelsFlow && labelAxes && (
        <AxesLabelDialog
          isOpen
          axes={labelAxes.type === 'bar' ? ['bar'] : ['x', 'y']}
          valueTagNames={valueTagNames}
          initial={labelAxes.metadata.axesLabelData}
          onSave={onLabels}
          onCancel={cancelLabels}
        />
      )}
      <Dialog
        title="Invalid file"
        isOpen={invalidFile !== null}
        onOpenChange={(open) => !open && setInvalidFile(null)}
        maxWidth={500}
        actions={(close) => <Button onPress={close}>OK</Button>}
      >
        <p>
          {invalidFile ? `${invalidFile}: ` : ''}
          {PAGE_MESSAGES.invalidFileText}
        </p>
      </Dialog>
    </div>
  );
}

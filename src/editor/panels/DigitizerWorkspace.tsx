import { useMemo, useReducer, useState } from 'react';
import { Digitizer, type DigitizerFile, type PointRef, type Rotation, type ToolName, type Vec } from '../Digitizer';
import { nextAxesName } from '../core/model/names';
import { createProject, getPage, type Axes, type AxisLabel, type Dataset, type Project } from '../core/model/types';
import { command, UndoManager, type Command } from '../core/undo';
import { findPage } from '../engine/projectAdapter';
import { rotateBy, zoomIn, zoomOut } from '../engine/viewTransform';
import { PAGE_MESSAGES } from '../pages/errors';
import { PageNavigator } from '../pages/PageNavigator';
import { Button, Dialog, Stack, ToggleButton, Toolbar, ToolbarGroup, ToolbarSeparator } from '../../ui';
import { AxesLabelDialog } from './AxesLabelDialog';
import { DatasetValuesTable } from './DatasetValuesTable';
import { BarCalibrationDialog, XYCalibrationDialog, type BarCalibrationResult, type XYCalibrationResult } from './CalibrationDialogs';
import { EditGraphSidebar } from './EditGraphSidebar';
import * as styles from './panels.css';

export interface DigitizerWorkspaceProps {
  files: readonly DigitizerFile[];
  /** Starts empty when omitted. */
  initialProject?: Project;
  /** Value tags offered as axis data types. */
  valueTagNames?: readonly string[];
  /** @default 1 */
  initialZoom?: number | 'fit';
  onProjectChange?: (project: Project) => void;
}

type Kind = 'xy' | 'bar';
type Flow =
  | { step: 'idle' }
  | { step: 'calibrating'; kind: Kind }
  | { step: 'values'; kind: Kind; points: Vec[]; axesName?: string }
  | { step: 'labels'; axesName: string; isNew: boolean }
  | { step: 'adjustAxisPoints'; axesName: string };

const ACQUIRE_TOOLS: { tool: ToolName; label: string }[] = [
  { tool: 'addPoints', label: 'Add points' },
  { tool: 'adjustPoints', label: 'Adjust points' },
  { tool: 'deletePoints', label: 'Delete points' },
  { tool: 'selectText', label: 'Select text' },
];

/** Create an axes with its first dataset; undone by removing both. */
function addAxesCommand(project: Project, file: number, page: number, axes: Axes, dataset: Dataset): Command {
  return command(
    'Calibrate axes',
    () => {
      const pd = getPage(project, file, page);
      pd.axes.push(axes);
      pd.datasets.push(dataset);
    },
    () => removeAxes(project, file, page, axes.name),
  );
}

function removeAxes(project: Project, file: number, page: number, name: string) {
  const pd = findPage(project, file, page);
  if (!pd) return;
  pd.axes = pd.axes.filter((a) => a.name !== name);
  pd.datasets = pd.datasets.filter((d) => d.axesName !== name);
}

function updateAxesCommand(project: Project, file: number, page: number, name: string, label: string, patch: (a: Axes) => Axes): Command {
  let before: Axes | undefined;
  const swap = (next: (a: Axes) => Axes) => {
    const pd = findPage(project, file, page)!;
    const i = pd.axes.findIndex((a) => a.name === name);
    pd.axes[i] = next(pd.axes[i]!);
  };
  return command(
    label,
    () =>
      swap((a) => {
        before = a;
        return patch(a);
      }),
    () => swap(() => before!),
  );
}

/**
 * The XY and bar digitizing flow around the Digitizer: calibrate, give values, label the axes,
 * collect points, edit the graph. Holds the project, its undo history and all view state.
 */
export function DigitizerWorkspace({ files, initialProject, valueTagNames, initialZoom = 1, onProjectChange }: DigitizerWorkspaceProps) {
  const project = useMemo(() => initialProject ?? createProject(), [initialProject]);
  const undo = useMemo(() => new UndoManager(), []);
  const [revision, bump] = useReducer((n: number) => n + 1, 0);
  const [file, setFile] = useState(0);
  const [page, setPage] = useState(1);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [tool, setTool] = useState<ToolName>('addPoints');
  const [zoom, setZoom] = useState<number | 'fit'>(initialZoom);
  const [rotation, setRotation] = useState<Rotation>(0);
  const [center, setCenter] = useState<Vec | null>(null);
  const [selection, setSelection] = useState<PointRef | null>(null);
  const [crosshair, setCrosshair] = useState(false);
  const [magnifier, setMagnifier] = useState(false);
  const [pending, setPending] = useState<Vec[]>([]);
  const [flow, setFlow] = useState<Flow>({ step: 'idle' });
  const [activeAxes, setActiveAxes] = useState<string | null>(null);
  const [invalidFile, setInvalidFile] = useState<string | null>(null);
  const [selectedText, setSelectedText] = useState('');

  const execute = (cmd: Command) => {
    undo.execute(cmd);
    bump();
    onProjectChange?.(project);
  };

  const pd = findPage(project, file, page);
  const axes = pd?.axes.find((a) => a.name === activeAxes) ?? null;
  const dataset = pd?.datasets.find((d) => d.axesName === activeAxes) ?? null;
  const kindOf = (a: Axes | null): Kind => (a?.type === 'bar' ? 'bar' : 'xy');

  const startCalibration = (kind: Kind) => {
    setPending([]);
    setSelection(null);
    setFlow({ step: 'calibrating', kind });
    setTool('calibrate');
  };

  const onValues = (kind: Kind, result: XYCalibrationResult | BarCalibrationResult, axesName?: string) => {
    if (axesName) {
      // 'Set values' on an existing graph: same pixels, new values.
      execute(
        updateAxesCommand(project, file, page, axesName, 'Set axis values', (a) => ({ ...a, calibrationPoints: result.calibrationPoints, options: result.options }) as Axes),
      );
      setFlow({ step: 'idle' });
      setTool('addPoints');
      return;
    }
    const taken = project.pages.flatMap((p) => p.axes.map((a) => a.name));
    const name = nextAxesName(kind, taken);
    const newAxes = { type: kind, name, options: result.options, calibrationPoints: result.calibrationPoints, metadata: {} } as Axes;
    const newDataset: Dataset = {
      name: `${name} data`,
      axesName: name,
      metadata: { name: `${name} data` },
      points: [],
      metadataKeys: [],
      pointGroups: [],
      tuples: [],
    };
    execute(addAxesCommand(project, file, page, newAxes, newDataset));
    setPending([]);
    setActiveAxes(name);
    setFlow({ step: 'labels', axesName: name, isNew: true });
  };

  const onLabels = (labels: Partial<Record<'x' | 'y' | 'bar', AxisLabel>>) => {
    if (flow.step !== 'labels') return;
    execute(
      updateAxesCommand(project, file, page, flow.axesName, 'Set data types', (a) => ({
        ...a,
        metadata: { ...a.metadata, axesLabelData: { ...a.metadata.axesLabelData, ...labels } },
      })),
    );
    setFlow({ step: 'idle' });
    setTool('addPoints');
  };

  const cancelLabels = () => {
    if (flow.step === 'labels' && flow.isNew) {
      // Cancelling the label popup of a new graph deletes the graph.
      const name = flow.axesName;
      execute(command('Delete axes', () => removeAxes(project, file, page, name), () => undefined));
      setActiveAxes(null);
    }
    setFlow({ step: 'idle' });
  };

  const valuesFor = (a: Axes) => {
    const c = a.calibrationPoints;
    return a.type === 'bar'
      ? { p1: String(c[0]?.dy ?? '0'), p2: String(c[1]?.dy ?? '1'), log: !!a.options.log, rotated: !!a.options.rotated }
      : a.type === 'xy'
        ? {
            x1: String(c[0]?.dx ?? '0'),
            x2: String(c[1]?.dx ?? '1'),
            y1: String(c[2]?.dy ?? '0'),
            y2: String(c[3]?.dy ?? '1'),
            logX: !!a.options.logX,
            logY: !!a.options.logY,
            noRotation: !!a.options.noRotation,
          }
        : undefined;
  };


  const valuesFlow = flow.step === 'values' ? flow : null;
  const labelsFlow = flow.step === 'labels' ? flow : null;
  const labelAxes = labelsFlow ? pd?.axes.find((a) => a.name === labelsFlow.axesName) : undefined;

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
            setFile(f);
            setPage(p);
            setSelection(null);
            setActiveAxes(null);
            setFlow({ step: 'idle' });
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
              <ToggleButton key={t.tool} size="small" isSelected={tool === t.tool} onChange={() => setTool(t.tool)}>
                {t.label}
              </ToggleButton>
            ))}
          </ToolbarGroup>
          <ToolbarSeparator />
          <ToolbarGroup aria-label="View">
            <Button size="small" variant="secondary" onPress={() => setZoom((z) => zoomIn(typeof z === 'number' ? z : 1))}>
              Zoom in
            </Button>
            <Button size="small" variant="secondary" onPress={() => setZoom((z) => zoomOut(typeof z === 'number' ? z : 1))}>
              Zoom out
            </Button>
            <Button size="small" variant="secondary" onPress={() => { setZoom('fit'); setCenter(null); }}>
              Fit
            </Button>
            <Button size="small" variant="secondary" onPress={() => { setZoom(1); setCenter(null); }}>
              100%
            </Button>
            <Button size="small" variant="secondary" onPress={() => setRotation((r) => rotateBy(r, -90))}>
              Rotate left
            </Button>
            <Button size="small" variant="secondary" onPress={() => setRotation((r) => rotateBy(r, 90))}>
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
            <Button size="small" variant="secondary" isDisabled={!undo.canUndo} onPress={() => { undo.undo(); bump(); }}>
              Undo
            </Button>
            <Button size="small" variant="secondary" isDisabled={!undo.canRedo} onPress={() => { undo.redo(); bump(); }}>
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
            model={project}
            revision={revision}
            tool={tool}
            zoom={zoom}
            rotation={rotation}
            center={center}
            selection={selection}
            activeDataset={dataset?.name ?? null}
            activeAxes={activeAxes}
            calibrationType={flow.step === 'calibrating' ? flow.kind : kindOf(axes)}
            pendingCalibration={pending}
            crosshair={crosshair}
            magnifier={magnifier}
            onCommand={execute}
            onToolChange={(t) => {
              if (t === 'calibrate') startCalibration(flow.step === 'calibrating' ? flow.kind : 'xy');
              else setTool(t);
            }}
            onSelectionChange={setSelection}
            onZoomChange={setZoom}
            onCenterChange={setCenter}
            onRotationChange={setRotation}
            onCrosshairChange={setCrosshair}
            onPendingCalibrationChange={setPending}
            onCalibrationPointsCollected={(points) =>
              setFlow({ step: 'values', kind: flow.step === 'calibrating' ? flow.kind : 'xy', points })
            }
            onDocumentLoad={(info) => setPageCount(info.pageCount)}
            onError={(error) => setInvalidFile(error.code === 'invalid-file' ? (files[file]?.name ?? '') : null)}
            onTextSelected={setSelectedText}
          />
        </div>
        {selectedText && <p>Selected text: {selectedText}</p>}
      </Stack>

      <Stack gap="md">
        {axes && (flow.step === 'idle' || flow.step === 'adjustAxisPoints') && (
          <EditGraphSidebar
            graphName={axes.name}
            kind={kindOf(axes)}
            mode={flow.step === 'adjustAxisPoints' ? 'adjustAxisPoints' : 'edit'}
            onAdjustPositions={() => {
              setFlow({ step: 'adjustAxisPoints', axesName: axes.name });
              setTool('adjustPositions');
            }}
            onSetDataTypes={() => setFlow({ step: 'labels', axesName: axes.name, isNew: false })}
            onSetValues={() =>
              setFlow({ step: 'values', kind: kindOf(axes), points: axes.calibrationPoints.map((c) => ({ x: c.px, y: c.py })), axesName: axes.name })
            }
            onClose={() => {
              setActiveAxes(null);
              setSelection(null);
            }}
            onComplete={() => {
              setFlow({ step: 'idle' });
              setTool('addPoints');
            }}
          />
        )}
        {!axes && pd && pd.axes.length > 0 && (
          <Stack gap="xs" aria-label="Graphs on this page" role="group">
            {pd.axes.map((a) => (
              <Button key={a.name} size="small" variant="secondary" onPress={() => setActiveAxes(a.name)}>
                Edit {a.name}
              </Button>
            ))}
          </Stack>
        )}
        {dataset && axes && <DatasetValuesTable axes={axes} dataset={dataset} className={styles.valuesTable} />}
      </Stack>

      {valuesFlow?.kind === 'xy' && (
        <XYCalibrationDialog
          isOpen
          points={valuesFlow.points}
          initial={valuesFlow.axesName ? (valuesFor(pd!.axes.find((a) => a.name === valuesFlow.axesName)!) as never) : undefined}
          onConfirm={(r) => onValues('xy', r, valuesFlow.axesName)}
          onCancel={() => {
            setPending([]);
            setFlow({ step: 'idle' });
            setTool('addPoints');
          }}
        />
      )}
      {valuesFlow?.kind === 'bar' && (
        <BarCalibrationDialog
          isOpen
          points={valuesFlow.points}
          initial={valuesFlow.axesName ? (valuesFor(pd!.axes.find((a) => a.name === valuesFlow.axesName)!) as never) : undefined}
          onConfirm={(r) => onValues('bar', r, valuesFlow.axesName)}
          onCancel={() => {
            setPending([]);
            setFlow({ step: 'idle' });
            setTool('addPoints');
          }}
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

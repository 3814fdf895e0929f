import type { EngineLayer } from '../../src/editor/engine/layers';
import { useMemo, useReducer, useState } from 'react';
import { Digitizer, type DigitizerFile, type PointRef, type Rotation, type ToolName, type Vec } from '../../src/editor/Digitizer';
import type { CalibrationPoint } from '../../src/editor/core/calibration/types';
import { nextAxesName } from '../../src/editor/core/model/names';
import { createProject, getPage, type Axes, type Dataset, type Project } from '../../src/editor/core/model/types';
import { command, UndoManager, type Command } from '../../src/editor/core/undo';
import { calibrationOf, findPage } from '../../src/editor/engine/projectAdapter';
import { rotateBy, zoomIn, zoomOut } from '../../src/editor/engine/viewTransform';
import { Button, Inline, Stack, ToggleButton } from '../../src/ui';
import type { FixturePage } from './fixtures';

export interface DigitizerHarnessProps {
  files: DigitizerFile[];
  /** Ticks and values of the chart: calibration takes its values from here instead of a dialog. */
  chart?: FixturePage;
  initialTool?: ToolName;
  initialZoom?: number | 'fit';
  initialPage?: number;
  /** The image point shown at the centre at first. */
  initialCenter?: Vec;
  initialRotation?: Rotation;
  project?: Project;
  activeDataset?: string | null;
  height?: number;
  magnifier?: boolean;
  crosshair?: boolean;
  onTextSelected?: (text: string) => void;
  /** Layers over the figure (tables, headers, masks). */
  layers?: readonly EngineLayer[];
}

const TOOLS: { tool: ToolName; label: string }[] = [
  { tool: 'calibrate', label: 'Calibrate (z)' },
  { tool: 'addPoints', label: 'Add (a)' },
  { tool: 'adjustPoints', label: 'Adjust (s)' },
  { tool: 'deletePoints', label: 'Delete (d)' },
  { tool: 'adjustPositions', label: 'Axis points (f)' },
  { tool: 'selectText', label: 'Select text' },
];

/** Calibration values of a chart's ticks, in the order the calibrate tool collects them. */
function calibrationPointsFor(chart: FixturePage, pixels: Vec[]): CalibrationPoint[] {
  return pixels.map((p, i) => {
    const value = chart.ticks[i]!.value;
    const isX = chart.axesType === 'xy' && i < 2;
    return { px: p.x, py: p.y, dx: isX ? value : 0, dy: isX ? 0 : value };
  });
}

/**
 * A minimal host for stories: holds the project, an undo history and every piece of view state,
 * and shows the collected values in a table.
 */
export function DigitizerHarness(props: DigitizerHarnessProps) {
  const { files, chart } = props;
  const project = useMemo(() => props.project ?? createProject(), [props.project]);
  const undo = useMemo(() => new UndoManager(), []);
  const [revision, bump] = useReducer((n: number) => n + 1, 0);
  const [tool, setTool] = useState<ToolName>(props.initialTool ?? 'calibrate');
  const [zoom, setZoom] = useState<number | 'fit'>(props.initialZoom ?? 1);
  const [rotation, setRotation] = useState<Rotation>(props.initialRotation ?? 0);
  const [center, setCenter] = useState<Vec | null>(props.initialCenter ?? null);
  const [selection, setSelection] = useState<PointRef | null>(null);
  const [pending, setPending] = useState<Vec[]>([]);
  const [crosshair, setCrosshair] = useState(props.crosshair ?? false);
  const [magnifier, setMagnifier] = useState(props.magnifier ?? false);
  const [page, setPage] = useState(props.initialPage ?? 1);
  const [pageCount, setPageCount] = useState(1);
  const [activeDataset, setActiveDataset] = useState<string | null>(props.activeDataset ?? null);
  const [activeAxes, setActiveAxes] = useState<string | null>(null);
  const [lastText, setLastText] = useState('');

  const execute = (cmd: Command) => {
    undo.execute(cmd);
    bump();
  };

  const onCollected = (pixels: Vec[]) => {
    if (!chart) return;
    const pd = getPage(project, 0, page);
    const type = chart.axesType;
    const name = nextAxesName(type, project.pages.flatMap((p) => p.axes.map((a) => a.name)));
    const axes: Axes =
      type === 'xy'
        ? { type, name, options: { logX: chart.log.x, logY: chart.log.y }, calibrationPoints: calibrationPointsFor(chart, pixels), metadata: {} }
        : { type, name, options: {}, calibrationPoints: calibrationPointsFor(chart, pixels), metadata: {} };
    const dataset: Dataset = { name: `${name} data`, axesName: name, metadata: {}, points: [], metadataKeys: [], pointGroups: [], tuples: [] };
    execute(
      command(
        'Calibrate axes',
        () => {
          pd.axes.push(axes);
          pd.datasets.push(dataset);
        },
        () => {
          pd.axes.splice(pd.axes.indexOf(axes), 1);
          pd.datasets.splice(pd.datasets.indexOf(dataset), 1);
        },
      ),
    );
    setPending([]);
    setActiveAxes(name);
    setActiveDataset(dataset.name);
    setTool('addPoints');
  };

  const pd = findPage(project, 0, page);
  const rows = (pd?.datasets ?? []).flatMap((d) => {
    const axes = pd!.axes.find((a) => a.name === d.axesName);
    const cal = axes && calibrationOf(axes);
    return d.points.map((p, i) => ({ key: `${d.name}-${i}`, dataset: d.name, index: i, values: cal ? cal.pixelToData(p.x, p.y) : [] }));
  });
  const headers = pd?.axes[0]?.type === 'bar' ? ['Value'] : ['X', 'Y'];

  return (
    <Stack gap="sm">
      <Inline gap="xs" aria-label="Digitizer tools" role="toolbar">
        {TOOLS.map((t) => (
          <ToggleButton key={t.tool} size="small" isSelected={tool === t.tool} onChange={() => setTool(t.tool)}>
            {t.label}
          </ToggleButton>
        ))}
      </Inline>
      <Inline gap="xs" role="toolbar" aria-label="View">
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
        <Button size="small" variant="secondary" isDisabled={!undo.canUndo} onPress={() => { undo.undo(); bump(); }}>
          Undo
        </Button>
        <Button size="small" variant="secondary" isDisabled={!undo.canRedo} onPress={() => { undo.redo(); bump(); }}>
          Redo
        </Button>
      </Inline>
      {pageCount > 1 && (
        <Inline gap="xs" role="group" aria-label="Pages">
          <Button size="small" variant="secondary" isDisabled={page <= 1} onPress={() => setPage((p) => p - 1)}>
            Previous page
          </Button>
          <span>
            Page {page} of {pageCount}
          </span>
          <Button size="small" variant="secondary" isDisabled={page >= pageCount} onPress={() => setPage((p) => p + 1)}>
            Next page
          </Button>
        </Inline>
      )}
      <div style={{ height: props.height ?? 600, width: '100%', maxWidth: 780 }}>
        <Digitizer
          aria-label="Figure digitizer"
          files={files}
          layers={props.layers}
          file={0}
          page={page}
          model={project}
          revision={revision}
          tool={tool}
          zoom={zoom}
          rotation={rotation}
          center={center}
          selection={selection}
          activeDataset={activeDataset}
          activeAxes={activeAxes}
          calibrationType={chart?.axesType ?? 'xy'}
          pendingCalibration={pending}
          crosshair={crosshair}
          magnifier={magnifier}
          onCommand={execute}
          onToolChange={setTool}
          onSelectionChange={setSelection}
          onZoomChange={setZoom}
          onCenterChange={setCenter}
          onRotationChange={setRotation}
          onCrosshairChange={setCrosshair}
          onPendingCalibrationChange={setPending}
          onCalibrationPointsCollected={onCollected}
          onDocumentLoad={(info) => setPageCount(info.pageCount)}
          onTextSelected={(text) => {
            setLastText(text);
            props.onTextSelected?.(text);
          }}
        />
      </div>
      {lastText && <p data-testid="selected-text">Selected text: {lastText}</p>}
      <table data-values="">
        <caption>Collected values</caption>
        <thead>
          <tr>
            <th scope="col">Point</th>
            {headers.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} aria-selected={selection?.datasetId === r.dataset && selection.index === r.index}>
              <th scope="row">{r.index + 1}</th>
              {r.values.map((v, i) => (
                <td key={i} data-value={v}>
                  {Number(v.toPrecision(6))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Stack>
  );
}

import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { buildBarHeaders } from '../../../src/editor/core/barHeaders';
import type { Axes } from '../../../src/editor/core/model/types';
import { createProject } from '../../../src/editor/core/model/types';
import { saveProject } from '../../../src/editor/core/project';
import { findPage } from '../../../src/editor/engine/projectAdapter';
import { EditorSession, useEditorSession } from '../../../src/editor/session';
import { BAR_HEADERS_FLOW, useBarGraphHost } from '../../../src/screens/DataEntry/BarGraphHost';

function barAxes(name: string, withHeaders: boolean): Axes {
  return {
    name,
    type: 'bar',
    options: {},
    calibrationPoints: [
      { px: 60, py: 280, dx: 0, dy: 0 },
      { px: 60, py: 40, dx: 0, dy: 60 },
    ],
    metadata: {
      axesLabelData: { bar: { dataType: 'Percent', unit: '%', description: '', decimals: 0, changeFromBaseline: 'Not a ratio' } },
      ...(withHeaders ? { barHeaders: buildBarHeaders({ x: 60, y: 280 }, { x: 460, y: 280 }, 3, 'UP') } : {}),
    },
  };
}

function Workspace({ session }: { session: EditorSession }) {
  const snap = useEditorSession(session);
  const canvasRef = useRef<HTMLDivElement>(null);
  const axes = findPage(snap.document, snap.file, snap.page)?.axes.find((a) => a.name === snap.activeAxes) ?? null;
  const none = () => {};
  const bar = useBarGraphHost({
    session,
    axes,
    tagGroups: [],
    multipleTagGroups: false,
    newUuid: () => 'u',
    updatePointsOnHeaderEdit: false,
    canvasRef,
    clientOf: () => null,
    onSetDataTypes: none,
    onSetValues: none,
    onSetStudyBranches: none,
    onClearAll: none,
    onClearAllTags: none,
    onClose: none,
    onCancelNew: none,
  });
  return (
    <div ref={canvasRef}>
      {bar.sidebar}
      {bar.overlay}
    </div>
  );
}

function setup() {
  const project = createProject();
  project.pages.push({ file: 0, page: 1, axes: [barAxes('Bar graph 1', false), barAxes('Bar graph 2', true)], datasets: [], measurements: [] });
  const session = new EditorSession({ document: structuredClone(saveProject(project)), version: 1, location: { file: 0, page: 1 } });
  session.setActiveAxes('Bar graph 1');
  session.setFlow({ name: BAR_HEADERS_FLOW, step: 'new', target: 'Bar graph 1' });
  render(<Workspace session={session} />);
  return session;
}

describe('bar graph host', () => {
  it('closes the wizard of a new graph when another graph is selected, keeping the new graph', () => {
    const session = setup();
    expect(screen.getByRole('heading', { name: 'Bar Header Calibration' })).toBeInTheDocument();
    act(() => session.setActiveAxes('Bar graph 2'));
    expect(session.getSnapshot().flow).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bar Header Calibration' })).not.toBeInTheDocument();
    // The active graph shows its own Edit Bar Graph sidebar.
    expect(screen.getByRole('heading', { name: 'Edit Bar Graph' })).toBeInTheDocument();
    expect(screen.getByText('Bar graph 2', { exact: false })).toBeInTheDocument();
    expect(session.document.pages[0]!.axes.map((a) => a.name)).toEqual(['Bar graph 1', 'Bar graph 2']);
  });

  it("leaves the wizard when Edit Bar Graph opens on another graph, and that graph's header step shows its own headers", () => {
    const session = setup();
    act(() => {
      session.setActiveAxes('Bar graph 2');
      session.setFlow({ name: 'editGraph', step: 'edit', target: 'Bar graph 2' });
    });
    expect(screen.getByRole('heading', { name: 'Edit Bar Graph' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bar Header Calibration' })).not.toBeInTheDocument();
    act(() => session.setFlow({ name: 'editGraph', step: 'headers', target: 'Bar graph 2' }));
    expect(screen.getByRole('heading', { name: 'Bar Header Metadata' })).toBeInTheDocument();
    // Selecting the first graph again closes the header step of the second.
    act(() => session.setActiveAxes('Bar graph 1'));
    expect(session.getSnapshot().flow).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Bar Header Metadata' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit Bar Graph' })).toBeInTheDocument();
  });
});

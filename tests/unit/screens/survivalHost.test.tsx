import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Axes, Dataset } from '../../../src/editor/core/model/types';
import { createProject } from '../../../src/editor/core/model/types';
import { saveProject } from '../../../src/editor/core/project';
import type { PositionedText } from '../../../src/editor/core/survival';
import { EditorSession, useSessionSelector } from '../../../src/editor/session';
import { useSurvivalHost, type SurvivalIpdDownload } from '../../../src/screens/DataEntry/SurvivalHost';
import { FIGURE_CALIBRATION, figureTexts, trialPoints, type TrialArm } from '../../../stories/editor/survivalFixtures';

/*
 * The survival host on a session: an XY graph calibrated as the survival fixtures' figure (x 0-30
 * months over pixels 100-400, survival 0-1 over 300-50), with the simulated trial's two arms
 * placed as steps. Jsdom has no Worker, so the analysis runs on the main thread.
 */
const GRAPH = 'Overall survival';
const ARMS: TrialArm[] = ['Placebo', 'Drug A'];

function survivalSession() {
  const project = createProject();
  const axes = {
    type: 'xy',
    name: GRAPH,
    options: { logX: false, logY: false },
    calibrationPoints: [
      { px: 100, py: 300, dx: 0, dy: 0 },
      { px: 400, py: 300, dx: 30, dy: 0 },
      { px: 100, py: 300, dx: 0, dy: 0 },
      { px: 100, py: 50, dx: 0, dy: 1 },
    ],
    metadata: {},
  } as Axes;
  const datasets: Dataset[] = ARMS.map((arm) => ({
    name: arm,
    axesName: GRAPH,
    metadata: { name: arm },
    points: trialPoints(arm).map((p) => ({ ...FIGURE_CALIBRATION.dataToPixel(p.x, p.y), ...(p.censor ? { metadata: { censorMark: true } } : {}) })),
    metadataKeys: [],
    pointGroups: [],
    tuples: [],
  }));
  project.pages.push({ file: 0, page: 1, axes: [axes], datasets, measurements: [] });
  return new EditorSession({ document: saveProject(project), version: 1, location: { file: 0, page: 1 } });
}

interface HostProps {
  session: EditorSession;
  pageTexts: readonly PositionedText[] | null;
  xTickTimes?: readonly number[];
  onDownloadIpd: (d: SurvivalIpdDownload) => void;
}

function Host({ session, pageTexts, xTickTimes, onDownloadIpd }: HostProps) {
  useSessionSelector(session, (s) => s.structureRevision);
  const page = session.document.pages[0]!;
  const host = useSurvivalHost({ session, axes: page.axes[0]!, page, pageTexts, ...(xTickTimes ? { xTickTimes } : {}), onDownloadIpd });
  return (
    <>
      {host.action}
      {host.panel}
    </>
  );
}

function setup(pageTexts: readonly PositionedText[] | null = figureTexts(), xTickTimes?: readonly number[]) {
  const session = survivalSession();
  const onDownloadIpd = vi.fn();
  render(<Host session={session} pageTexts={pageTexts} {...(xTickTimes ? { xTickTimes } : {})} onDownloadIpd={onDownloadIpd} />);
  const settings = () => session.document.pages[0]!.axes[0]!.metadata.survival as { riskTimes: number[]; arms: { dataset: string; atRisk: number[] }[] } | undefined;
  return { session, onDownloadIpd, settings };
}

describe('survival host', () => {
  it('makes the XY graph a survival graph in one undo step, with an arm per dataset', async () => {
    const user = userEvent.setup();
    const { session, settings } = setup();
    expect(screen.queryByRole('complementary', { name: 'Survival' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Survival analysis' }));
    expect(screen.getByRole('complementary', { name: 'Survival' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Survival analysis' })).toBeNull();
    expect(settings()!.arms.map((a) => a.dataset)).toEqual(ARMS);
    expect(session.getSnapshot().undoLabel).toBe('Make a survival graph');
    // Without counts or sizes, each arm says what it needs.
    await screen.findByText('Enter the numbers at risk of Drug A, or its number of patients: the reconstruction needs one of them.', undefined, { timeout: 3000 });
    session.undo();
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Survival' })).toBeNull());
  });

  it('Stop the survival analysis makes it a plain XY graph again, one undo step', async () => {
    const user = userEvent.setup();
    const { session, settings } = setup();
    await user.click(screen.getByRole('button', { name: 'Survival analysis' }));
    await user.click(screen.getByRole('button', { name: 'Stop the survival analysis' }));
    expect(settings()).toBeUndefined();
    expect(screen.queryByRole('complementary', { name: 'Survival' })).toBeNull();
    expect(session.getSnapshot().undoLabel).toBe('Stop the survival analysis');
    session.undo();
    expect(await screen.findByRole('complementary', { name: 'Survival' })).toBeTruthy();
  });

  it('reads the risk table from the page text into the settings, then shows the hazard ratio and downloads the patient data', async () => {
    const user = userEvent.setup();
    const { session, settings, onDownloadIpd } = setup();
    await user.click(screen.getByRole('button', { name: 'Survival analysis' }));
    await user.click(screen.getByRole('button', { name: 'Read from figure' }));
    expect(screen.getByText('Read 2 rows at 5 times from the figure. Check them against the paper.')).toBeTruthy();
    expect(settings()!.riskTimes).toEqual([0, 6, 12, 18, 24]);
    expect(settings()!.arms.map((a) => a.atRisk[0])).toEqual([120, 120]);
    expect(session.getSnapshot().undoLabel).toBe('Edit survival settings');
    const panel = screen.getByRole('complementary', { name: 'Survival' });
    await within(panel).findByText(/^Hazard ratio 0\.\d+ \(95 % CI/, undefined, { timeout: 3000 });
    await user.click(within(panel).getByRole('button', { name: 'Download the patient data (CSV)' }));
    const download = onDownloadIpd.mock.calls[0]![0] as SurvivalIpdDownload;
    expect(download.graphName).toBe(GRAPH);
    expect(download.arms.map((a) => [a.arm, a.ipd.length])).toEqual([
      ['Placebo', 120],
      ['Drug A', 120],
    ]);
  });

  it('reads the rows at the x axis ticks it is given: a total printed after the last column is left out', async () => {
    const user = userEvent.setup();
    // Each row ends with its events in brackets, 40 px right of the 30-month tick.
    const totals = figureTexts().concat([368, 384].map((y) => ({ text: '(83)', x: FIGURE_CALIBRATION.dataToPixel(30, 0).x + 40, y, halfWidth: 12, halfHeight: 5 })));
    const { settings } = setup(totals, [0, 6, 12, 18, 24, 30]);
    await user.click(screen.getByRole('button', { name: 'Survival analysis' }));
    await user.click(screen.getByRole('button', { name: 'Read from figure' }));
    expect(screen.getByText('Read 2 rows at 5 times from the figure. Check them against the paper.')).toBeTruthy();
    expect(settings()!.riskTimes).toEqual([0, 6, 12, 18, 24]);
  });

  it('says so when the page prints no risk table under the axis', async () => {
    const user = userEvent.setup();
    setup(figureTexts().filter((t) => t.y < 340));
    await user.click(screen.getByRole('button', { name: 'Survival analysis' }));
    await user.click(screen.getByRole('button', { name: 'Read from figure' }));
    expect(screen.getByText('No number-at-risk table was found under the x axis.')).toBeTruthy();
  });

  it('asks for the counts to be typed on a page without text', async () => {
    const user = userEvent.setup();
    setup(null);
    await user.click(screen.getByRole('button', { name: 'Survival analysis' }));
    await user.click(screen.getByRole('button', { name: 'Read from figure' }));
    expect(screen.getByText('This page has no text to read the risk table from. Type the numbers at risk in the grid.')).toBeTruthy();
  });

  it('fixes every rising point of an arm as one undo step', async () => {
    const user = userEvent.setup();
    const { session } = setup();
    const placebo = session.document.pages[0]!.datasets[0]!;
    const corners = placebo.points.filter((p) => !p.metadata?.censorMark);
    // Two corners lifted 10 px: two steps up.
    corners[20]!.y -= 10;
    corners[40]!.y -= 10;
    await user.click(screen.getByRole('button', { name: 'Survival analysis' }));
    await user.click(await screen.findByRole('button', { name: 'Fix all 2 points of Placebo' }));
    expect(session.getSnapshot().undoLabel).toBe('Fix 2 points of Placebo');
    expect(within(screen.getByRole('group', { name: 'Capture of Placebo' })).getByText('The curve never goes the wrong way.')).toBeTruthy();
    session.undo();
    expect(await screen.findByRole('button', { name: 'Fix all 2 points of Placebo' })).toBeTruthy();
  });
});

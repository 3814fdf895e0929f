import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { compareExtractions, rowsToResolve } from '../../src/app/qualityControl/dualExtraction';
import { valuesLeftToSettle } from '../../src/app/qualityControl/reconcile';
import { buildQcTree } from '../../src/app/qualityControl/extractionTree';
import { dropIntoTree, initialTreeState, readingOrder, restoreAll, restoreNode, trashNode } from '../../src/app/qualityControl/qcEdits';
import { viewOf } from '../../src/app/qualityControl/view';
import type { DigitizerFile } from '../../src/editor/pages/pageSource';
import { QualityControlScreen, type QualityControlScreenProps } from '../../src/screens';
import type { QcComparison, QcReader, QcResolution, QcTreeState } from '../../src/screens/QualityControl/qcTypes';
import { Reconciliation } from '../../src/screens/QualityControl/Reconciliation';
import type { ReconciledSaveState } from '../../src/screens/QualityControl/ReconciledAction';
import { logChartFile, logChartProject, QC_ARM_KEY } from './qualityControlFixtures';

const A = { uuid: '00000000-0000-4000-8000-0000000000e1', email: 'extractor@example.com', completedAt: '2026-11-20T09:30:00.000Z' };
const B = { uuid: '00000000-0000-4000-8000-0000000000e2', email: 'qc@example.com', completedAt: '2026-11-21T14:05:00.000Z' };
const C = { uuid: '00000000-0000-4000-8000-0000000000e3', email: 'admin@example.com', completedAt: '2026-11-22T08:15:00.000Z' };
/** A reconciled extraction quality control saved earlier: listed, but not compared at first. */
const R = { uuid: '00000000-0000-4000-8000-0000000000e4', email: 'qc@example.com', completedAt: '2026-11-23T10:00:00.000Z', isReconciled: true };
const reviewed = logChartProject({ withText: true });
/** The other readers: B a pixel off with the fourth point read as 30, C a pixel off the other way. */
const projects = {
  [A.uuid]: reviewed,
  [B.uuid]: logChartProject({ withText: true, jitter: 1, misread: { index: 3, ratio: 30 } }),
  [C.uuid]: logChartProject({ withText: true, jitter: -1 }),
  [R.uuid]: logChartProject({ withText: true }),
};
/** The completed extractions of each variant of the story, newest first. */
const readerLists: Record<'one' | 'two' | 'three' | 'reconciled', QcReader[]> = { one: [A], two: [B, A], three: [C, B, A], reconciled: [R, B, A] };
const reviewedTree = buildQcTree(reviewed, { uuid: A.uuid, label: `Extraction by ${A.email}` });
const order = readingOrder([reviewedTree]);
const DATASET = `treatment:${QC_ARM_KEY}/results/axis:0:1:Figure 1/dataset:Hazard ratio`;
const pointId = (i: number) => `point:0:1:Figure 1:Hazard ratio:${i}`;

interface HarnessArgs extends Pick<QualityControlScreenProps, 'status' | 'error' | 'onRetry' | 'isLeaveRequested' | 'onLeave' | 'onStay'> {
  /** No completed extraction: the tree is absent. */
  withoutExtraction?: boolean;
  /** The paper's completed extractions: the reviewed one only, with a second that misread one point, or with a third as well. @default 'one' */
  readers?: 'one' | 'two' | 'three' | 'reconciled';
  /** The third extraction's document cannot be read. */
  unreadable?: boolean;
  /** Points trashed before the story starts. */
  trashed?: number[];
  /** Shows 'Save reconciled extraction' in this state. */
  reconciledSave?: ReconciledSaveState;
  /** Every differing value settled (the second reader's value kept) before the story starts. */
  settled?: boolean;
  /** The reconciled extraction's saved version. */
  reconciledVersion?: number;
  /** Why saving the reconciled extraction failed. */
  reconciledError?: string;
  onChange: (what: string) => void;
}

/** The screen with its review in state, as the route keeps it. */
function Harness({ withoutExtraction, readers = 'one', unreadable = false, trashed = [], reconciledSave, settled = false, reconciledVersion, reconciledError, onChange, status, files = [], ...props }: HarnessArgs & { files?: DigitizerFile[] }) {
  const [state, setState] = useState<QcTreeState>(() =>
    trashed.reduce((s, i) => trashNode(s, pointId(i)), initialTreeState([reviewedTree])),
  );
  const [resolutions, setResolutions] = useState<Record<string, QcResolution>>(() => {
    if (!settled) return {};
    const first = compareExtractions([A, B].map((e) => ({ ...e, project: projects[e.uuid]! })));
    return Object.fromEntries(rowsToResolve(first).map((row) => [row.id, { kind: 'keep', reader: B.uuid } as const]));
  });
  const [dirty, setDirty] = useState(false);
  const extractions = readerLists[readers];
  // As the route starts: compared with the newest other extraction that is not a reconciled one.
  const [comparedWith, setComparedWith] = useState(() => extractions.filter((e) => e.uuid !== A.uuid && !e.isReconciled).slice(0, 1).map((e) => e.uuid));
  const [tolerance, setTolerance] = useState(0.01);
  const emailOf = (uuid: string) => extractions.find((e) => e.uuid === uuid)?.email;
  const { comparison, comparisonError } = useMemo(() => {
    const chosen = extractions.filter((e) => comparedWith.includes(e.uuid));
    if (unreadable && chosen.some((e) => e.uuid === C.uuid)) return { comparison: null, comparisonError: `The extraction by ${C.email} could not be read: Not a project file` };
    if (!chosen.length) return { comparison: null, comparisonError: null };
    return { comparison: compareExtractions([A, ...chosen].map((e) => ({ ...e, project: projects[e.uuid]! })), { tolerance }), comparisonError: null };
  }, [extractions, comparedWith, unreadable, tolerance]);
  const edit = (what: string, change: (s: QcTreeState) => QcTreeState) => {
    setState(change);
    setDirty(true);
    onChange(what);
  };
  return (
    <QualityControlScreen
      {...props}
      files={files}
      status={status}
      paperName="Demo; 2024; Hazard ratio over time (log-scale line chart)"
      roots={withoutExtraction ? null : viewOf(state)}
      trash={withoutExtraction ? [] : state.trash}
      extractions={extractions}
      reviewedUuid={A.uuid}
      comparedWith={comparedWith}
      onComparedWithChange={(uuids) => {
        setComparedWith(uuids);
        setDirty(true);
        onChange(`compare with ${uuids.map(emailOf).join(', ') || 'none'}`);
      }}
      comparison={comparison}
      comparisonError={comparisonError}
      onToleranceChange={(next) => {
        setTolerance(next);
        onChange(`tolerance ${next}`);
      }}
      resolutions={resolutions}
      {...(reconciledSave && comparison
        ? {
            reconciled: {
              valuesLeft: valuesLeftToSettle(comparison, resolutions),
              state: reconciledSave,
              error: reconciledError ?? null,
              savedVersion: reconciledVersion ?? null,
              onSave: () => onChange('save reconciled'),
            },
          }
        : {})}
      isDirty={dirty}
      onTrash={(id) => edit('trash', (s) => trashNode(s, id))}
      onRestore={(id) => edit('restore', (s) => restoreNode(s, id, order))}
      onRestoreAll={() => edit('restore all', (s) => restoreAll(s, order))}
      onDrop={(id, parentId) => edit(`drop on ${parentId}`, (s) => dropIntoTree(s, id, parentId, order))}
      onResolve={(id, resolution) => {
        setResolutions((r) => ({ ...r, [id]: resolution }));
        setDirty(true);
        onChange(resolution.kind === 'keep' ? `keep ${emailOf(resolution.reader)}` : `resolve ${resolution.kind}`);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Quality Control',
  component: Harness,
  args: { status: 'ready', onChange: fn(), onRetry: fn(), onLeave: fn(), onStay: fn() },
  loaders: [async () => ({ file: await logChartFile() })],
  render: (args, { loaded }) => <Harness {...args} files={[loaded.file as DigitizerFile]} />,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        laptop: { name: 'Laptop (1280 x 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        desktop: { name: 'Desktop (1920 x 1080)', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
      },
    },
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the paper')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', error: 'Paper not found (404)' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paper not found (404)')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Opened without a paper: it says a paper must be chosen first, not that loading failed, and claims nothing is saved. */
export const NoPaper: Story = {
  args: { status: 'no-paper' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No paper chosen' })).toBeVisible();
    await expect(canvas.getByText('Choose a paper from the Quality Control dashboard to start.')).toBeVisible();
    await expect(canvas.queryByText('The paper could not be loaded')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const Forbidden: Story = {
  args: { status: 'forbidden' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You do not have permission to view this page.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { withoutExtraction: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This paper has no completed extraction to check yet.')).toBeVisible();
    await expect(await canvas.findByRole('img', { name: 'Page 1 of log-scale-chart.pdf' }, { timeout: 15_000 })).toBeVisible();
  },
};

/** The tree from the templates: study fields, design, criteria, demographics, and the arm's treatment with the graph. */
export const FilledTree: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('treegrid', { name: 'Extraction tree' });
    await expect(within(tree).getByRole('row', { name: /Sponsor Study Number.*SB-2024-001/ })).toBeVisible();
    // An empty field is disabled and has no collapse control.
    const empty = within(tree).getByRole('row', { name: /^Section, Demographics$/ });
    await expect(empty).toHaveAttribute('data-empty', 'true');
    await expect(within(empty).queryByRole('button', { name: /expand|collapse/i })).toBeNull();
    const dataset = within(tree).getByRole('row', { name: /^Dataset, Hazard ratio/ });
    dataset.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(await within(tree).findByRole('row', { name: /Point 2: Outcome: Hazard ratio; Time \(number\): 6.*x = 6; y = 2/ })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('img', { name: /^Where Point 2/ })[0]).toBeVisible());
  },
};

/** A trashed point: its dataset and graph lose their trash option; restoring it alone brings it back. */
export const TrashedPoint: Story = {
  args: { trashed: [2] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('treegrid', { name: 'Extraction tree' });
    const dataset = within(tree).getByRole('row', { name: /^Dataset, Hazard ratio/ });
    await expect(within(dataset).queryByRole('button', { name: /^Trash/ })).toBeNull();
    await expect(within(tree).getByRole('row', { name: /^Graph, Figure 1/ }).querySelector('[aria-label^="Trash"]')).toBeNull();
    const trash = canvas.getByRole('grid', { name: 'Trash' });
    await expect(within(trash).getAllByRole('row')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { name: 'Trash (1)' })).toBeVisible();
    const restore = within(trash).getByRole('button', { name: /^Restore Point 3/ });
    restore.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('restore');
    await expect(canvas.getByRole('heading', { name: 'Trash (0)' })).toBeVisible();
    await expect(canvas.getByText('The trash is empty.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Restore all' })).toBeDisabled();
  },
};

/**
 * A trashed point moved back into the tree with the keyboard alone: Enter on its grip starts the
 * drag on the first parent of the tree that accepts it, the arrow keys pick another, Enter drops it
 * there. Placed away from its own dataset, it offers 'Restore' (back where it came from), not 'Trash'.
 */
export const KeyboardDropIntoTree: Story = {
  args: { trashed: [2] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('treegrid', { name: 'Extraction tree' });
    const trash = canvas.getByRole('grid', { name: 'Trash' });
    const target = within(tree).getByRole('row', { name: /^Section, Demographics$/ });
    await expect(target).not.toHaveAttribute('aria-expanded', 'true');
    // The reviewer has opened the dataset to look at its points.
    const dataset = within(tree).getByRole('row', { name: /^Dataset, Hazard ratio/ });
    dataset.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dataset).toHaveAttribute('aria-expanded', 'true');
    const grip = within(trash).getByRole('button', { name: /^Drag/ });
    grip.focus();
    await userEvent.keyboard('{Enter}');
    // The drag starts on the first parent that accepts the point.
    await waitFor(() => expect(tree.querySelector('[data-drop-target]')).not.toBeNull());
    // The arrow keys walk the parents that accept the point, down to the empty Demographics section.
    for (let step = 0; step < 20 && !target.hasAttribute('data-drop-target'); step += 1) await userEvent.keyboard('{ArrowDown}');
    await expect(target).toHaveAttribute('data-drop-target', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('drop on study:DEMO-1/demographics');
    // The section opens on what was dropped.
    await waitFor(() => expect(target).toHaveAttribute('aria-expanded', 'true'));
    await expect(canvas.getByRole('heading', { name: 'Trash (0)' })).toBeVisible();
    const moved = await within(tree).findByRole('row', { name: /^Point, Point 3:/ });
    await expect(within(moved).getByRole('button', { name: /^Restore Point 3/ })).toBeVisible();
    await expect(within(moved).queryByRole('button', { name: /^Trash Point 3/ })).toBeNull();
    // Restore takes it home, to its place among the dataset's points.
    await userEvent.click(within(moved).getByRole('button', { name: /^Restore Point 3/ }));
    await waitFor(() => expect(within(tree).getAllByRole('row', { name: /^Point, Point \d/ })).toHaveLength(6));
    const labels = within(tree)
      .getAllByRole('row', { name: /^Point, Point \d/ })
      .map((row) => /Point (\d)/.exec(row.textContent ?? '')?.[1]);
    await expect(labels).toEqual(['1', '2', '3', '4', '5', '6']);
    // The picture shows the points, back in order, at the end of the tree.
    tree.scrollTop = tree.scrollHeight;
  },
};

/** Trashing (by keyboard: focus moves to the next point) then restoring everything marks the screen dirty. */
export const DirtyState: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('All changes saved');
    const tree = canvas.getByRole('treegrid', { name: 'Extraction tree' });
    within(tree).getByRole('row', { name: /^Dataset, Hazard ratio/ }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const point = await within(tree).findByRole('row', { name: /Point 1:/ });
    within(point).getByRole('button', { name: /^Trash Point 1/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('trash');
    // The keyboard carries on from the next point.
    await waitFor(() => expect(within(tree).getByRole('row', { name: /^Point, Point 2:/ })).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Unsaved changes');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore all' }));
    await expect(canvas.getByRole('heading', { name: 'Trash (0)' })).toBeVisible();
    await expect(within(tree).getByRole('row', { name: /Point 1:/ })).toBeVisible();
  },
};

/** Dual extraction with one disagreement: both readings shown, the reviewer keeps one by keyboard. */
export const DualExtraction: Story = {
  args: { readers: 'two' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Compared values' });
    const differing = table.querySelectorAll('tr[data-agreement="differing"], tr[data-agreement="missing"]');
    await expect(differing).toHaveLength(1);
    await expect(differing[0]).toHaveTextContent('Outcome: Hazard ratio (4 of 6)');
    await expect(differing[0]).toHaveTextContent('20');
    await expect(canvas.getByText('Values compared').nextElementSibling).toHaveTextContent('22');
    // Hiding the agreeing values leaves the one to decide (and its decision row).
    await userEvent.click(canvas.getByRole('switch', { name: 'Show only differing values' }));
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    const group = canvas.getByRole('radiogroup', { name: /^Decision for Outcome: Hazard ratio \(4 of 6\), y/ });
    await userEvent.click(within(group).getByRole('radio', { name: "Keep qc@example.com's value" }));
    await expect(args.onChange).toHaveBeenCalledWith('keep qc@example.com');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: 'Correct the value' })).toBeChecked();
    const field = canvas.getByRole('textbox', { name: /^Corrected value for/ });
    await userEvent.clear(field);
    await userEvent.type(field, '21');
    await expect(field).toHaveValue('21');
    // The note says why, and stays when the reviewer changes the decision.
    const note = canvas.getByRole('textbox', { name: /^Note on Outcome: Hazard ratio \(4 of 6\), y/ });
    await userEvent.type(note, 'Marker read at 200 %');
    await userEvent.click(within(group).getByRole('radio', { name: "Keep extractor@example.com's value" }));
    await expect(canvas.getByRole('textbox', { name: /^Note on Outcome/ })).toHaveValue('Marker read at 200 %');
    await expect(canvas.getByRole('status')).toHaveTextContent('Unsaved changes');
  },
};

/** Leaving with unsaved changes asks first. */
export const LeaveWithUnsavedChanges: Story = {
  args: { isLeaveRequested: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('You have unsaved changes. Do you really want to leave?');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onStay).toHaveBeenCalled());
  },
};

const compared = (canvasElement: HTMLElement) => within(canvasElement).getByRole('table', { name: 'Compared values' });

/** The comparison fits its column: no sideways scrolling, and the page ends where the screen does. */
async function expectComparisonFits(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region', { name: 'Compared values, scrollable' });
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  const screenBottom = within(canvasElement).getByRole('heading', { level: 1, name: /^Quality control/ }).closest('section')!.getBoundingClientRect().bottom + window.scrollY;
  await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(Math.max(screenBottom, document.documentElement.clientHeight) + 32);
}

/** Adds the third reader to the comparison. */
async function compareThreeReaders(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('checkbox', { name: 'qc@example.com, completed 2026-11-21' }));
  await expect(canvas.getByRole('heading', { name: 'Multiple extraction: extractor@example.com, admin@example.com and qc@example.com' })).toBeVisible();
}

/** Three completed extractions, the reviewed one compared with the newest other at first. */
export const MultipleReadersLoading: Story = {
  args: { readers: 'three', status: 'loading' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading the paper')).toBeVisible();
    await expect(canvas.queryByRole('group', { name: 'Compare with' })).toBeNull();
  },
};

/** The reviewer unticks every other extraction: nothing is compared, and the screen says what to do. */
export const MultipleReadersNoneChosen: Story = {
  args: { readers: 'three' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const picker = canvas.getByRole('group', { name: 'Compare with' });
    await expect(picker).toHaveTextContent('Reviewing the extraction by extractor@example.com, completed 2026-11-20');
    const newest = within(picker).getByRole('checkbox', { name: 'admin@example.com, completed 2026-11-22' });
    await expect(newest).toBeChecked();
    await expect(within(picker).getByRole('checkbox', { name: 'qc@example.com, completed 2026-11-21' })).not.toBeChecked();
    await userEvent.click(newest);
    await expect(args.onChange).toHaveBeenCalledWith('compare with none');
    await expect(canvas.queryByRole('table', { name: 'Compared values' })).toBeNull();
    await expect(canvas.getByText('Choose one or more extractions to compare with.')).toBeVisible();
  },
};

/** A chosen extraction cannot be read: the comparison says which and why; the others can still be chosen. */
export const MultipleReadersError: Story = {
  args: { readers: 'three', unreadable: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The extractions could not be compared')).toBeVisible();
    await expect(canvas.getByText('The extraction by admin@example.com could not be read: Not a project file')).toBeVisible();
    const picker = canvas.getByRole('group', { name: 'Compare with' });
    await userEvent.click(within(picker).getByRole('checkbox', { name: /^admin@example.com/ }));
    await userEvent.click(within(picker).getByRole('checkbox', { name: /^qc@example.com/ }));
    await expect(compared(canvasElement)).toBeVisible();
    await expect(canvas.queryByText('The extractions could not be compared')).toBeNull();
  },
};

/**
 * Three readers: the reviewer adds qc@example.com to the comparison; the misread point shows every
 * reader's value, the spread in decades and qc@example.com as the odd one out, and is settled by
 * keeping the reviewed value. A stricter tolerance then turns the readings a pixel apart into differences.
 */
export const MultipleReaders: Story = {
  args: { readers: 'three' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dual extraction: extractor@example.com and admin@example.com' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'qc@example.com, completed 2026-11-21' }));
    await expect(args.onChange).toHaveBeenCalledWith('compare with admin@example.com, qc@example.com');
    await expect(canvas.getByRole('heading', { name: 'Multiple extraction: extractor@example.com, admin@example.com and qc@example.com' })).toBeVisible();
    const table = compared(canvasElement);
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['Study key', 'Tag group', 'Item', 'Tag', 'extractor@example.com', 'admin@example.com', 'qc@example.com', 'Spread', 'Agreement']);
    const differing = table.querySelectorAll('tr[data-agreement="differing"]');
    await expect(differing).toHaveLength(1);
    const cells = within(differing[0] as HTMLElement).getAllByRole('cell');
    await expect(cells[4]).toHaveTextContent(/^20/);
    await expect(cells[6]).toHaveTextContent(/^30\.\d+Odd one out/);
    await expect(cells[7]).toHaveTextContent(/^0\.1\d+ decades$/);
    await expect(within(cells[5]!).queryByText('Odd one out')).toBeNull();
    const group = canvas.getByRole('radiogroup', { name: /^Decision for Outcome: Hazard ratio \(4 of 6\), y/ });
    await expect(within(group).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      "Keep extractor@example.com's value",
      "Keep admin@example.com's value",
      "Keep qc@example.com's value",
      'Correct the value',
      'Mark for discussion',
    ]);
    await userEvent.click(within(group).getByRole('radio', { name: "Keep extractor@example.com's value" }));
    await expect(args.onChange).toHaveBeenCalledWith('keep extractor@example.com');
    await expect(canvas.getByText('Still to decide').nextElementSibling).toHaveTextContent('0');
    // Keeping admin@example.com's value, then leaving that reader out: the value is to decide again.
    const decision = () => canvas.getByRole('radiogroup', { name: /^Decision for Outcome: Hazard ratio \(4 of 6\), y/ });
    await userEvent.click(within(decision()).getByRole('radio', { name: "Keep admin@example.com's value" }));
    const admin = canvas.getByRole('checkbox', { name: 'admin@example.com, completed 2026-11-22' });
    await userEvent.click(admin);
    await expect(canvas.getByRole('heading', { name: 'Dual extraction: extractor@example.com and qc@example.com' })).toBeVisible();
    await expect(canvas.getByText('Still to decide').nextElementSibling).toHaveTextContent('1');
    await expect(within(decision()).getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    await userEvent.click(admin);
    await expect(within(decision()).getByRole('radio', { name: "Keep admin@example.com's value" })).toBeChecked();
    await expect(canvas.getByText('Still to decide').nextElementSibling).toHaveTextContent('0');
    // A tolerance of 0 %: readings a pixel apart no longer count as one.
    await expect(canvas.getByText('Within 1 % of axis range').nextElementSibling).toHaveTextContent('11');
    const tolerance = canvas.getByRole('textbox', { name: 'Tolerance (% of axis range)' });
    await userEvent.clear(tolerance);
    await userEvent.type(tolerance, '0{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('tolerance 0');
    await expect(canvas.getByText('Within 0 % of axis range').nextElementSibling).toHaveTextContent('0');
    await expect(canvas.getByText('Differing').nextElementSibling).toHaveTextContent('12');
    await expectComparisonFits(canvasElement);
    // A long label is cut short in its cell; its whole text is the cell's tooltip.
    const item = within(compared(canvasElement)).getAllByRole('cell')[2]!;
    await expect(item.querySelector('[title]')?.getAttribute('title')).toBe(item.textContent);
  },
};

/** Three readers on a 1920 x 1080 desktop: the comparison fits its column without sideways scrolling. */
export const MultipleReadersDesktop: Story = {
  args: { readers: 'three' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await compareThreeReaders(canvasElement);
    await expectComparisonFits(canvasElement);
  },
};

/** Three readers on a 1280 x 800 laptop, before any decision. */
export const MultipleReadersLaptop: Story = {
  args: { readers: 'three' },
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await compareThreeReaders(canvasElement);
    await expectComparisonFits(canvasElement);
  },
};

/** 'Save reconciled extraction' waits while a value is still to decide, and says how many; a value marked for discussion is not decided. */
export const ReconciledDisabled: Story = {
  args: { readers: 'two', reconciledSave: 'idle' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save reconciled extraction' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAccessibleDescription('Decide 1 more value to save the reconciled extraction (a value marked for discussion is not decided yet).');
    const group = canvas.getByRole('radiogroup', { name: /^Decision for Outcome: Hazard ratio \(4 of 6\), y/ });
    await userEvent.click(within(group).getByRole('radio', { name: 'Mark for discussion' }));
    await expect(save).toBeDisabled();
    // The summary counts it the same way.
    await expect(canvas.getByText('Still to decide').nextElementSibling).toHaveTextContent('1');
    await userEvent.click(within(group).getByRole('radio', { name: "Keep qc@example.com's value" }));
    await expect(save).toBeEnabled();
    await expect(canvas.getByText('Still to decide').nextElementSibling).toHaveTextContent('0');
    await userEvent.click(save);
    await expect(args.onChange).toHaveBeenCalledWith('save reconciled');
  },
};

/** Saving: the action waits, with a spinner. */
export const ReconciledSaving: Story = {
  args: { readers: 'two', settled: true, reconciledSave: 'saving' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Save reconciled extraction' })).toBeDisabled();
    await expect(canvas.getByText('Saving the reconciled extraction')).toBeVisible();
  },
};

/** Saved: the version it made; saving again makes the next one. */
export const ReconciledSaved: Story = {
  args: { readers: 'two', settled: true, reconciledSave: 'saved', reconciledVersion: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Reconciled extraction saved (version 2).')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save reconciled extraction' })).toBeEnabled();
  },
};

/** A failed save shows the server's answer, and the action stays available. */
export const ReconciledError: Story = {
  args: { readers: 'two', settled: true, reconciledSave: 'error', reconciledError: 'This paper is not ready for data entry yet' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The reconciled extraction could not be saved')).toBeVisible();
    await expect(canvas.getByText('This paper is not ready for data entry yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save reconciled extraction' })).toBeEnabled();
  },
};

/** A reconciled extraction is listed among the readers with its badge, and is not ticked at first. */
export const MultipleReadersWithReconciled: Story = {
  args: { readers: 'reconciled' },
  play: async ({ canvasElement }) => {
    const readers = within(within(canvasElement).getByRole('group', { name: 'Compare with' }));
    const reconciled = readers.getByRole('checkbox', { name: 'qc@example.com, completed 2026-11-23 Reconciled' });
    await expect(reconciled).not.toBeChecked();
    await expect(readers.getByRole('checkbox', { name: 'qc@example.com, completed 2026-11-21' })).toBeChecked();
  },
};

/** 300 compared values of three readers, every 25th differing: a long comparison made up for the story. */
function manyValues(): QcComparison {
  const rows = Array.from({ length: 300 }, (_, i) => {
    const differing = i % 25 === 24;
    const value = (k: number) => ({ value: (1 + i / 100 + (differing && k === 2 ? 0.5 : 0)).toFixed(4) });
    return {
      id: `row ${i + 1}`,
      studyKey: QC_ARM_KEY,
      tagGroup: 'Outcomes',
      item: `Outcome: Hazard ratio (${i + 1} of 300)`,
      tag: 'y (read on the graph)',
      agreement: differing ? ('differing' as const) : ('agreed' as const),
      readings: [value(0), value(1), value(2)],
      spread: differing ? '0.5' : null,
      oddOneOut: differing ? 2 : null,
    };
  });
  return { readers: [A, C, B], tolerance: 0.01, rows, figures: { compared: 300, agreed: 288, within: 0, differing: 12 } };
}

/** A long comparison is virtual: only the rows in view are in the page, and scrolling brings the last one. */
export const ManyComparedValues: Story = {
  render: () => <Reconciliation comparison={manyValues()} resolutions={{}} onResolve={() => {}} />,
  play: async ({ canvasElement }) => {
    const table = compared(canvasElement);
    await expect(table).toHaveAttribute('aria-rowcount', String(1 + 300 + 12));
    await expect(table.querySelectorAll('tbody tr[data-agreement]').length).toBeLessThan(40);
    await expect(within(table).getByText('Outcome: Hazard ratio (1 of 300)')).toBeVisible();
    const region = within(canvasElement).getByRole('region', { name: 'Compared values, scrollable' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    region.scrollTop = region.scrollHeight;
    await waitFor(() => expect(within(table).getByText('Outcome: Hazard ratio (300 of 300)')).toBeVisible());
    await waitFor(() => expect(region.scrollTop + region.clientHeight).toBeGreaterThanOrEqual(region.scrollHeight - 1));
    await expect(within(table).queryByText('Outcome: Hazard ratio (1 of 300)')).toBeNull();
    const last = within(table).getByText('Outcome: Hazard ratio (300 of 300)').closest('tr')!;
    await expect(last).toHaveAttribute('aria-rowindex', String(1 + 300 + 12 - 1));
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { compareExtractions } from '../../src/app/qualityControl/dualExtraction';
import { buildQcTree } from '../../src/app/qualityControl/extractionTree';
import { dropIntoTree, initialTreeState, readingOrder, restoreAll, restoreNode, trashNode } from '../../src/app/qualityControl/qcEdits';
import { viewOf } from '../../src/app/qualityControl/view';
import type { DigitizerFile } from '../../src/editor/pages/pageSource';
import { QualityControlScreen, type QualityControlScreenProps } from '../../src/screens';
import type { QcResolution, QcTreeState } from '../../src/screens/QualityControl/qcTypes';
import { logChartFile, logChartProject, QC_ARM_KEY } from './qualityControlFixtures';

const A = { uuid: '00000000-0000-4000-8000-0000000000e1', email: 'extractor@example.com' };
const B = { uuid: '00000000-0000-4000-8000-0000000000e2', email: 'qc@example.com' };
const reviewed = logChartProject({ withText: true });
const reviewedTree = buildQcTree(reviewed, { uuid: A.uuid, label: `Extraction by ${A.email}` });
const order = readingOrder([reviewedTree]);
const DATASET = `treatment:${QC_ARM_KEY}/results/axis:0:1:Figure 1/dataset:Hazard ratio`;
const pointId = (i: number) => `point:0:1:Figure 1:Hazard ratio:${i}`;

interface HarnessArgs extends Pick<QualityControlScreenProps, 'status' | 'error' | 'onRetry' | 'isLeaveRequested' | 'onLeave' | 'onStay'> {
  /** No completed extraction: the tree is absent. */
  withoutExtraction?: boolean;
  /** Compare with a second extraction that misread one point. */
  dual?: boolean;
  /** Points trashed before the story starts. */
  trashed?: number[];
  onChange: (what: string) => void;
}

/** The screen with its review in state, as the route keeps it. */
function Harness({ withoutExtraction, dual, trashed = [], onChange, status, files = [], ...props }: HarnessArgs & { files?: DigitizerFile[] }) {
  const [state, setState] = useState<QcTreeState>(() =>
    trashed.reduce((s, i) => trashNode(s, pointId(i)), initialTreeState([reviewedTree])),
  );
  const [resolutions, setResolutions] = useState<Record<string, QcResolution>>({});
  const [dirty, setDirty] = useState(false);
  const [comparison] = useState(() =>
    dual ? compareExtractions({ ...A, project: reviewed }, { ...B, project: logChartProject({ withText: true, jitter: 1, misread: { index: 3, ratio: 30 } }) }) : null,
  );
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
      comparison={comparison}
      resolutions={resolutions}
      isDirty={dirty}
      onTrash={(id) => edit('trash', (s) => trashNode(s, id))}
      onRestore={(id) => edit('restore', (s) => restoreNode(s, id, order))}
      onRestoreAll={() => edit('restore all', (s) => restoreAll(s, order))}
      onDrop={(id, parentId) => edit(`drop on ${parentId}`, (s) => dropIntoTree(s, id, parentId, order))}
      onResolve={(id, resolution) => {
        setResolutions((r) => ({ ...r, [id]: resolution }));
        setDirty(true);
        onChange(`resolve ${resolution.kind}`);
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
  parameters: { layout: 'fullscreen' },
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
  args: { dual: true },
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
    await expect(args.onChange).toHaveBeenCalledWith('resolve b');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(group).getByRole('radio', { name: 'Correct the value' })).toBeChecked();
    const field = canvas.getByRole('textbox', { name: /^Corrected value for/ });
    await userEvent.clear(field);
    await userEvent.type(field, '21');
    await expect(field).toHaveValue('21');
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

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { DataEntryHistoryItem } from '../../src/api/papers';
import { buildQcTree } from '../../src/app/qualityControl/extractionTree';
import { initialTreeState } from '../../src/app/qualityControl/qcEdits';
import { viewOf } from '../../src/app/qualityControl/view';
import { versionDiff } from '../../src/editor/core/history/versionDiff';
import type { DigitizerFile } from '../../src/editor/pages/pageSource';
import { HistoryPanel, QualityControlScreen } from '../../src/screens';
import { utcDateTime } from '../../src/screens/shared/dateTime';
import { logChartFile, logChartProject } from './qualityControlFixtures';

const A = { uuid: '00000000-0000-4000-8000-0000000000e1', email: 'extractor@example.com', completedAt: '2026-11-20T09:30:00.000Z' };
const reviewed = logChartProject({ withText: true });
const roots = viewOf(initialTreeState([buildQcTree(reviewed, { uuid: A.uuid, label: `Extraction by ${A.email}` })]));

/** A document with one dataset 'Arm A' holding these points. */
const documentWith = (points: [number, number][]) => ({ pages: [{ file: 0, page: 1, datasets: [{ name: 'Arm A', axesName: 'XY graph', points: points.map(([x, y]) => ({ x, y })) }] }] });
const documents: Record<number, unknown> = {
  1: documentWith([[100, 500], [200, 400]]),
  2: documentWith([[100, 500], [260, 380], [300, 300]]),
};
const versions: DataEntryHistoryItem[] = [
  { version: 2, baseVersion: 1, kind: 'delta', email: 'extractor@example.com', created_at: '2026-11-20T09:30:00.000Z', operations: 3, summary: 'moved 1 point, added 1 point on XY graph' },
  { version: 1, baseVersion: 0, kind: 'document', email: 'extractor@example.com', created_at: '2026-11-19T16:05:00.000Z', operations: 4, summary: 'started the extraction: added XY graph, added 2 points on XY graph' },
];

interface HarnessArgs {
  /** Whether the reviewer may restore (the extraction's owner or an administrator). @default false */
  canRestore?: boolean;
  onRestore: (version: number) => void;
}

/** The quality-control screen with the reviewed extraction's history beside it, as the route wires it. */
function Harness({ canRestore = false, onRestore, files = [] }: HarnessArgs & { files?: DigitizerFile[] }) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <QualityControlScreen
      status="ready"
      paperName="Demo; 2024; Hazard ratio over time (log-scale line chart)"
      files={files}
      roots={roots}
      extractions={[A]}
      reviewedUuid={A.uuid}
      isHistoryOpen={open}
      onHistoryToggle={() => setOpen(!open)}
      history={
        <HistoryPanel
          status="ready"
          versions={versions}
          total={versions.length}
          currentVersion={2}
          selectedVersion={selected}
          onSelectVersion={setSelected}
          changes={selected === null ? null : { status: 'ready', diff: versionDiff(documents[selected], documents[2]) }}
          canRestore={canRestore}
          onRestore={onRestore}
          formatDate={utcDateTime}
          onClose={() => setOpen(false)}
        />
      }
    />
  );
}

const meta = {
  title: 'Screens/Quality Control/History',
  component: Harness,
  args: { onRestore: fn() },
  loaders: [async () => ({ file: await logChartFile() })],
  render: (args, { loaded }) => <Harness {...args} files={[loaded.file as DigitizerFile]} />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A reviewer opens the history, chooses version 1 and reads what changed since; the extraction is not theirs, so nothing can be restored. */
export const ReadOnlyHistory: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'History' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { name: 'History' })).toBeVisible();
    await userEvent.click(canvas.getByRole('option', { name: /^Version 1(?!\d)/ }));
    await expect(canvas.getByRole('heading', { name: /^Version 1 by extractor@example.com on / })).toBeVisible();
    await expect(canvas.getByText('Since then, up to version 2: 1 point added, 1 moved, 0 deleted, 0 retagged')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'What changed' });
    await expect(within(list).getByText('Arm A (page 1): point 2 moved from (200, 400) to (260, 380)')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Restore this version' })).toBeNull();
    // The tree under review stays where it was.
    await expect(canvas.getByRole('treegrid', { name: 'Extraction tree' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Close history' }));
    await expect(canvas.queryByRole('heading', { name: 'History' })).toBeNull();
  },
};

/** The owner of the extraction (or an administrator) reviewing it may restore a version. */
export const OwnerMayRestore: Story = {
  args: { canRestore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'History' }));
    await userEvent.click(canvas.getByRole('option', { name: /^Version 1(?!\d)/ }));
    await expect(canvas.getByRole('button', { name: 'Restore this version' })).toBeVisible();
  },
};

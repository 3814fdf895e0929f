import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DataEntryHistoryItem } from '../../../src/api/papers';
import { versionDiff } from '../../../src/editor/core/history/versionDiff';
import { HistoryPanel, type HistoryPanelProps, type VersionChanges } from '../../../src/screens';
import { utcDateTime } from '../../../src/screens/shared/dateTime';
import { afterDialogsClose, body } from '../play';

/** A document with one dataset 'Arm A' holding these points. */
const documentWith = (points: [number, number][]) => ({ pages: [{ file: 0, page: 1, datasets: [{ name: 'Arm A', axesName: 'XY graph', points: points.map(([x, y]) => ({ x, y })) }] }] });

const documents: Record<number, unknown> = {
  1: documentWith([[100, 500], [200, 400]]),
  2: documentWith([[100, 500], [260, 380]]),
  3: documentWith([[100, 500], [260, 380], [300, 300]]),
};

const item = (version: number, summary: string, operations: number, email: string | null = 'extractor@example.com'): DataEntryHistoryItem => ({
  version,
  baseVersion: version - 1,
  kind: 'delta',
  email,
  created_at: `2026-11-2${version}T09:${10 + version}:00.000Z`,
  operations,
  summary,
});

const history: DataEntryHistoryItem[] = [
  item(3, 'added 1 point on XY graph', 1),
  item(2, 'moved 1 point on XY graph', 2),
  item(1, 'started the extraction: added XY graph, added 2 points on XY graph', 4, null),
];

type HarnessProps = Omit<HistoryPanelProps, 'selectedVersion' | 'changes'> & { initialVersion?: number | null; slowRestore?: boolean };

/** The panel with its choice in state, and the changes worked out as the app does. */
function Harness({ initialVersion = null, onSelectVersion, onRestore, slowRestore = false, ...props }: HarnessProps) {
  const [selected, setSelected] = useState<number | null>(initialVersion);
  const changes: VersionChanges | null = selected === null ? null : { status: 'ready', diff: versionDiff(documents[selected], documents[props.currentVersion]) };
  return (
    <div style={{ width: 380, height: 720, border: '1px solid #c9d1db' }}>
      <HistoryPanel
        {...props}
        selectedVersion={selected}
        changes={changes}
        onSelectVersion={(v) => {
          onSelectVersion?.(v);
          setSelected(v);
        }}
        onRestore={(v) => {
          onRestore?.(v);
          return slowRestore ? new Promise((resolve) => setTimeout(resolve, 300)) : undefined;
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Screens/History Panel',
  component: Harness,
  args: {
    status: 'ready',
    versions: history,
    total: history.length,
    page: 1,
    pageSize: 20,
    currentVersion: 3,
    canRestore: true,
    formatDate: utcDateTime,
    onSelectVersion: fn(),
    onRestore: fn(),
    onRetry: fn(),
    onClose: fn(),
    onPageChange: fn(),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Loading: Story = {
  args: { status: 'loading', versions: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading the history')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { versions: [], total: 0, currentVersion: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No saved versions yet' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', error: 'The server did not answer', versions: [], total: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The server did not answer')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Forbidden: Story = {
  args: { status: 'forbidden', versions: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Access denied' })).toBeVisible();
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const options = canvas.getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('Version 3 (current)'),
      expect.stringContaining('Version 2'),
      expect.stringContaining('Version 1'),
    ]);
    await expect(options[1]).toHaveTextContent('moved 1 point on XY graph · 2 operations');
    await expect(options[2]).toHaveTextContent('a removed user');
    await expect(canvas.getByText('Choose a version to see what changed since.')).toBeVisible();
  },
};

export const Paged: Story = {
  args: { total: 45, page: 2, pageSize: 20 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /next/i }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const ChoosingAVersion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('option')[2]!);
    await expect(args.onSelectVersion).toHaveBeenCalledWith(1);
    const details = canvas.getByRole('region', { name: 'Version 1' });
    await expect(within(details).getByRole('heading', { name: 'Version 1 by a removed user on 2026-11-21 09:11' })).toBeVisible();
    await expect(details).toHaveTextContent('Since then, up to version 3: 1 point added, 1 moved, 0 deleted, 0 retagged');
    const changes = within(within(details).getByRole('list', { name: 'What changed' })).getAllByRole('listitem');
    await expect(changes.map((li) => li.textContent)).toEqual(['Arm A (page 1): point 3 added at (300, 300)', 'Arm A (page 1): point 2 moved from (200, 400) to (260, 380)']);
    // The keyboard moves the choice too.
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(args.onSelectVersion).toHaveBeenLastCalledWith(2));
    await expect(canvas.getByRole('heading', { name: /^Version 2 by extractor@example.com/ })).toBeVisible();
  },
};

export const CurrentVersionChosen: Story = {
  args: { initialVersion: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This is the current version.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  },
};

export const NotAllowedToRestore: Story = {
  args: { initialVersion: 1, canRestore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^Version 1 by/ })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Restore this version' })).not.toBeInTheDocument();
  },
};

export const RestoreConfirmed: Story = {
  args: { initialVersion: 2, slowRestore: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore this version' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Restore version 2? It is saved as a new version; no version is lost.');
    await expect(args.onRestore).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await expect(args.onRestore).toHaveBeenCalledWith(2);
    await afterDialogsClose(canvasElement);
  },
};

export const RestoreCancelled: Story = {
  args: { initialVersion: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Restore this version' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await afterDialogsClose(canvasElement);
    await expect(args.onRestore).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Restore this version' })).toBeVisible();
  },
};

export const Restoring: Story = {
  args: { initialVersion: 2, isRestoring: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Restore this version/ })).toBeDisabled();
  },
};

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DataEntryScreen, type DataEntryScreenProps } from '../../src/screens';
import { MainRegion, paperFiles, savedSession, waitForEditor } from './dataEntryFixtures';
import { type LoadedEntry, screenCallbacks } from './dataEntryStoryKit';

/*
 * The data-entry screen while an earlier version is viewed from the History panel: the editing tools
 * are disabled and the side panels inert, each saying why, until the viewer goes back to the current
 * version. The view tools (zoom, fit, rotate) and the file and page stay usable.
 */

/** The screen showing version 2, with 'Back to the current version' returning to the extraction. */
function ViewingVersion(props: DataEntryScreenProps) {
  const [viewing, setViewing] = useState<number | null>(2);
  return <DataEntryScreen {...props} viewingVersion={viewing} onBackToCurrent={() => setViewing(null)} />;
}

const meta = {
  title: 'Screens/Data Entry/History',
  component: DataEntryScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'ready', paperName: 'Smith; 2021; Viral load after treatment', ...screenCallbacks() },
  loaders: [async (): Promise<LoadedEntry> => ({ files: await paperFiles(), session: savedSession() })],
  render: (args, { loaded }) => {
    const { files, session } = loaded as LoadedEntry;
    return (
      <MainRegion>
        <ViewingVersion {...args} files={files} session={session} />
      </MainRegion>
    );
  },
} satisfies Meta<typeof DataEntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const EDIT_BUTTONS = ['Undo', 'Redo', 'New XY graph', 'New bar graph', 'Other graph', 'New table', 'Add points', 'Adjust points', 'Delete points', 'Select text'];
const READ_ONLY = 'Viewing version 2 — read only';

/** Viewing version 2: editing is visibly off (disabled tools, inert panels saying why); viewing stays on. */
export const ViewingAnEarlierVersion: Story = {
  play: async ({ canvasElement }) => {
    await waitForEditor(canvasElement);
    const canvas = within(canvasElement);
    const tools = within(canvas.getByRole('toolbar', { name: 'Editor tools' }));
    for (const name of EDIT_BUTTONS) await expect(tools.getByRole('button', { name })).toBeDisabled();
    for (const name of ['Zoom in', 'Zoom out', 'Fit', '100%', 'Rotate left', 'Rotate right']) await expect(tools.getByRole('button', { name })).toBeEnabled();
    // The graph tree, the study tree, the tagging strip and the sidebar: inert, each saying why.
    await expect(canvasElement.querySelectorAll('[data-read-only][inert]')).toHaveLength(4);
    // A note in each inert panel, besides the banner over the figure.
    await expect(canvas.getAllByText(READ_ONLY)).toHaveLength(4);
    await expect(canvas.getByText('Viewing version 2 (read-only)')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Tagging' }).querySelector('[data-read-only][inert]')).not.toBeNull();
    // The file and page stay choosable.
    await expect(canvas.getByRole('group', { name: 'File and page' }).closest('[inert]')).toBeNull();
  },
};

/** Back to the current version: the tools and panels are on again. */
export const BackToTheCurrentVersion: Story = {
  play: async ({ canvasElement }) => {
    await waitForEditor(canvasElement);
    const canvas = within(canvasElement);
    const tools = within(canvas.getByRole('toolbar', { name: 'Editor tools' }));
    await expect(tools.getByRole('button', { name: 'New XY graph' })).toBeDisabled();
    const back = canvas.getByRole('button', { name: 'Back to the current version' });
    back.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-read-only], [data-read-only] [inert]')).toHaveLength(0));
    await expect(canvas.queryByText(READ_ONLY)).toBeNull();
    for (const name of ['New XY graph', 'New bar graph', 'Other graph', 'New table', 'Add points', 'Select text']) await expect(tools.getByRole('button', { name })).toBeEnabled();
  },
};

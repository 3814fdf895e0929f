import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataEntryScreen } from '../../src/screens';
import { paperFiles, TAG_GROUPS, taggedSession, waitForEditor } from './dataEntryFixtures';
import { type LoadedEntry, renderDataEntryScreen } from './dataEntryStoryKit';
import { body } from './play';


/*
 * The data-entry screen with tagging: the study tree under the items tree, the tagging toolbar at
 * the bottom, and the dialogs the workspace opens (metadata, Add dataset) on a tagged extraction.
 */
const meta = {
  title: 'Screens/Data Entry/Tagging',
  component: DataEntryScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    paperName: 'Smith; 2021; Viral load after treatment',
    tagGroups: TAG_GROUPS,
    onSaveNow: fn(),
  },
  loaders: [async (): Promise<LoadedEntry> => ({ files: await paperFiles(), session: taggedSession() })],
  render: renderDataEntryScreen,
} satisfies Meta<typeof DataEntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The study tree, the dataset per arm with its branch and tag group, the text item, and the toolbar on Outcomes for the drug arm. */
export const Tagged: Story = {
  play: async ({ canvasElement }) => {
    await waitForEditor(canvasElement);
    const canvas = within(canvasElement);
    const studyTree = canvas.getByRole('treegrid', { name: 'Study tree' });
    for (const name of ['Study VL-1', 'Study part Main', 'Study arm Drug', 'Study arm Placebo']) await expect(within(studyTree).getByRole('row', { name })).toBeVisible();
    const items = canvas.getByRole('treegrid', { name: 'Extracted items' });
    await expect(within(items).getByRole('row', { name: /^VL-1 \/ Main \/ Drug, Outcomes \(2 points\)/ })).toBeVisible();
    await expect(within(items).getByRole('row', { name: /^Adults with a viral load above 1000 copies\/mL were eligible\./ })).toBeVisible();
    const toolbar = canvas.getByRole('toolbar', { name: 'Tagging' });
    await expect(within(toolbar).getByRole('combobox', { name: 'Tag group' })).toHaveValue('Outcomes');
    await expect(within(toolbar).getByRole('option', { name: /VL-1 \/ Main \/ Drug/ })).toHaveAttribute('aria-selected', 'true');
    // The drug arm's instance has collected its Outcome.
    await expect(within(toolbar).getByRole('button', { name: 'Outcome' })).toHaveAccessibleDescription(/Collected/);
  },
};

/** x on the canvas (the manual's 'Create a new data set') opens Add dataset for the graph being worked on. */
export const ShortcutXAddsADataset: Story = {
  play: async ({ canvasElement }) => {
    const app = await waitForEditor(canvasElement);
    app.focus();
    await userEvent.keyboard('x');
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Add dataset to XY graph' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Add dataset to XY graph' })).toBeNull());
  },
};

/** z on the canvas (the manual's 'Create a new axis') starts calibrating a new graph. */
export const ShortcutZStartsCalibration: Story = {
  play: async ({ canvasElement }) => {
    const app = await waitForEditor(canvasElement);
    app.focus();
    await userEvent.keyboard('z');
    await expect(await within(canvasElement).findByRole('heading', { name: 'New XY graph' })).toBeVisible();
    await expect(app).toHaveAttribute('data-tool', 'calibrate');
  },
};

/** A selected point shows its tags beside it and in the toolbar; 'Edit tags' opens its metadata dialog, Escape closes it. */
export const EditTagsOfTheSelectedPoint: Story = {
  play: async ({ canvasElement, loaded }) => {
    await waitForEditor(canvasElement);
    const { session } = loaded as LoadedEntry;
    session.setTool('adjustPoints');
    session.setSelection({ datasetId: 'VL-1||Main||Drug_00000000', index: 0 });
    const canvas = within(canvasElement);
    const preview = await body(canvasElement).findByRole('tooltip');
    await expect(preview).toHaveTextContent('Viral load');
    // The strip and the button follow the selection once the frame that shows it has been drawn.
    await expect(await within(canvas.getByRole('toolbar', { name: 'Tagging' })).findByText('Point 1 of VL-1 / Main / Drug, Outcomes')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit tags of point 1' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Point metadata' });
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Tag 1' })).toHaveFocus());
    await expect(within(dialog).getByRole('combobox', { name: 'Tag 1' })).toHaveValue('Study branch');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Point metadata' })).toBeNull());
    // r in the adjust tool opens the selected point's tags from the keyboard.
    const application = canvas.getByRole('application', { name: 'Figure digitizer' });
    await waitFor(() => expect(application).toHaveFocus());
    await userEvent.keyboard('r');
    const again = await body(canvasElement).findByRole('dialog', { name: 'Point metadata' });
    await waitFor(() => expect(within(again).getByRole('combobox', { name: 'Tag 1' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Point metadata' })).toBeNull());
  },
};

/** A text item's tags open from its row in the tree, on its own page. */
export const TextItemTags: Story = {
  play: async ({ canvasElement }) => {
    await waitForEditor(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Tags of Adults with a viral load above 1000 copies/mL were eligible.' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Text metadata' });
    await expect(within(dialog).getByRole('textbox', { name: 'Value 2' })).toHaveValue('Adults with a viral load above 1000 copies/mL were eligible.');
    // The editor went to the text's file: the row no longer says where it is.
    await waitFor(() => expect(canvas.getByRole('row', { name: 'Adults with a viral load above 1000 copies/mL were eligible.' })).toBeVisible());
  },
};

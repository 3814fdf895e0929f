import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataEntryScreen } from '../../src/screens';
import { paperFiles, TAG_GROUPS, taggedSession, waitForEditor } from './dataEntryFixtures';
import { type LoadedEntry, renderDataEntryScreen } from './dataEntryStoryKit';
import { body } from './play';

/*
 * The data-entry workspace at the window sizes extractors use: a laptop's 1280 x 800 and a desktop's
 * 1920 x 1080, on a calibrated and tagged extraction, with a point's metadata dialog open. The tools stay
 * in one row, the tree keeps its 200 px, the tagging strip and sidebar stay readable, and the figure
 * takes what is left.
 */
const meta = {
  title: 'Screens/Data Entry/Workspace layout',
  component: DataEntryScreen,
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        laptop: { name: 'Laptop (1280 x 800)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
        desktop: { name: 'Desktop (1920 x 1080)', styles: { width: '1920px', height: '1080px' }, type: 'desktop' },
      },
    },
  },
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

/** The figure's share of the window, and the tools' row. */
async function checkLayout(canvasElement: HTMLElement, minShare: number) {
  const app = await waitForEditor(canvasElement);
  const canvas = within(canvasElement);
  const { clientWidth, clientHeight } = document.documentElement;
  const r = app.getBoundingClientRect();
  await expect((r.width * r.height) / (clientWidth * clientHeight)).toBeGreaterThan(minShare);
  await expect(canvas.getByRole('toolbar', { name: 'Editor tools' }).getBoundingClientRect().height).toBeLessThan(48);
  const tagging = canvas.getByRole('region', { name: 'Tagging' }).getBoundingClientRect();
  await expect(tagging.right).toBeLessThanOrEqual(clientWidth);
  await expect(tagging.bottom).toBeLessThanOrEqual(clientHeight);
  // The study tree's card fits in the tree column (while the column is shown).
  const studyTree = canvas.queryByRole('region', { name: 'Study tree' });
  if (studyTree) {
    const columnEnd = canvas.getByRole('separator', { name: 'Resize the tree' }).getBoundingClientRect().left;
    await expect(studyTree.getBoundingClientRect().right).toBeLessThanOrEqual(columnEnd);
  }
  // Nothing below the screen: the window does not scroll (pdf.js's measuring canvas in <body> included).
  await waitFor(() => expect(document.querySelector('body > canvas.hiddenCanvasElement')).not.toBeNull());
  await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(clientHeight);
  return app;
}

/** Selects the drug arm's first point and opens its tags. */
async function openPointDialog(canvasElement: HTMLElement, session: LoadedEntry['session']) {
  session.setTool('adjustPoints');
  session.setSelection({ datasetId: 'VL-1||Main||Drug_00000000', index: 0 });
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Edit tags of point 1' }));
  const dialog = await body(canvasElement).findByRole('dialog', { name: 'Point metadata' });
  await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Tag 1' })).toHaveFocus());
}

export const Laptop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement, loaded }) => {
    await checkLayout(canvasElement, 0.38);
    await openPointDialog(canvasElement, (loaded as LoadedEntry).session);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: {
    visual: {
      skip: 'A 1920 px frame is scaled into the runner page, and the tree column moves by a pixel between runs; the play function checks the layout, the Laptop story is compared',
    },
  },
  play: async ({ canvasElement, loaded }) => {
    await checkLayout(canvasElement, 0.5);
    await openPointDialog(canvasElement, (loaded as LoadedEntry).session);
  },
};

/** The tree and the sidebar hidden to their rails give the figure their width; shown again, they come back as they were. */
export const HiddenColumns: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  parameters: { visual: { skip: 'The play function measures the layout in each state; the Laptop story is compared' } },
  play: async ({ canvasElement }) => {
    const app = await checkLayout(canvasElement, 0.38);
    const canvas = within(canvasElement);
    const width = app.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the tree' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the sidebar' }));
    await waitFor(() => expect(app.getBoundingClientRect().width).toBeGreaterThan(width + 350));
    await checkLayout(canvasElement, 0.5);
    await expect(canvas.queryByRole('treegrid', { name: 'Extracted items' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the tree' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Show the sidebar' }));
    await waitFor(() => expect(Math.abs(app.getBoundingClientRect().width - width)).toBeLessThan(2));
    await expect(canvas.getByRole('treegrid', { name: 'Extracted items' })).toBeVisible();
  },
};

/** A table's sidebar keeps the head with 'Hide the sidebar'; hidden and shown again, the table's step is where it was. */
export const HiddenSidebarWithTable: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const app = await checkLayout(canvasElement, 0.38);
    const canvas = within(canvasElement);
    const width = app.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: 'New table' }));
    await expect(await canvas.findByRole('complementary', { name: 'Table Area Calibration' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the sidebar' }));
    await waitFor(() => expect(app.getBoundingClientRect().width).toBeGreaterThan(width + 150));
    await expect(canvas.queryByRole('complementary', { name: 'Table Area Calibration' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the sidebar' }));
    await waitFor(() => expect(Math.abs(app.getBoundingClientRect().width - width)).toBeLessThan(2));
    await expect(canvas.getByRole('complementary', { name: 'Table Area Calibration' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hide the sidebar' })).toBeVisible();
  },
};

/** The tagged extraction reopened: no graph chosen yet. */
const reopened = async (): Promise<LoadedEntry> => {
  const session = taggedSession();
  session.setActiveAxes(null);
  session.setActiveDataset(null);
  return { files: await paperFiles(), session };
};

/** How the app opens the workspace on a new browser: the figure first, the tree and the sidebar on their rails, the tagging strip slim. */
export const FigureFirstLaptop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  args: { layout: 'figure-first' },
  loaders: [reopened],
  beforeEach: () => window.localStorage.removeItem('sourcebench.data-entry.hidden-columns'),
  play: async ({ canvasElement }) => {
    await checkLayout(canvasElement, 0.6);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Show the tree' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show the sidebar' })).toBeVisible();
    // A new graph's calibration works in the sidebar: it shows itself at its own width, and goes back to its rail on Cancel.
    await userEvent.click(canvas.getByRole('button', { name: 'New XY graph' }));
    const area = await canvas.findByRole('complementary', { name: 'Calibration' });
    await expect(area).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('separator', { name: 'Resize the sidebar' }).getBoundingClientRect().left).toBeLessThan(1280 - 229));
    await userEvent.click(within(area).getByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('button', { name: 'Show the sidebar' })).toBeVisible();
  },
};

/** On a desktop window the tree stays shown and the figure still gets the most of the window. */
export const FigureFirstDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { layout: 'figure-first' },
  loaders: [reopened],
  beforeEach: () => window.localStorage.removeItem('sourcebench.data-entry.hidden-columns'),
  parameters: { visual: { skip: 'A 1920 px frame is scaled into the runner page; the play function checks the layout, the laptop story is compared' } },
  play: async ({ canvasElement }) => {
    await checkLayout(canvasElement, 0.6);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Hide the tree' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show the sidebar' })).toBeVisible();
  },
};

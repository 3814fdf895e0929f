import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MetadataPreviewPopup } from '../../src/editor/panels/metadata';
import { filledOutcomesPoint } from './metadataFixtures';

const meta = {
  title: 'Editor/MetadataPreviewPopup',
  component: MetadataPreviewPopup,
  args: { anchor: { x: 40, y: 40 }, metadata: filledOutcomesPoint },
} satisfies Meta<typeof MetadataPreviewPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const popupOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body).getByRole('tooltip');

export const Playground: Story = {};

/** A point with axis rows: the Axis column shows, and the study branch parts carry their labels. */
export const WithAxisAndStudyBranch: Story = {
  play: async ({ canvasElement }) => {
    const popup = within(popupOf(canvasElement));
    await expect(popup.getByText('Outcomes')).toBeVisible();
    const headers = popup.getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['Axis', 'Value', 'Tag']);
    await expect(popup.getByRole('row', { name: 'y 132.4 Mean' })).toBeVisible();
    await expect(popup.getAllByRole('term').map((t) => t.textContent)).toEqual(['Study', 'Part', 'Arm']);
    await expect(popup.getAllByRole('definition').map((d) => d.textContent)).toEqual(['HEART-1', 'Part A', 'PBO']);
    await expect(popup.getByText('PBO', { selector: 'dd' })).toBeVisible();
    await expect(popup.queryByText('Missing study branch')).not.toBeInTheDocument();
  },
};

/** Without any axis row the Axis column is left out; without a composite key, 'Missing study branch' shows in red. */
export const MissingStudyBranch: Story = {
  args: {
    metadata: {
      0: { tag: { name: 'Characteristic', uuid: 'tag-characteristic' }, value: 'Age' },
      1: { tag: { name: 'Age', uuid: 'tag-age' }, value: 61.5 },
      tagGroup: { name: 'Baseline/Demographics', uuid: 'group-baseline' },
    },
  },
  play: async ({ canvasElement }) => {
    const popup = within(popupOf(canvasElement));
    await expect(popup.getByText('Baseline/Demographics')).toBeVisible();
    await expect(popup.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Value', 'Tag']);
    const missing = popup.getByText('Missing study branch');
    await expect(missing).toBeVisible();
    await expect(getComputedStyle(missing).color).toBe('rgb(180, 35, 24)');
  },
};

/** A subgroup key shows all five labelled parts. */
export const SubgroupKey: Story = {
  args: {
    anchor: { x: 600, y: 700 },
    metadata: {
      0: { tag: { name: 'Mean', uuid: 'tag-mean' }, value: 4.2 },
      compositeKey: 'HEART-1||Part A||PBO||ITT||Women',
      tagGroup: { name: 'Outcomes', uuid: 'group-outcomes' },
    },
  },
  play: async ({ canvasElement }) => {
    const popup = within(popupOf(canvasElement));
    for (const label of ['Study', 'Part', 'Arm', 'Population', 'Subgroup']) await expect(popup.getByText(label, { selector: 'dt' })).toBeVisible();
    await expect(popup.getByText('Women', { selector: 'dd' })).toBeVisible();
  },
};

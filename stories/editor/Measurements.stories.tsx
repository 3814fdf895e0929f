import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MeasurementsPanel } from '../../src/editor/panels/measurements';
import type { MeasureKind, MeasurementItem } from '../../src/editor/session/measurementCommands';

const ITEMS: MeasurementItem[] = [
  { key: 'distance:0', type: 'distance', index: 0, pixels: [], value: 50, label: 'Distance 1', text: '50 m' },
  { key: 'distance:1', type: 'distance', index: 1, pixels: [], value: 1234.5, label: 'Distance 2', text: '1,234.5 m' },
  { key: 'area:0', type: 'area', index: 0, pixels: [], value: 600, label: 'Area 1', text: '600 m²' },
];

const meta = {
  title: 'Editor/Measurements',
  component: MeasurementsPanel,
  tags: ['!autodocs'],
  args: {
    graphName: 'Map 1',
    items: ITEMS,
    mode: null,
    onModeChange: fn(),
    draftCount: 0,
    minVertices: 2,
    onFinish: fn(),
    onCancelDraft: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <div style={{ width: 300, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof MeasurementsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** No measurements yet. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('No measurements yet.')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Measure distance' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Each measurement with its value in the map's units and a Delete button named after it. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const list = c.getByRole('list', { name: 'Measurements of Map 1' });
    await expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Distance 150 m', 'Distance 21,234.5 m', 'Area 1600 m²']);
    await userEvent.click(c.getByRole('button', { name: 'Delete Area 1' }));
    await expect(args.onDelete).toHaveBeenCalledWith(ITEMS[2]);
  },
};

function Drawing({ kind, onFinish }: { kind: MeasureKind; onFinish: () => void }) {
  const [mode, setMode] = useState<MeasureKind | null>(kind);
  const [count, setCount] = useState(2);
  return (
    <>
      <MeasurementsPanel
        graphName="Map 1"
        items={ITEMS.slice(0, 1)}
        mode={mode}
        onModeChange={setMode}
        draftCount={count}
        minVertices={mode === 'area' ? 3 : 2}
        onFinish={onFinish}
        onCancelDraft={() => setCount(0)}
        onDelete={() => undefined}
      />
    </>
  );
}

const onFinish = fn();

/** Drawing an area: two corners placed of the three needed, so Finish waits; the tools switch with the keyboard. */
export const DrawingArea: Story = {
  render: () => <Drawing kind="area" onFinish={onFinish} />,
  play: async ({ canvasElement }) => {
    onFinish.mockClear();
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Measure area' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByText(/Click the first corner again/)).toBeVisible();
    await expect(c.getByText('2 points placed')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Finish' })).toBeDisabled();
    c.getByRole('button', { name: 'Measure area' }).focus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    await expect(c.getByRole('button', { name: 'Measure distance' })).toHaveAttribute('aria-pressed', 'true');
    await expect(c.getByRole('button', { name: 'Measure area' })).toHaveAttribute('aria-pressed', 'false');
    await expect(c.getByRole('button', { name: 'Finish' })).toBeEnabled();
    await userEvent.click(c.getByRole('button', { name: 'Finish' }));
    await expect(onFinish).toHaveBeenCalledOnce();
    await userEvent.click(c.getByRole('button', { name: 'Cancel' }));
    await expect(c.getByText('0 points placed')).toBeVisible();
  },
};

/** A map whose scale bar cannot be used: values say so, and a warning explains. */
export const NoScale: Story = {
  args: { noScale: true, items: [{ ...ITEMS[0]!, value: null, text: 'No scale' }] },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('region', { name: 'No scale' })).toBeVisible();
    await expect(c.getByRole('listitem')).toHaveTextContent('Distance 1No scale');
  },
};

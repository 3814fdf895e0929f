import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VirtualTable, type VirtualTableColumn, type VirtualTableProps } from '../../src/ui';

interface DataPoint {
  id: number;
  tag: string;
  value: string;
  page: number;
}

const tags = ['Mean age', 'Sample size', 'Follow-up (weeks)', 'Hazard ratio', 'Dropout rate'];

/** Deterministic rows: the same 50,000 every run. */
function makePoints(count: number): DataPoint[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    tag: `${tags[index % tags.length]} #${index + 1}`,
    value: ((index * 37) % 1000 / 10).toFixed(1),
    page: (index % 24) + 1,
  }));
}

const fiftyThousand = makePoints(50_000);

const columns: VirtualTableColumn<DataPoint>[] = [
  { id: 'id', name: 'Row', width: '90px', align: 'end' },
  { id: 'tag', name: 'Tag', width: '2fr', isRowHeader: true },
  { id: 'value', name: 'Value', width: '1fr', align: 'end' },
  { id: 'page', name: 'Page', width: '80px', align: 'end' },
];

function Demo(props: Partial<VirtualTableProps<DataPoint>>) {
  return <VirtualTable aria-label="Data points" columns={columns} items={fiftyThousand} height={360} {...props} />;
}

const meta = {
  title: 'UI/VirtualTable',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FiftyThousandRows: Story = {
  name: '50,000 rows, small DOM',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Data points' });
    // Assistive technology hears the full size; the DOM holds only what is in view.
    await expect(table).toHaveAttribute('aria-rowcount', '50001');
    const rendered = within(table).getAllByRole('row');
    // 360 px of 36 px rows: 10 in view plus 8 overscan and the header (19 at the top).
    await expect(rendered.length).toBeLessThan(40);
    await expect(rendered[1]).toHaveAttribute('aria-rowindex', '2');
    await expect(within(rendered[1]!).getByRole('rowheader')).toHaveTextContent('Mean age #1');
  },
};

export const ScrolledToEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = canvas.getByRole('region', { name: 'Data points' });
    // The scrolling area takes focus, so arrow keys, Page Down and End scroll it natively.
    await userEvent.tab();
    await expect(scroller).toHaveFocus();
    // Synthetic key events do not scroll; set the position the End key would reach.
    scroller.scrollTop = scroller.scrollHeight;
    const table = canvas.getByRole('table', { name: 'Data points' });
    await waitFor(() => expect(within(table).getByText('Dropout rate #50000')).toBeVisible());
    const rows = within(table).getAllByRole('row');
    await expect(rows.at(-1)).toHaveAttribute('aria-rowindex', '50001');
    await expect(rows.length).toBeLessThan(40);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No results')).toBeVisible();
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-rowcount', '1');
  },
};

export const StateMatrix: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Demo aria-label="Few rows" items={fiftyThousand.slice(0, 3)} height={200} />
      <Demo aria-label="Many rows" height={200} />
      <Demo aria-label="No rows" items={[]} height={200} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('table')).toHaveLength(3);
  },
};

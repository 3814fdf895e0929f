import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box, Inline, Stack, type BoxProps } from '../../src/ui';

function Swatch({ label }: { label: string }) {
  return (
    <Box padding="sm" background="primarySubtle" borderRadius="sm" fontSize="sm">
      {label}
    </Box>
  );
}

const meta = {
  title: 'UI/Layout',
  component: Box,
  args: {
    padding: 'lg',
    background: 'surface',
    borderRadius: 'md',
    borderStyle: 'solid',
    borderWidth: 'thin',
    borderColor: 'border',
    children: 'A Box styled only through theme sprinkles',
  },
} satisfies Meta<BoxProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Box renders any landmark element, so layout never costs semantics. */
export const BoxAsLandmark: Story = {
  name: 'Box as a landmark',
  args: { as: 'nav', 'aria-label': 'Sections', children: 'Navigation landmark' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Sections' })).toBeVisible();
  },
};

export const StackColumn: Story = {
  name: 'Stack',
  render: () => (
    <Stack gap="md" aria-label="Stacked items" as="ul" padding="none" margin="none">
      {['Study', 'Study part', 'Study arm'].map((label) => (
        <Box as="li" key={label} display="block">
          <Swatch label={label} />
        </Box>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Stacked items' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(getComputedStyle(list).flexDirection).toBe('column');
  },
};

export const InlineRow: Story = {
  name: 'Inline',
  render: () => (
    <Box style={{ maxWidth: 320 }}>
      <Inline gap="sm" data-testid="inline">
        {['Population', 'Subgroup', 'Outcome', 'Time point', 'Intervention', 'Comparator'].map((label) => (
          <Swatch key={label} label={label} />
        ))}
      </Inline>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByTestId('inline');
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
  },
};

export const Gaps: Story = {
  render: () => (
    <Stack gap="lg">
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((gap) => (
        <Inline key={gap} gap={gap}>
          <Box fontSize="sm" style={{ width: 32 }}>
            {gap}
          </Box>
          <Swatch label="A" />
          <Swatch label="B" />
          <Swatch label="C" />
        </Inline>
      ))}
    </Stack>
  ),
};

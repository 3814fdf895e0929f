import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline, Skeleton, skeletonVariants, Stack } from '../../src/ui';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { variant: 'text', width: '100%', lines: 1 },
  argTypes: { variant: { control: 'inline-radio', options: skeletonVariants } },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Paragraph: Story = {
  args: { lines: 3 },
  play: async ({ canvasElement }) => {
    // Placeholders say nothing to assistive technology; the loading container does.
    const group = canvasElement.querySelector('[data-skeleton]');
    await expect(group).toHaveAttribute('aria-hidden', 'true');
    await expect(group?.children).toHaveLength(3);
  },
};

export const Rectangle: Story = { args: { variant: 'rectangle', height: 120 } };

export const Circle: Story = { args: { variant: 'circle', width: 40, height: 40 } };

/** How a card looks while its paper loads: the region is busy, the skeleton silent. */
export const LoadingCard: Story = {
  render: () => (
    <section aria-label="Paper" aria-busy="true">
      <Inline gap="md" wrap={false}>
        <Skeleton variant="circle" width={40} height={40} />
        <Stack gap="xs" flexGrow={1}>
          <Skeleton width="50%" />
          <Skeleton lines={2} />
        </Stack>
      </Inline>
    </section>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Paper' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const StateMatrix: Story = {
  render: () => (
    <Stack gap="lg">
      {skeletonVariants.map((variant) => (
        <Skeleton key={variant} variant={variant} width={variant === 'circle' ? 48 : 240} height={variant === 'text' ? undefined : 48} />
      ))}
      <Skeleton lines={4} />
    </Stack>
  ),
};

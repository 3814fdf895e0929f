import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Disclosure, DisclosureGroup, type DisclosureGroupProps } from '../../src/ui';

const concepts = [
  { id: 'C0011849', name: 'Diabetes Mellitus', definition: 'A heterogeneous group of disorders characterized by hyperglycemia.' },
  { id: 'C0020538', name: 'Hypertensive disease', definition: 'Persistently high systemic arterial blood pressure.' },
  { id: 'C0027051', name: 'Myocardial Infarction', definition: 'Necrosis of the myocardium caused by an obstruction of the blood supply.' },
];

function Demo(props: Partial<DisclosureGroupProps>) {
  return (
    <DisclosureGroup {...props}>
      {concepts.map((concept) => (
        <Disclosure key={concept.id} id={concept.id} title={concept.name}>
          <p>Code: {concept.id}</p>
          <p>{concept.definition}</p>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}

const meta = {
  title: 'UI/Disclosure',
  component: Demo,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const ToggleByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Diabetes Mellitus' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab(); // Expand all
    await userEvent.tab(); // Diabetes Mellitus (Collapse all is disabled)
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Code: C0011849')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ExpandAllCollapseAll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    for (const concept of concepts) {
      await expect(canvas.getByRole('button', { name: concept.name })).toHaveAttribute('aria-expanded', 'true');
    }
    await expect(canvas.getByRole('button', { name: 'Expand all' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse all' }));
    for (const concept of concepts) {
      await expect(canvas.getByRole('button', { name: concept.name })).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

export const Headings: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Diabetes Mellitus' })).toBeDisabled();
  },
};

export const StateMatrix: Story = {
  args: { defaultExpandedKeys: ['C0020538'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Hypertensive disease' })).toHaveAttribute('aria-expanded', 'true');
  },
};

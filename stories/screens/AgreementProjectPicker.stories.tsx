import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AgreementProjectPicker } from '../../src/screens';
import { body } from './play';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const projects = [
  { uuid: uuid(1), name: 'Anticoagulants after stroke', paper_count: 12 },
  { uuid: uuid(2), name: 'SGLT2 inhibitors in heart failure', paper_count: 1 },
  { uuid: uuid(3), name: 'Statins in older adults', paper_count: 0 },
];

const meta = {
  title: 'Screens/AgreementProjectPicker',
  component: AgreementProjectPicker,
  args: { projects, onOpen: fn() },
} satisfies Meta<typeof AgreementProjectPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Choosing a project by keyboard enables 'Open agreement', which opens that project. */
export const ChooseAndOpen: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('button', { name: 'Open agreement' });
    await expect(open).toBeDisabled();
    const select = canvas.getByRole('button', { name: /Project/ });
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await waitFor(() => body(canvasElement).getByRole('listbox'));
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Anticoagulants after stroke (12 papers)',
      'SGLT2 inhibitors in heart failure (1 paper)',
      'Statins in older adults (0 papers)',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledWith(projects[1]);
  },
};

export const Loading: Story = {
  args: { projects: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading projects…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open agreement' })).toBeDisabled();
  },
};

export const LoadError: Story = {
  args: { projects: undefined, error: 'Network error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Network error')).toBeVisible();
  },
};

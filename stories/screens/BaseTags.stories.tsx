import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TagNode } from '../../src/api/schemas';
import { BaseTagsScreen } from '../../src/screens';
import { afterDialogsClose, body } from './play';

// Fixed data: screenshots must not depend on the clock or randomness.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const node = (n: number, name: string, children: TagNode[] = [], disabled = false): TagNode => ({ uuid: uuid(n), name, disabled, children });

const tags: TagNode[] = [
  node(1, 'Population', [node(2, 'Age', [node(3, 'Mean age')]), node(4, 'Sex'), node(5, 'Ethnicity', [], true)]),
  node(6, 'Intervention', [node(7, 'Dose')]),
  node(8, 'Outcome'),
];
const allExpanded = [uuid(1), uuid(2), uuid(6)];

const resolved = () => fn(() => Promise.resolve());

const meta = {
  title: 'Screens/BaseTags',
  component: BaseTagsScreen,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  args: {
    tags,
    defaultExpandedKeys: allExpanded,
    onCreate: resolved(),
    onUpdate: resolved(),
    onDelete: resolved(),
    onRestore: resolved(),
  },
} satisfies Meta<typeof BaseTagsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const tree = (canvasElement: HTMLElement, name = 'Base tags') => within(within(canvasElement).getByRole('treegrid', { name }));
/** The tree renders its rows a moment after the screen, so rows are awaited. */
const row = async (canvasElement: HTMLElement, name: string, treeName = 'Base tags') =>
  within(await within(canvasElement).findByRole('treegrid', { name: treeName })).findByRole('row', { name: new RegExp(`^${name}`) });

/** Replaces a field's text by keyboard (long text is pasted), then leaves it so its error shows. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text.length > 40 || /\p{Cc}/u.test(text)) await userEvent.paste(text);
  else if (text) await userEvent.keyboard(text);
  await userEvent.tab();
}

async function openEdit(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(await row(canvasElement, name)).getByRole('button', { name: `Edit ${name}` }));
  return within(await body(canvasElement).findByRole('dialog', { name: 'Edit tag' }));
}

export const Playground: Story = {};

/** Live tags offer Edit and '+ Add child'; deleted tags are dimmed and offer Restore. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Base tags' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add new tag' })).toBeVisible();
    const age = await row(canvasElement, 'Age');
    await expect(within(age).getByRole('button', { name: 'Add child to Age' })).toHaveTextContent('+ Add child');
    const ethnicity = await row(canvasElement, 'Ethnicity');
    await expect(within(ethnicity).queryByRole('button', { name: /Add child/ })).not.toBeInTheDocument();
    await userEvent.click(within(ethnicity).getByRole('button', { name: 'Restore Ethnicity' }));
    await expect(args.onRestore).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(5) }));
  },
};

export const Collapsed: Story = { args: { defaultExpandedKeys: [] } };

export const Loading: Story = {
  args: { tags: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading base tags' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await expect(tree(canvasElement).getByText('No base tags')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { tags: [], error: 'Request failed with status 500: Internal Server Error' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Base tags could not be loaded' });
    await expect(banner).toHaveTextContent('Request failed with status 500: Internal Server Error');
  },
};

/** Every rule of the name, broken by keyboard, with its exact message; a new tag starts at the top level. */
export const CreateValidation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add new tag' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Create tag' }));
    const name = dialog.getByRole('textbox', { name: 'Tag name' });
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(dialog.getByText('(Top level)')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Select parent' })).toBeVisible();
    await expect(dialog.queryByRole('button', { name: 'Clear parent' })).not.toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await expect(create).toBeDisabled();

    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(/Tag name is required/);
    await retype(name, 't'.repeat(255));
    await expect(name).toHaveAccessibleDescription(/Tag name is too long/);
    await retype(name, 't'.repeat(254));
    await expect(name).not.toHaveAttribute('aria-invalid');
    await retype(name, 'Route\tof administration');
    await expect(name).toHaveAccessibleDescription(/Tag name is invalid/);
    await expect(create).toBeDisabled();

    // Enter in the name field creates the tag.
    await retype(name, '  Route ');
    await userEvent.click(name);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith({ name: 'Route', parentUUID: null }));
    await afterDialogsClose(canvasElement);
  },
};

/** '+ Add child' opens the dialog with that tag as the parent. */
export const AddChild: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(await row(canvasElement, 'Intervention')).getByRole('button', { name: 'Add child to Intervention' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Create tag' }));
    await expect(dialog.getByText('Intervention')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Change parent' })).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Tag name' })).toHaveFocus());
    await userEvent.keyboard('Route');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onCreate).toHaveBeenCalledWith({ name: 'Route', parentUUID: uuid(6) }));
    await afterDialogsClose(canvasElement);
  },
};

/**
 * Change parent hides the dialog and turns the tree into the picker, where the edited tag and its
 * children cannot be chosen. Enter on a tag sets it and brings the dialog back.
 */
export const SelectParentByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openEdit(canvasElement, 'Age');
    await userEvent.click(dialog.getByRole('button', { name: 'Change parent' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('region', { name: 'Select parent tag' })).toBeVisible();
    const picker = within(canvasElement).getByRole('treegrid', { name: 'Select parent tag' });
    await expect(await row(canvasElement, 'Age', 'Select parent tag')).toHaveAttribute('aria-disabled', 'true');
    await expect(await row(canvasElement, 'Mean age', 'Select parent tag')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(picker).queryByRole('button', { name: /Add child/ })).not.toBeInTheDocument();
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{End}');
    await expect(await row(canvasElement, 'Outcome', 'Select parent tag')).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const back = within(await body(canvasElement).findByRole('dialog', { name: 'Edit tag' }));
    await expect(back.getByText('Outcome')).toBeVisible();
    await expect(back.getByRole('textbox', { name: 'Tag name' })).toHaveValue('Age');
    await userEvent.click(back.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(2) }), { name: 'Age', parentUUID: uuid(8) }),
    );
    await afterDialogsClose(canvasElement);
  },
};

/** A click on a tag in the picker sets it too. */
export const SelectParentByClick: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(canvasElement, 'Dose');
    await userEvent.click(dialog.getByRole('button', { name: 'Change parent' }));
    await userEvent.click(within(await row(canvasElement, 'Sex', 'Select parent tag')).getByText('Sex'));
    const back = within(await body(canvasElement).findByRole('dialog', { name: 'Edit tag' }));
    await expect(back.getByText('Sex')).toBeVisible();
  },
};

/** Escape in the picker returns to the dialog with the parent unchanged. */
export const SelectParentEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openEdit(canvasElement, 'Mean age');
    await userEvent.click(dialog.getByRole('button', { name: 'Change parent' }));
    const picker = within(canvasElement).getByRole('treegrid', { name: 'Select parent tag' });
    await waitFor(() => expect(picker.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    const back = within(await body(canvasElement).findByRole('dialog', { name: 'Edit tag' }));
    await expect(back.getByText('Age')).toBeVisible();
    await expect(back.getByRole('button', { name: 'Update' })).toBeDisabled();
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

/** Clearing the parent moves the tag to the top level. */
export const ClearParent: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openEdit(canvasElement, 'Dose');
    await userEvent.click(dialog.getByRole('button', { name: 'Clear parent' }));
    await expect(dialog.getByText('(Top level)')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Select parent' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(7) }), { name: 'Dose', parentUUID: null }),
    );
    await afterDialogsClose(canvasElement);
  },
};

/** A tag with children cannot be deleted; a leaf can, after confirmation. */
export const Delete: Story = {
  play: async ({ canvasElement, args }) => {
    const population = await openEdit(canvasElement, 'Population');
    await expect(population.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(population.getByText('A tag with children cannot be deleted.')).toBeVisible();
    await userEvent.click(population.getByRole('button', { name: 'Cancel' }));
    await afterDialogsClose(canvasElement);

    const outcome = await openEdit(canvasElement, 'Outcome');
    await userEvent.click(outcome.getByRole('button', { name: 'Delete' }));
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this tag? Outcome');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(8) })));
    await afterDialogsClose(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { TagGroup } from '../../src/api/schemas';
import { TagGroupsScreen, tagGroupLevels, type TagGroupsByLevel, type TagOption } from '../../src/screens';
import { afterDialogsClose, body } from './play';

// Fixed data: screenshots must not depend on the clock or randomness.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const tags: TagOption[] = [
  'Population',
  'Mean age',
  'Sex',
  'Intervention',
  'Dose',
  'Outcome',
  'Hazard ratio',
  'Confidence interval',
].map((name, i) => ({ uuid: uuid(500 + i), name }));
const tag = (name: string) => tags.find((t) => t.name === name)!;

function group(n: number, level: number, name: string, description: string, tagNames: string[], deleted = false): TagGroup {
  return {
    uuid: uuid(n),
    name,
    description,
    level,
    tags: tagNames.map(tag),
    created_at: '2024-05-01T09:00:00.000Z',
    deleted_at: deleted ? '2025-01-10T09:00:00.000Z' : null,
  };
}

const filled: TagGroupsByLevel = {
  1: [group(1, 1, 'Demographics', 'Who was studied', ['Population', 'Mean age', 'Sex'])],
  2: [
    group(2, 2, 'Treatment', 'What was given and how much', ['Intervention', 'Dose']),
    group(3, 2, 'Survival', 'Time-to-event results', ['Outcome', 'Hazard ratio', 'Confidence interval']),
    group(4, 2, 'Legacy arms', 'Replaced by Treatment', ['Intervention'], true),
  ],
  3: [group(5, 3, 'QC outcomes', 'Outcome checks for quality control', ['Outcome'])],
};
const empty: TagGroupsByLevel = { 1: [], 2: [], 3: [] };

const searchTags = (text: string) => Promise.resolve(tags.filter((t) => t.name.toLowerCase().includes(text.toLowerCase())));
const resolved = () => fn(() => Promise.resolve());

const meta = {
  title: 'Screens/TagGroups',
  component: TagGroupsScreen,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  args: {
    tagGroups: filled,
    onSearchTags: searchTags,
    onCreate: resolved(),
    onUpdate: resolved(),
    onDelete: resolved(),
    onRestore: resolved(),
    onMoveLevel: resolved(),
  },
} satisfies Meta<typeof TagGroupsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement, level: number) =>
  within(within(canvasElement).getByRole('grid', { name: `Level ${level} tag groups` }));

/** Replaces a field's text by keyboard (long text is pasted), then leaves it so its error shows. */
async function retype(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text.length > 40) await userEvent.paste(text);
  else if (text) await userEvent.keyboard(text);
  await userEvent.tab();
}

/** Picks a base tag in the open form by typing part of its name. */
async function addTag(dialog: ReturnType<typeof within>, text: string, name: string) {
  await userEvent.click(dialog.getByRole('combobox', { name: 'Base tags' }));
  await userEvent.keyboard(text);
  await screen.findByRole('option', { name });
  await userEvent.keyboard('{ArrowDown}{Enter}');
  await waitFor(() => expect(dialog.getByRole('row', { name: new RegExp(name) })).toBeInTheDocument());
}

export const Playground: Story = {};

/** Level 2 opens first; each level says who it is for. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tag groups' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Level 2' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText(tagGroupLevels[1]!.audience)).toBeVisible();
    const level2 = table(canvasElement, 2);
    for (const name of ['Name', 'Description', 'Tags', 'Actions']) {
      await expect(level2.getByRole('columnheader', { name })).toBeInTheDocument();
    }
    const survival = level2.getByRole('row', { name: /Survival/ });
    await expect(within(survival).getByText('Hazard ratio')).toBeVisible();
    await expect(within(survival).getByRole('button', { name: 'Move Survival to level 1' })).toBeVisible();
    await expect(within(survival).getByRole('button', { name: 'Move Survival to level 3' })).toBeVisible();
    await expect(level2.queryByRole('row', { name: /Legacy arms/ })).not.toBeInTheDocument();
    // No paging.
    await expect(canvas.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  },
};

/** Arrow keys switch levels; level 1 cannot go lower and level 3 cannot go higher. */
export const LevelTabsByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Level 2' }));
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Level 1' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Beginner, for new extraction users')).toBeVisible();
    const demographics = table(canvasElement, 1).getByRole('row', { name: /Demographics/ });
    await expect(within(demographics).queryByRole('button', { name: /to level 0/ })).not.toBeInTheDocument();
    await userEvent.click(within(demographics).getByRole('button', { name: 'Move Demographics to level 2' }));
    await expect(args.onMoveLevel).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(1) }), 2);

    await userEvent.click(canvas.getByRole('tab', { name: 'Level 1' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByText('Advanced, for specialized extraction and QC users')).toBeVisible();
    const qc = table(canvasElement, 3).getByRole('row', { name: /QC outcomes/ });
    await expect(within(qc).queryByRole('button', { name: /to level 4/ })).not.toBeInTheDocument();
    await userEvent.click(within(qc).getByRole('button', { name: 'Move QC outcomes to level 2' }));
    await expect(args.onMoveLevel).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(5) }), 2);
  },
};

export const Loading: Story = {
  args: { tagGroups: empty, isLoading: true },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeVisible());
  },
};

export const Empty: Story = {
  args: { tagGroups: empty },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement, 2).getByText('No tag groups')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { tagGroups: empty, error: 'Request failed with status 500: Internal Server Error' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('region', { name: 'Tag groups could not be loaded' });
    await expect(banner).toHaveTextContent('Request failed with status 500: Internal Server Error');
  },
};

/** Deleted groups are listed alone, dimmed, with Restore as their only action. */
export const DeletedShown: Story = {
  args: { defaultShowDeleted: true },
  play: async ({ canvasElement, args }) => {
    const row = table(canvasElement, 2).getByRole('row', { name: /Legacy arms/ });
    await expect(row).toHaveAttribute('data-deleted', 'true');
    await expect(within(row).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    await expect(within(row).queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
    await expect(table(canvasElement, 2).queryByRole('row', { name: /Survival/ })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Restore Legacy arms' }));
    const confirm = within(await body(canvasElement).findByRole('alertdialog', { name: 'Restore tag group' }));
    await expect(confirm.getByText(/Are you sure you want to restore this tag group\?/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(args.onRestore).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(4) })));
    await afterDialogsClose(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Hide deleted' }));
    await expect(table(canvasElement, 2).getByRole('row', { name: /Survival/ })).toBeInTheDocument();
  },
};

export const DeleteConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const row = table(canvasElement, 2).getByRole('row', { name: /Treatment/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Treatment' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Delete tag group' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this tag group? Treatment');
    // A destructive confirmation starts on Cancel.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: 'Delete Treatment' }));
    const again = await body(canvasElement).findByRole('alertdialog', { name: 'Delete tag group' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(2) })));
    await afterDialogsClose(canvasElement);
  },
};

/** Every rule of the form, broken by keyboard, with its exact message; a new group lands on the open tab's level. */
export const CreateValidation: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Level 3' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'New Tag Group' }));
    const dialogElement = await body(canvasElement).findByRole('dialog', { name: 'New tag group' });
    const dialog = within(dialogElement);
    const create = dialog.getByRole('button', { name: 'Create' });
    const name = dialog.getByRole('textbox', { name: 'Tag group name' });
    const description = dialog.getByRole('textbox', { name: 'Description' });
    const picker = dialog.getByRole('combobox', { name: 'Base tags' });
    await expect(create).toBeDisabled();

    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(/Tag group name is required/);
    await retype(name, 'n'.repeat(256));
    await expect(name).toHaveAccessibleDescription(/Tag group name is too long/);
    await retype(description, 'd'.repeat(256));
    await expect(description).toHaveAccessibleDescription(/Tag group description is too long/);
    await userEvent.click(picker);
    await userEvent.tab();
    await expect(picker).toHaveAccessibleDescription('At least 1 tag is required');
    await expect(create).toBeDisabled();

    await retype(name, '  Effect sizes ');
    await retype(description, 'Ratios and their intervals');
    await addTag(dialog, 'hazard', 'Hazard ratio');
    await addTag(dialog, 'confidence', 'Confidence interval');
    await expect(picker).not.toHaveAccessibleDescription('At least 1 tag is required');
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Effect sizes',
        description: 'Ratios and their intervals',
        level: 3,
        tags: [uuid(506), uuid(507)],
      }),
    );
    await afterDialogsClose(canvasElement);
  },
};

/** Removing the last tag shows the rule at once; reordering by keyboard counts as a change. */
export const EditReorderTags: Story = {
  play: async ({ canvasElement, args }) => {
    const row = table(canvasElement, 2).getByRole('row', { name: /Survival/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Survival' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit tag group' }));
    const update = dialog.getByRole('button', { name: 'Update' });
    await expect(dialog.getByRole('textbox', { name: 'Tag group name' })).toHaveValue('Survival');
    await expect(update).toBeDisabled();

    // Move 'Outcome' after 'Hazard ratio' by keyboard: Enter on its drag handle, arrows to the drop position, Enter.
    const chips = dialog.getByRole('grid', { name: 'Selected Base tags' });
    const target = 'Insert between Hazard ratio and Confidence interval';
    within(chips).getByRole('button', { name: 'Drag Outcome' }).focus();
    await userEvent.keyboard('{Enter}');
    for (let i = 0; i < 8 && document.activeElement?.getAttribute('aria-label') !== target; i++) {
      await userEvent.keyboard('{ArrowDown}');
    }
    await expect(document.activeElement).toHaveAccessibleName(target);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(chips).getAllByRole('row').map((r) => r.textContent)).toEqual(['Hazard ratio', 'Outcome', 'Confidence interval']),
    );
    await waitFor(() => expect(update).toBeEnabled());
    await userEvent.click(update);
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(expect.objectContaining({ uuid: uuid(3) }), {
        name: 'Survival',
        description: 'Time-to-event results',
        level: 2,
        tags: [uuid(506), uuid(505), uuid(507)],
      }),
    );
    await afterDialogsClose(canvasElement);
    // Focus returns to the row's Edit button; a click on the page then leaves it, so the story ends
    // without the button's tooltip, whichever input the browser last counted.
    await waitFor(() => expect(within(row).getByRole('button', { name: 'Edit Survival' })).toHaveFocus());
    await userEvent.click(within(canvasElement).getByRole('heading', { name: 'Tag groups' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const RemoveLastTag: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('tab', { name: 'Level 3' }));
    const row = table(canvasElement, 3).getByRole('row', { name: /QC outcomes/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit QC outcomes' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit tag group' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove Outcome' }));
    await expect(dialog.getByRole('combobox', { name: 'Base tags' })).toHaveAccessibleDescription('At least 1 tag is required');
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
  },
};

/** A failed save keeps the dialog open with what was typed. */
export const SaveFails: Story = {
  args: { onUpdate: fn(() => Promise.reject(new Error('Name taken'))) },
  play: async ({ canvasElement, args }) => {
    const row = table(canvasElement, 2).getByRole('row', { name: /Treatment/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Edit Treatment' }));
    const dialog = within(await body(canvasElement).findByRole('dialog', { name: 'Edit tag group' }));
    await retype(dialog.getByRole('textbox', { name: 'Tag group name' }), 'Treatments');
    await userEvent.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(args.onUpdate).toHaveBeenCalled());
    await expect(dialog.getByRole('textbox', { name: 'Tag group name' })).toHaveValue('Treatments');
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeEnabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { apiTokenFormSchema } from '../../src/api/schemas';
import { EntityFormDialog, useEntityForm } from '../../src/screens';
import { TextField } from '../../src/ui';
import { body } from './play';

interface TokenFormArgs {
  /** The name of the token being edited; none when creating. */
  editing?: string;
  withReset?: boolean;
  onSubmit: (values: { name: string }) => Promise<unknown>;
  onClose: () => void;
}

/** The shared create/edit shell around one field, checked with the product's token-name schema. */
function TokenForm({ editing, withReset = false, onSubmit, onClose }: TokenFormArgs) {
  const isEditing = editing !== undefined;
  const initial = { name: editing ?? '' };
  const form = useEntityForm(apiTokenFormSchema, initial);
  return (
    <EntityFormDialog
      title={isEditing ? 'Edit token' : 'Create token'}
      isEditing={isEditing}
      values={form.parsed}
      isDirty={form.isDirty}
      maxWidth={500}
      onSubmit={onSubmit}
      onClose={onClose}
      resetButton={withReset ? { label: isEditing ? 'Revert' : 'Clear', onPress: () => form.replace(initial), isDisabled: !form.isDirty } : undefined}
    >
      <TextField label="Token Name" isRequired autoFocus {...form.field('name')} />
    </EntityFormDialog>
  );
}

const meta = {
  title: 'Screens/Shared/EntityFormDialog',
  component: TokenForm,
  args: { onSubmit: fn(() => Promise.resolve()), onClose: fn() },
} satisfies Meta<typeof TokenForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Create stays disabled until the form is valid; Enter in a field submits, and a save closes the dialog. */
export const CreateOnceValid: Story = {
  play: async ({ canvasElement, args }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Create token' });
    const create = body(canvasElement).getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    const field = body(canvasElement).getByRole('textbox', { name: 'Token Name' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('   ');
    await expect(create).toBeDisabled();
    await userEvent.keyboard('Nightly import{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Nightly import' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledOnce());
  },
};

/** Update needs a change; Revert puts the opened values back and disables Update again. */
export const EditNeedsAChange: Story = {
  args: { editing: 'Nightly import', withReset: true },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Edit token' });
    const update = body(canvasElement).getByRole('button', { name: 'Update' });
    const revert = body(canvasElement).getByRole('button', { name: 'Revert' });
    await expect(update).toBeDisabled();
    await expect(revert).toBeDisabled();
    const field = body(canvasElement).getByRole('textbox', { name: 'Token Name' });
    await userEvent.type(field, ' v2');
    await expect(update).toBeEnabled();
    await userEvent.click(revert);
    await expect(field).toHaveValue('Nightly import');
    await expect(update).toBeDisabled();
    await expect(dialog).toBeVisible();
  },
};

/** A failed save keeps the dialog open with what was typed, ready for another try. */
export const SaveFails: Story = {
  args: { onSubmit: fn(() => Promise.reject(new Error('The server is unavailable'))) },
  play: async ({ canvasElement, args }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Create token' });
    const field = body(canvasElement).getByRole('textbox', { name: 'Token Name' });
    await userEvent.type(field, 'Nightly import');
    const create = body(canvasElement).getByRole('button', { name: 'Create' });
    await userEvent.click(create);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await waitFor(() => expect(create).toBeEnabled());
    await expect(field).toHaveValue('Nightly import');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** While the save runs, Create shows progress and Cancel waits. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Create token' });
    await userEvent.type(body(canvasElement).getByRole('textbox', { name: 'Token Name' }), 'Nightly import{Enter}');
    await waitFor(() => expect(body(canvasElement).getByRole('button', { name: 'Cancel' })).toBeDisabled());
  },
};

/** Cancel closes without saving. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Create token' });
    await userEvent.type(body(canvasElement).getByRole('textbox', { name: 'Token Name' }), 'Nightly import');
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

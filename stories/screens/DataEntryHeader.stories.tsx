import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DigitizerFile } from '../../src/editor/Digitizer';
import type { EditorSession } from '../../src/editor/session';
import { AppHeader, AppShell, DATA_ENTRY_MESSAGES, DataEntryScreen, type ValidationReport } from '../../src/screens';
import { waitForEditor as waitForPage } from './dataEntryFixtures';
import { paperFiles, savedSession, validationReport } from './dataEntryFixtures';
import { body } from './play';

type Loaded = { files: DigitizerFile[]; session: EditorSession };

interface HarnessProps {
  mode: 'data-entry' | 'training';
  isAdmin: boolean;
  files: DigitizerFile[];
  session: EditorSession;
  onSave: () => void;
  onSaveAndClose: () => void;
  onMarkCompleted: () => void;
  onDiscardData: () => void;
  onResetData: () => void;
}

/** The shell's header over the screen, as the app wires them: Validate opens the validation dialog. */
function DataEntryWithHeader({ mode, isAdmin, files, session, ...actions }: HarnessProps) {
  const [validation, setValidation] = useState<ValidationReport | null>(null);
  return (
    <AppShell
      header={<AppHeader isLoggedIn mode={mode} isAdmin={isAdmin} {...actions} onValidate={() => setValidation(validationReport)} />}
    >
      <DataEntryScreen
        status="ready"
        isTraining={mode === 'training'}
        paperName="Smith; 2021; Viral load after treatment"
        files={files}
        session={session}
        validation={validation}
        onValidationClose={() => setValidation(null)}
      />
    </AppShell>
  );
}

const meta = {
  title: 'Screens/Data Entry Header',
  component: DataEntryWithHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    mode: 'data-entry',
    isAdmin: false,
    files: [],
    session: undefined as unknown as EditorSession,
    onSave: fn(),
    onSaveAndClose: fn(),
    onMarkCompleted: fn(),
    onDiscardData: fn(),
    onResetData: fn(),
  },
  loaders: [async (): Promise<Loaded> => ({ files: await paperFiles(), session: savedSession() })],
  render: (args, { loaded }) => <DataEntryWithHeader {...args} {...(loaded as Loaded)} />,
} satisfies Meta<typeof DataEntryWithHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const actionNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('toolbar', { name: 'Paper actions' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

/** Data entry: Validate, Save, Save & Close, Save & Mark Completed; Validate by keyboard opens the problems. */
export const DataEntry: Story = {
  play: async ({ canvasElement }) => {
    await waitForPage(canvasElement);
    await expect(actionNames(canvasElement)).toEqual(['Validate', 'Save', 'Save & Close', 'Save & Mark Completed']);
    within(canvasElement).getByRole('button', { name: 'Validate' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body(canvasElement).findByRole('dialog', { name: DATA_ENTRY_MESSAGES.validationTitle });
    await expect(within(dialog).getAllByRole('row')).toHaveLength(2);
  },
};

/** Administrators also get Discard Data, first and far from Save; it asks before discarding. */
export const DataEntryAdministrator: Story = {
  args: { isAdmin: true },
  play: async ({ canvasElement, args }) => {
    await waitForPage(canvasElement);
    await expect(actionNames(canvasElement)).toEqual(['Discard Data', 'Validate', 'Save', 'Save & Close', 'Save & Mark Completed']);
    within(canvasElement).getByRole('button', { name: 'Discard Data' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(args.onDiscardData).toHaveBeenCalledTimes(1);
  },
};

/** Training: Reset Data instead of Save & Mark Completed, and no Discard Data even for administrators. */
export const Training: Story = {
  args: { mode: 'training', isAdmin: true },
  play: async ({ canvasElement, args }) => {
    await waitForPage(canvasElement);
    await expect(actionNames(canvasElement)).toEqual(['Reset Data', 'Validate', 'Save', 'Save & Close']);
    within(canvasElement).getByRole('button', { name: 'Save' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    within(canvasElement).getByRole('button', { name: 'Reset Data' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await body(canvasElement).findByRole('alertdialog');
    await expect(confirm).toHaveTextContent('Are you sure you want to reset extracted data in this training paper?');
    await userEvent.keyboard('{Escape}');
    await expect(args.onResetData).not.toHaveBeenCalled();
  },
};

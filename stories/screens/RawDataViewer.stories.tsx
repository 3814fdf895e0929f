import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RawDataViewerDialog, RawDataViewerScreen, rawDataViewerTitle } from '../../src/screens';
import { body } from './play';
import { emptyDocument, fileNames, filledDocument, survivalDocument, survivalHalfDoneDocument, withLargeGroup } from './rawDataFixtures';

const paperName = 'Smith J, 2019; Efficacy of drug X in adults';
const largeDocument = withLargeGroup(10_000);

const meta = {
  title: 'Screens/RawDataViewer',
  component: RawDataViewerScreen,
  args: {
    status: 'ready',
    paperName,
    rawData: filledDocument,
    fileNames,
    isAdmin: false,
    onGoToTagGroup: fn(),
    onUpdateJson: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof RawDataViewerScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const panelButton = (canvasElement: HTMLElement, name: RegExp) => within(canvasElement).getByRole('button', { name });

/** Tabs until `element` has focus (at most `limit` presses). */
async function tabTo(element: HTMLElement, limit = 40) {
  for (let i = 0; i < limit && document.activeElement !== element; i++) await userEvent.tab();
  await expect(element).toHaveFocus();
}

/** Opens the JSON editor by keyboard and waits for CodeMirror. */
async function openJsonEditor(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const toggle = canvas.getByRole('button', { name: 'Toggle JSON editor' });
  await tabTo(toggle);
  await userEvent.keyboard('{Enter}');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const editor = await canvas.findByRole('textbox', { name: 'Raw data JSON' }, { timeout: 5000 });
  return editor;
}

/** Replaces the editor's whole text by typing (Ctrl+A selects all in CodeMirror). */
async function replaceJson(editor: HTMLElement, text: string) {
  await userEvent.click(editor);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  await userEvent.keyboard(text);
}

export const Playground: Story = {};

export const Loading: Story = {
  args: { status: 'loading', rawData: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading the raw data' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rawData: emptyDocument },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No tagged data' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Filter' })).toBeVisible();
  },
};

export const Error: Story = {
  args: { status: 'error', rawData: undefined, error: 'Extraction not found (404)' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'The raw data could not be loaded' })).toBeVisible();
    await expect(canvas.getByText('Extraction not found (404)')).toBeVisible();
    await tabTo(canvas.getByRole('button', { name: 'Try again' }));
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Several tag groups; filtering by keyboard, then 'Go to tag group' on a row. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Raw Data Viewer (Smith J, 2019)' })).toBeVisible();
    for (const name of [/^Study \(1 row\)/, /^Study arm \(3 rows\)/, /^Baseline\/Demographics/, /^Outcomes \(9 rows\)/, /^Definitions and abbreviations/, /^No tag group/]) {
      await expect(panelButton(canvasElement, name)).toHaveAttribute('aria-expanded', 'true');
    }
    const filter = canvas.getByRole('searchbox', { name: 'Filter' });
    await tabTo(filter);
    await userEvent.keyboard('20 mg');
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Definitions and abbreviations/ })).not.toBeInTheDocument());
    await expect(panelButton(canvasElement, /^Outcomes \(3 of 9 rows\)/)).toBeVisible();
    const outcomes = canvas.getByRole('table', { name: 'Outcomes rows' });
    // The study branch reads as the rest of the app shows it, never as the stored key.
    await expect(within(within(outcomes).getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent(/^ABC-1 \/ Main \/ Drug X 20 mg$/);
    await expect(within(outcomes).queryByText(/\|\|/)).toBeNull();
    const go = within(outcomes).getAllByRole('button', { name: 'Go to tag group' })[0]!;
    await tabTo(go);
    await userEvent.keyboard('{Enter}');
    await expect(args.onGoToTagGroup).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'point', tagGroup: 'Outcomes', file: 0, page: 2, datasetName: 'HbA1c by arm', index: 6 }),
    );
    await tabTo(filter, 80);
    await userEvent.keyboard('{Escape}');
    await expect(panelButton(canvasElement, /^Definitions and abbreviations/)).toBeVisible();
    // No survival graph, no survival section.
    await expect(canvas.queryByRole('heading', { name: 'Survival' })).not.toBeInTheDocument();
  },
};

/** A survival graph: per arm under its branch, R's patients, events and median; the hazard ratio against the control arm; the patient data download. */
export const SurvivalResults: Story = {
  args: { rawData: survivalDocument, onDownloadSurvivalIpd: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'Survival' }));
    const table = section.getByRole('table', { name: /^Overall survival/ });
    const rows = within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    await expect(rows).toEqual([
      ['Arm', 'Patients', 'Events', 'Median (95 % CI)', 'Hazard ratio (95 % CI)', 'Log-rank'],
      ['TRIAL / Main / Control', '300', '187', '16.73 months (95 % CI 14.69 to 19.67)', 'Reference', '–'],
      ['TRIAL / Main / Drug', '300', '163', '18.98 months (95 % CI 16.26 to 24.53)', '0.74 (95 % CI 0.60 to 0.92)', 'p = 0.006'],
    ]);
    await expect(section.getByRole('heading', { name: 'Overall survival (abc-1-main-results.pdf, page 2)' })).toBeVisible();
    const download = section.getByRole('button', { name: 'Download the patient data (CSV)' });
    await tabTo(download, 80);
    await userEvent.keyboard('{Enter}');
    await expect(args.onDownloadSurvivalIpd).toHaveBeenCalledWith(expect.objectContaining({ graph: 'Overall survival', timeUnit: 'months' }));
  },
};

/** A survival graph with an arm not digitized yet: its cells are empty and the section says why. */
export const SurvivalNotReconstructed: Story = {
  args: { rawData: survivalHalfDoneDocument },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Survival' }));
    await expect(section.getByRole('row', { name: /^TRIAL \/ Main \/ Drug/ })).toHaveTextContent('TRIAL / Main / Drug––––');
    await expect(section.getByText('Digitize the curve of Drug: it has no points yet.')).toBeVisible();
    await expect(section.getByText('The hazard ratio needs both arms reconstructed; Drug is not.')).toBeVisible();
    await expect(section.queryByRole('button', { name: 'Download the patient data (CSV)' })).not.toBeInTheDocument();
  },
};

/** The definitions table: Term, Description, Comments first. */
export const DefinitionsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Definitions and abbreviations rows' });
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    await expect(headers).toEqual(['Term', 'Description', 'Comments', 'Item', 'Location', 'Composite key', 'Actions']);
    await expect(within(table).getByRole('cell', { name: 'ITT' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'ITT: Intention to treat' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'Intention to treat' })).toBeVisible();
    // 'Collapse all', then 'Expand all', by keyboard.
    await tabTo(canvas.getByRole('button', { name: 'Collapse all' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await tabTo(canvas.getByRole('button', { name: 'Expand all' }));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('table')).toHaveLength(6);
  },
};

/** 10,000 rows in one panel: it starts closed, and opening it closes every other panel. */
export const LargePanelCollapsesOthers: Story = {
  args: { rawData: largeDocument },
  parameters: { visual: { skip: 'a 10,000-row panel scrolled to its top is covered by the Filled screenshot; this story checks behaviour' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const big = panelButton(canvasElement, /^Adverse events \(10000 rows\)/);
    await expect(big).toHaveAttribute('aria-expanded', 'false');
    await expect(panelButton(canvasElement, /^Outcomes/)).toHaveAttribute('aria-expanded', 'true');
    await tabTo(big);
    await userEvent.keyboard('{Enter}');
    await expect(big).toHaveAttribute('aria-expanded', 'true');
    for (const name of [/^Study \(/, /^Study arm/, /^Outcomes/, /^Definitions and abbreviations/]) {
      await expect(panelButton(canvasElement, name)).toHaveAttribute('aria-expanded', 'false');
    }
    const table = canvas.getByRole('table', { name: 'Adverse events rows' });
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // A small DOM: only the rows in view (and a few beyond) are rendered.
    await expect(within(table).getAllByRole('row').length).toBeLessThan(40);
  },
};

export const NonAdmin: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Toggle JSON editor' })).not.toBeInTheDocument();
  },
};

/** An administrator opens the JSON editor: nothing changed yet, so 'Update JSON' is disabled. */
export const AdminJsonUnchanged: Story = {
  args: { isAdmin: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editor = await openJsonEditor(canvasElement);
    await expect(editor).toHaveAccessibleDescription('Valid JSON, no changes to apply');
    await expect(canvas.getByRole('button', { name: 'Update JSON' })).toBeDisabled();
  },
};

/** Valid, changed JSON: 'Update JSON' is enabled, says it only applies, and sends the parsed document. */
export const AdminJsonValid: Story = {
  args: { isAdmin: true },
  parameters: { visual: { skip: 'simulated typing into the editable area lands on its first or second line from run to run; Admin Json Unchanged shows the editor' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await openJsonEditor(canvasElement);
    await replaceJson(editor, '{{"pages": [[]}');
    const update = canvas.getByRole('button', { name: 'Update JSON' });
    await waitFor(() => expect(update).toBeEnabled());
    await expect(editor).toHaveAccessibleDescription('Valid JSON with changes: Update JSON applies them');
    await tabTo(update);
    await waitFor(() => expect(body(canvasElement).getByRole('tooltip')).toHaveTextContent('Note: Only applies, does not save'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onUpdateJson).toHaveBeenCalledWith({ pages: [] });
  },
};

/** JSON that does not parse: the error's line and column are shown, and 'Update JSON' stays disabled. */
export const AdminJsonInvalid: Story = {
  args: { isAdmin: true },
  parameters: { visual: { skip: 'simulated typing into the editable area lands on its first or second line from run to run; Admin Json Unchanged shows the editor' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await openJsonEditor(canvasElement);
    await replaceJson(editor, '{{"pages": }');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Invalid JSON at line [12], column 11: Unexpected token '\}'$/));
    await expect(canvas.getByRole('button', { name: 'Update JSON' })).toBeDisabled();
    await expect(args.onUpdateJson).not.toHaveBeenCalled();
  },
};

/** In data entry without the new-tab flag: a full-screen dialog. */
export const InDialog: Story = {
  render: (args) => <RawDataViewerDialog {...args} isOpen onOpenChange={fn()} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Raw Data Viewer (Smith J, 2019)' });
    await waitFor(() => expect(within(dialog).getByRole('heading', { level: 3, name: /^Outcomes/ })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

const titleExamples = [
  'Smith J, 2019; Efficacy of drug X in adults',
  'Nguyen et al. (2021); A randomised trial',
  'Report without a year; appendix',
  'Old study 1899; out of range',
  '',
];

/** The viewer's document title for a few paper names, as the browser tab shows it. */
export const DocumentTitle: Story = {
  render: () => (
    <table>
      <caption>Raw Data Viewer document titles</caption>
      <thead>
        <tr>
          <th scope="col">Paper name</th>
          <th scope="col">Document title</th>
        </tr>
      </thead>
      <tbody>
        {titleExamples.map((name) => (
          <tr key={name}>
            <td>{name || '(no name)'}</td>
            <td>{rawDataViewerTitle(name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Raw Data Viewer (Smith J, 2019)' })).toBeVisible();
    await expect(canvas.getAllByRole('cell', { name: 'Raw Data Viewer' }).length).toBeGreaterThanOrEqual(2);
  },
};

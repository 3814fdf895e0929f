import { useMemo, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Citation } from '../../src/api/papers';
import {
  newFileKey,
  PaperFormDialog,
  PaperFormStatusDialog,
  type CitationQuery,
  type KnownPaper,
  type PaperFormPaper,
  type PaperFormSubmit,
  type PaperIdentifiers,
  type PaperProjectOption,
} from '../../src/screens';
import { body } from './play';

// Fixed data: screenshots must not depend on the clock, the time zone or randomness.
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const projects: PaperProjectOption[] = [
  { uuid: uuid(501), name: 'Heart failure drug trials' },
  { uuid: uuid(502), name: 'Childhood asthma inhalers' },
  { uuid: uuid(503), name: 'Statins in older adults' },
];
const organizations = [
  { uuid: uuid(101), name: 'Cochrane Heart Group' },
  { uuid: uuid(102), name: 'Evidence Synthesis Unit' },
];
const knownPapers: KnownPaper[] = [{ uuid: uuid(801), doi: '10.1056/NEJMoa1911303', pmid: '31535829', pmcid: 'PMC6893803' }];

const LONG_FILE_NAME = 'dapa-hf-supplementary-appendix-kaplan-meier-figures-and-baseline-tables.pdf';
const paper: PaperFormPaper = {
  uuid: uuid(900),
  name: 'Empagliflozin in Heart Failure with a Preserved Ejection Fraction',
  priority: 3,
  doi: '10.1056/NEJMoa2107038',
  pmid: '34449189',
  pmcid: null,
  source_url: 'https://www.nejm.org/doi/full/10.1056/NEJMoa2107038',
  status: 'DATA_ENTRY',
  citation: null,
  isNewVersion: false,
  noIDs: false,
  isTraining: false,
  projects: [projects[0]!],
  files: [
    { uuid: uuid(951), name: 'emperor-preserved-main.pdf', size: 1_482_000 },
    { uuid: uuid(952), name: LONG_FILE_NAME, size: 6_300_000 },
  ],
};

const citation: Citation = {
  itemType: 'journalArticle',
  title: 'Dapagliflozin in Patients with Heart Failure and Reduced Ejection Fraction',
  creators: [
    { firstName: 'John J.V.', lastName: 'McMurray', creatorType: 'author' },
    { firstName: 'Scott D.', lastName: 'Solomon', creatorType: 'author' },
  ],
  publicationTitle: 'The New England Journal of Medicine',
  date: '2019-11-21',
  DOI: '10.1056/NEJMoa1911303',
  extra: 'PMID: 31535829\nPMCID: PMC6893803',
  url: 'https://www.nejm.org/doi/full/10.1056/NEJMoa1911303',
};

const file = (name: string, size: number, type = 'application/pdf') => new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });
const uploads = [file('main-article.pdf', 2_400_000), file('figure-2-forest-plot.png', 380_000, 'image/png'), file(LONG_FILE_NAME, 6_300_000)];

interface HarnessArgs {
  paper?: PaperFormPaper;
  knownPapers?: KnownPaper[];
  organizationsLoading?: boolean;
  initialFiles?: File[];
  uploadProgress?: Record<string, number>;
  onSubmit: (values: PaperFormSubmit) => Promise<unknown>;
  onClose: () => void;
  onFetchCitation: (query: CitationQuery) => Promise<Citation | null>;
  onProjectSearch: (text: string) => void;
  onIdentifiersChange: (ids: PaperIdentifiers) => void;
}

/** Searches projects like the server would (by name, case-insensitive) and records every callback. */
function PaperFormHarness(args: HarnessArgs) {
  const [search, setSearch] = useState('');
  const [isOpen, setOpen] = useState(true);
  const options = useMemo(() => projects.filter((p) => p.name.toLowerCase().includes(search.toLowerCase())), [search]);
  if (!isOpen) return <p>The dialog is closed.</p>;
  return (
    <PaperFormDialog
      paper={args.paper}
      knownPapers={args.knownPapers ?? knownPapers}
      onIdentifiersChange={args.onIdentifiersChange}
      projectOptions={options}
      onProjectSearch={(text) => {
        args.onProjectSearch(text);
        setSearch(text);
      }}
      organizationOptions={organizations}
      isOrganizationsLoading={args.organizationsLoading}
      onFetchCitation={args.onFetchCitation}
      initialFiles={args.initialFiles}
      uploadProgress={args.uploadProgress}
      onSubmit={args.onSubmit}
      onClose={() => {
        args.onClose();
        setOpen(false);
      }}
    />
  );
}

/** A citation lookup that answers `answer` (null: not found). */
const lookup = (answer: Citation | null) => fn((_query: CitationQuery): Promise<Citation | null> => Promise.resolve(answer));

const meta = {
  title: 'Screens/PaperFormDialog',
  component: PaperFormHarness,
  tags: ['!autodocs'],
  args: {
    onSubmit: fn(() => Promise.resolve()),
    onClose: fn(),
    onFetchCitation: lookup(null),
    onProjectSearch: fn(),
    onIdentifiersChange: fn(),
  },
} satisfies Meta<typeof PaperFormHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (canvasElement: HTMLElement, name: string) => within(await body(canvasElement).findByRole('dialog', { name }));

/** Empties the focused field and types (or, for long values, pastes) the text, then leaves the field. */
async function typeInto(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text.length > 30) await userEvent.paste(text);
  else if (text) await userEvent.keyboard(text);
  await userEvent.tab();
}

export const Playground: Story = {};

/** A new paper: empty fields, ready for extraction, added to an existing project; nothing to save or look up yet. */
export const CreateEmpty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    for (const label of ['Priority', 'Source URL', 'DOI', 'PubMed ID', 'PubMed Central ID']) {
      await expect(dialog.getByRole('textbox', { name: label })).toHaveValue('');
    }
    await expect(dialog.getByRole('switch', { name: 'Ready for source data extraction' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'New version' })).not.toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'No URL, DOI, PMID, or PMCID' })).not.toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Add to an existing project' })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Search for a project' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Fetch Citation' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(dialog.getByText('No files yet.')).toBeVisible();
  },
};

/** A paper and its files; Update needs a change, such as a file removed. */
export const EditFilled: Story = {
  args: { paper },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Edit paper');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(paper.name);
    await expect(dialog.getByRole('textbox', { name: 'Priority' })).toHaveValue('3');
    await expect(dialog.getByRole('textbox', { name: 'DOI' })).toHaveValue('10.1056/NEJMoa2107038');
    await expect(dialog.getByRole('radio', { name: 'Leave projects as they are' })).toBeChecked();
    await expect(dialog.getByRole('radiogroup', { name: 'Project' })).toHaveAccessibleDescription('Current projects: Heart failure drug trials');
    // File names are cut to 50 characters; the full name stays accessible.
    const files = within(dialog.getByRole('list', { name: 'Files' }));
    await expect(files.getAllByRole('listitem')).toHaveLength(2);
    await expect(files.getByText(`${LONG_FILE_NAME.slice(0, 49)}\u2026`)).toBeVisible();
    const update = dialog.getByRole('button', { name: 'Update' });
    await expect(update).toBeDisabled();

    const remove = files.getByRole('button', { name: 'Remove emperor-preserved-main.pdf' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(dialog.getByText('Removed when saved: emperor-preserved-main.pdf')).toBeVisible();
    await expect(update).toBeEnabled();
    files.getByRole('button', { name: `Remove ${LONG_FILE_NAME}` }).scrollIntoView({ block: 'center' });
  },
};

/** Every length and format rule of the paper form, each with its exact message. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    const field = (name: string) => dialog.getByRole('textbox', { name });
    await typeInto(field('Name'), 'n'.repeat(2049));
    await expect(field('Name')).toHaveAccessibleDescription(/Name is too long/);
    await typeInto(field('Priority'), 'abc');
    await expect(field('Priority')).toHaveAccessibleDescription(/Priority must be a number/);
    await typeInto(field('Priority'), '-2');
    await expect(field('Priority')).toHaveAccessibleDescription(/Priority must be non-negative/);
    await typeInto(field('Source URL'), 'www example org');
    await expect(field('Source URL')).toHaveAccessibleDescription(/Invalid URL format/);
    await typeInto(field('Source URL'), `https://example.org/${'a'.repeat(2030)}`);
    await expect(field('Source URL')).toHaveAccessibleDescription(/URL is too long/);
    await typeInto(field('DOI'), `10.1000/${'d'.repeat(250)}`);
    await expect(field('DOI')).toHaveAccessibleDescription(/DOI is too long/);
    await typeInto(field('PubMed ID'), '1'.repeat(256));
    await expect(field('PubMed ID')).toHaveAccessibleDescription(/PubMed ID is too long/);
    await typeInto(field('PubMed Central ID'), `PMC${'2'.repeat(253)}`);
    await expect(field('PubMed Central ID')).toHaveAccessibleDescription(/PubMed Central ID is too long/);
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    // Back to the top of the form, where the first messages are.
    dialog.getByRole('textbox', { name: 'Name' }).scrollIntoView({ block: 'center' });
  },
};

/** Without any identifier the form says one is needed, until the switch says the paper has none. */
export const IdentifierRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    const url = dialog.getByRole('textbox', { name: 'Source URL' });
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.keyboard('Trial without identifiers');
    await userEvent.tab(); // Priority
    await userEvent.tab(); // Source URL
    await expect(url).toHaveFocus();
    await userEvent.tab();
    await expect(url).toHaveAccessibleDescription('At least one of URL, DOI, PMID, or PMCID is required');
    const noIds = dialog.getByRole('switch', { name: 'No URL, DOI, PMID, or PMCID' });
    noIds.focus();
    await userEvent.keyboard(' ');
    await expect(noIds).toBeChecked();
    await expect(url).not.toHaveAccessibleDescription(/required/);
    await userEvent.keyboard(' ');
    await expect(url).toHaveAccessibleDescription('At least one of URL, DOI, PMID, or PMCID is required');
  },
};

/** Identifiers another paper has are refused, unless this paper is a new version. */
export const UniquenessErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    const field = (name: string) => dialog.getByRole('textbox', { name });
    await typeInto(field('DOI'), '10.1056/NEJMoa1911303');
    await typeInto(field('PubMed ID'), '31535829');
    await typeInto(field('PubMed Central ID'), 'PMC6893803');
    await expect(field('DOI')).toHaveAccessibleDescription('A paper with this DOI exists');
    await expect(field('PubMed ID')).toHaveAccessibleDescription('A paper with this PubMed ID exists');
    await expect(field('PubMed Central ID')).toHaveAccessibleDescription('A paper with this PubMed Central ID exists');
    await expect(args.onIdentifiersChange).toHaveBeenLastCalledWith({ doi: '10.1056/NEJMoa1911303', pmid: '31535829', pmcid: 'PMC6893803' });
    const newVersion = dialog.getByRole('switch', { name: 'New version' });
    newVersion.focus();
    await userEvent.keyboard(' ');
    await expect(field('DOI')).not.toHaveAccessibleDescription(/exists/);
    await userEvent.keyboard(' ');
    await expect(field('DOI')).toHaveAccessibleDescription('A paper with this DOI exists');
  },
};

/** 'Fetch Citation' finds the paper; 'Confirm citation' shows it, and accepting fills the empty fields. */
export const FetchCitationFound: Story = {
  args: { onFetchCitation: lookup(citation), knownPapers: [] },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    await typeInto(dialog.getByRole('textbox', { name: 'DOI' }), '10.1056/NEJMoa1911303');
    const fetchButton = dialog.getByRole('button', { name: 'Fetch Citation' });
    await expect(fetchButton).toBeEnabled();
    fetchButton.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFetchCitation).toHaveBeenCalledWith({ doi: '10.1056/NEJMoa1911303' });
    const confirm = await dialogNamed(canvasElement, 'Confirm citation');
    for (const [term, value] of [
      ['Title', 'Dapagliflozin in Patients with Heart Failure and Reduced Ejection Fraction'],
      ['Authors', 'John J.V. McMurray, Scott D. Solomon'],
      ['Journal', 'The New England Journal of Medicine'],
      ['Year', '2019'],
      ['DOI', '10.1056/NEJMoa1911303'],
      ['PubMed ID', '31535829'],
      ['PubMed Central ID', 'PMC6893803'],
    ]) {
      await expect(confirm.getByText(term).nextElementSibling).toHaveTextContent(value!);
    }
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Accept' })).toHaveFocus());
  },
};

/** Accepting the citation fills name and identifiers and keeps the citation with the paper. */
export const FetchCitationAccepted: Story = {
  args: { onFetchCitation: lookup(citation), knownPapers: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    await typeInto(dialog.getByRole('textbox', { name: 'DOI' }), '10.1056/NEJMoa1911303');
    dialog.getByRole('button', { name: 'Fetch Citation' }).focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await dialogNamed(canvasElement, 'Confirm citation');
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Accept' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog', { name: 'Confirm citation' })).not.toBeInTheDocument());
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(citation.title);
    await expect(dialog.getByRole('textbox', { name: 'PubMed ID' })).toHaveValue('31535829');
    await expect(dialog.getByRole('textbox', { name: 'PubMed Central ID' })).toHaveValue('PMC6893803');
    await expect(dialog.getByRole('group', { name: 'Citation' })).toHaveTextContent(
      'Citation: Dapagliflozin in Patients with Heart Failure and Reduced Ejection Fraction (The New England Journal of Medicine, 2019)',
    );
  },
};

/** Nothing found: the form says so next to the button and keeps what was typed. */
export const FetchCitationNotFound: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    await typeInto(dialog.getByRole('textbox', { name: 'PubMed ID' }), '99999999');
    dialog.getByRole('button', { name: 'Fetch Citation' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFetchCitation).toHaveBeenCalledWith({ pmid: '99999999' });
    const message = await dialog.findByText('Citation not found, please try again');
    await expect(message.closest('[role="alert"]')).not.toBeNull();
    await expect(dialog.getByRole('textbox', { name: 'PubMed ID' })).toHaveValue('99999999');
    await expect(body(canvasElement).queryByRole('dialog', { name: 'Confirm citation' })).not.toBeInTheDocument();
  },
};

/** A new project needs an organization: the message shows once it is all that is missing, and Create waits. */
export const NewProjectOrganizationError: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    await typeInto(dialog.getByRole('textbox', { name: 'DOI' }), '10.1016/S0140-6736(24)00001-1');
    const newProject = dialog.getByRole('radio', { name: 'Create a new project' });
    newProject.focus();
    await userEvent.keyboard(' ');
    await expect(newProject).toBeChecked();
    const group = within(dialog.getByRole('group', { name: 'New project' }));
    await typeInto(group.getByRole('textbox', { name: 'Project name' }), 'SGLT2 inhibitors review');
    await expect(group.getByRole('combobox', { name: 'Add organizations' })).toHaveAccessibleDescription('Organization is required');
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    group.getByRole('combobox', { name: 'Add organizations' }).scrollIntoView({ block: 'center' });
  },
};

/** Creating a project waits for the organizations to load. */
export const NewProjectWhileOrganizationsLoad: Story = {
  args: { organizationsLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    await typeInto(dialog.getByRole('textbox', { name: 'DOI' }), '10.1016/S0140-6736(24)00001-1');
    dialog.getByRole('radio', { name: 'Create a new project' }).focus();
    await userEvent.keyboard(' ');
    const group = within(dialog.getByRole('group', { name: 'New project' }));
    await expect(group.getByRole('combobox', { name: 'Add organizations' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

/** The project search asks again 200 ms after typing stops; nothing matches, so the list says 'No results'. */
export const ExistingProjectNoResults: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    const search = dialog.getByRole('combobox', { name: 'Search for a project' });
    search.focus();
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(search).toHaveAccessibleDescription('Project is required');
    await userEvent.tab({ shift: true });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('oncology');
    await waitFor(() => expect(args.onProjectSearch).toHaveBeenLastCalledWith('oncology'));
    // Debounced: one search for the whole word.
    await expect(args.onProjectSearch).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveTextContent('No results'));
    search.scrollIntoView({ block: 'center' });
  },
};

/** Escape closes the project list and leaves the form open; a second Escape closes the form. The list never covers Cancel or Create. */
export const ProjectSearchEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    const search = dialog.getByRole('combobox', { name: 'Search for a project' });
    search.focus();
    await userEvent.keyboard('s');
    const list = await screen.findByRole('listbox');
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3));
    const popover = list.closest('[data-trigger="ComboBox"]') ?? list;
    for (const name of ['Cancel', 'Create']) {
      // The open list hides the rest of the dialog from assistive technology, so the buttons are found among hidden elements.
      const button = dialog.getByRole('button', { name, hidden: true }).getBoundingClientRect();
      const cover = popover.getBoundingClientRect();
      const overlaps = cover.left < button.right && button.left < cover.right && cover.top < button.bottom && button.top < cover.bottom;
      await expect(overlaps, `the project list covers ${name}`).toBe(false);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(screen.getByRole('dialog', { name: 'Create paper' })).toBeVisible();
    await expect(search).toHaveFocus();
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Files upload with a bar each, at the percentage the upload has reached. */
export const UploadsInProgress: Story = {
  args: {
    paper,
    initialFiles: uploads,
    uploadProgress: { [newFileKey(uploads[0]!)]: 100, [newFileKey(uploads[1]!)]: 45, [newFileKey(uploads[2]!)]: 0 },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Edit paper');
    const bar = (name: string) => dialog.getByRole('progressbar', { name: `Uploading ${name}` });
    await expect(bar('main-article.pdf')).toHaveAttribute('aria-valuenow', '100');
    await expect(bar('figure-2-forest-plot.png')).toHaveAttribute('aria-valuenow', '45');
    await expect(bar(LONG_FILE_NAME)).toHaveAttribute('aria-valuenow', '0');
    await expect(dialog.getAllByRole('listitem')).toHaveLength(5);
    bar('figure-2-forest-plot.png').scrollIntoView({ block: 'center' });
  },
};

/** While the save runs, Create shows progress and nothing can be changed or closed. */
export const Saving: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})), initialFiles: uploads.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    await typeInto(dialog.getByRole('textbox', { name: 'PubMed ID' }), '34449189');
    dialog.getByRole('radio', { name: 'No project' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      paper: expect.objectContaining({ pmid: '34449189', status: 'DATA_ENTRY', priority: 0 }),
      project: { mode: 'NONE' },
      files: [uploads[0]],
      removeFileUUIDs: [],
    });
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Remove main-article.pdf' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Choose files' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
  },
};

/** A refused save shows every message, and the server's on the field it named; nothing typed is lost. */
export const SaveFailed: Story = {
  args: {
    knownPapers: [],
    onSubmit: fn(() => Promise.reject(Object.assign(new Error('A paper with this DOI exists'), { field: 'doi' }))),
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Create paper');
    await typeInto(dialog.getByRole('textbox', { name: 'DOI' }), '10.1056/NEJMoa2034577');
    const search = dialog.getByRole('combobox', { name: 'Search for a project' });
    search.focus();
    await userEvent.keyboard('statins');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Statins in older adults']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(dialog.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const doi = dialog.getByRole('textbox', { name: 'DOI' });
    await waitFor(() => expect(doi).toHaveAccessibleDescription('A paper with this DOI exists'));
    await expect(doi).toHaveValue('10.1056/NEJMoa2034577');
    await expect(args.onClose).not.toHaveBeenCalled();
    doi.scrollIntoView({ block: 'center' });
  },
};

/** The server's message on a field lasts until that field changes. */
export const SaveFailedThenFieldChanged: Story = {
  args: SaveFailed.args,
  play: async (context) => {
    await SaveFailed.play!(context);
    const dialog = await dialogNamed(context.canvasElement, 'Create paper');
    const doi = dialog.getByRole('textbox', { name: 'DOI' });
    await typeInto(doi, '10.1056/NEJMoa2034578');
    await expect(doi).not.toHaveAccessibleDescription(/exists/);
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    doi.scrollIntoView({ block: 'center' });
  },
};

/** The form's place while the paper to edit loads. */
export const LoadingPaper: Story = {
  render: () => <PaperFormStatusDialog onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Edit paper');
    await expect(dialog.getByRole('progressbar', { name: 'Loading paper' })).toBeVisible();
  },
};

/** The paper to edit could not be loaded. */
export const LoadError: Story = {
  render: () => <PaperFormStatusDialog error="Paper not found (404)" onClose={() => {}} />,
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'Edit paper');
    await expect(dialog.getByRole('region', { name: 'The paper could not be loaded' })).toHaveTextContent('Paper not found (404)');
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

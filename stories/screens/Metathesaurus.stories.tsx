import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Concept } from '../../src/api/schemas';
import { METATHESAURUS_PROMPT, MetathesaurusScreen, type MetathesaurusResults } from '../../src/screens';

// Fixed data: screenshots must not depend on the clock or randomness.
const aspirin: Concept = {
  name: 'Aspirin',
  code: 'C287',
  active: true,
  definitions: [
    { source: 'NCI', definition: 'An orally administered non-steroidal antiinflammatory agent.' },
    { source: 'CDISC', definition: 'Acetylsalicylic acid.' },
  ],
  synonyms: [
    { source: 'NCI', name: 'Acetylsalicylic Acid' },
    { source: 'FDA', name: 'ASA' },
  ],
};
const aspirinCaffeine: Concept = {
  name: 'Aspirin/Caffeine',
  code: 'C80001',
  active: false,
  definitions: [],
  synonyms: [{ source: 'NCI', name: 'Aspirin and Caffeine' }],
};
const dactylAspirin: Concept = {
  name: 'aspirin',
  code: 'D-0042',
  active: true,
  definitions: [{ source: 'Dactyl', definition: 'Extraction synonym group for aspirin.' }],
  synonyms: [{ source: 'Dactyl', name: 'ASA 81 mg' }],
};

const filled: MetathesaurusResults = { evs: [aspirin, aspirinCaffeine], dactyl: [dactylAspirin], evsAvailable: true };

interface HarnessArgs {
  initialTerm?: string;
  initialResults?: MetathesaurusResults;
  isSearching?: boolean;
  defaultResultType?: 'evs' | 'dactyl';
  /** What the search answers, whatever the term. */
  answer: MetathesaurusResults;
  onSearch: (term: string) => void;
  onLoadSynonyms: (conceptId: string) => Promise<readonly string[]>;
  onSaveSynonyms: (concept: Concept, synonyms: string[]) => Promise<unknown>;
}

/** Answers searches at once, as the app would once the call returns. */
function Harness({ initialTerm, initialResults, answer, onSearch, ...props }: HarnessArgs) {
  const [term, setTerm] = useState(initialTerm);
  const [results, setResults] = useState(initialResults);
  return (
    <MetathesaurusScreen
      {...props}
      term={term}
      results={results}
      onSearch={(key) => {
        onSearch(key);
        setTerm(key);
        setResults(answer);
      }}
    />
  );
}

const meta = {
  title: 'Screens/Metathesaurus',
  component: Harness,
  tags: ['!autodocs'],
  parameters: { layout: 'padded' },
  args: {
    answer: filled,
    onSearch: fn(),
    onLoadSynonyms: fn(() => Promise.resolve(['Acetylsalicylic Acid', 'ASA'])),
    onSaveSynonyms: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function afterDialogsClose(canvasElement: HTMLElement) {
  await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

async function openSynonyms(canvasElement: HTMLElement, concept = 'Aspirin') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `Add Synonym to ${concept}` }));
  return within(await body(canvasElement).findByRole('dialog', { name: 'Edit Synonyms' }));
}

export const Playground: Story = {};

/** Before a search both lists prompt for a term. */
export const Prompt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Metathesaurus Search' })).toBeVisible();
    await expect(canvas.getByText(METATHESAURUS_PROMPT)).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Dactyl Results' }));
    await expect(canvas.getByText(METATHESAURUS_PROMPT)).toBeVisible();
  },
};

/** Typing alone does not search; Enter does, with the term lower-cased and trimmed. */
export const SearchOnEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search term' });
    await userEvent.click(search);
    await userEvent.keyboard('  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('AsPirin ');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('aspirin');
    await expect(canvas.getByRole('button', { name: /^Aspirin Active/ })).toBeVisible();
  },
};

/** Each result is a panel: name, status icon, Add Synonym; inside the code, definitions and synonyms. */
export const Filled: Story = {
  args: { initialTerm: 'aspirin', initialResults: filled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('button', { name: 'Aspirin Active' });
    await expect(panel).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('img', { name: 'Inactive' })).toBeVisible();
    await userEvent.click(panel);
    await expect(panel).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('C287')).toBeVisible();
    await expect(canvas.getByText('An orally administered non-steroidal antiinflammatory agent.')).toBeVisible();
    await expect(canvas.getByText('Acetylsalicylic Acid')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Expand all' }));
    await expect(canvas.getByRole('button', { name: 'Aspirin/Caffeine Inactive' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const DactylResults: Story = {
  args: { initialTerm: 'aspirin', initialResults: filled, defaultResultType: 'dactyl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Dactyl Results' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'aspirin Active' }));
    await expect(canvas.getByText('ASA 81 mg')).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { initialTerm: 'zzyzx', initialResults: { evs: [], dactyl: [], evsAvailable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No results for EVS search "zzyzx"')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Dactyl Results' }));
    await expect(canvas.getByText('No results for Dactyl search "zzyzx"')).toBeVisible();
  },
};

export const Searching: Story = {
  args: { initialTerm: 'aspirin', initialResults: filled, isSearching: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Searching' })).toBeVisible();
  },
};

/** The EVS service is down: its tab says so, Dactyl results still show. */
export const EvsUnavailable: Story = {
  args: { initialTerm: 'aspirin', initialResults: { evs: [], dactyl: [dactylAspirin], evsAvailable: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'EVS unavailable' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Dactyl Results' }));
    await expect(canvas.getByRole('button', { name: 'aspirin Active' })).toBeVisible();
  },
};

/** Enter on a filled row adds a row and focuses it; blank rows are dropped when saving. */
export const EditSynonymsByKeyboard: Story = {
  args: { initialTerm: 'aspirin', initialResults: filled },
  play: async ({ canvasElement, args }) => {
    const dialog = await openSynonyms(canvasElement);
    await expect(body(canvasElement).getByRole('dialog', { name: 'Edit Synonyms' })).toHaveAccessibleDescription(
      'Edit Synonyms for C287 (Aspirin)',
    );
    await expect(args.onLoadSynonyms).toHaveBeenCalledWith('C287');
    const first = await dialog.findByRole('textbox', { name: 'Synonym 1' });
    await expect(first).toHaveValue('Acetylsalicylic Acid');
    await expect(dialog.getByRole('textbox', { name: 'Synonym 2' })).toHaveValue('ASA');
    // Only the last row has the add button.
    await expect(dialog.getAllByRole('button', { name: 'Add synonym' })).toHaveLength(1);

    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{End}{Enter}');
    const inserted = dialog.getByRole('textbox', { name: 'Synonym 2' });
    await expect(inserted).toHaveValue('');
    await expect(inserted).toHaveFocus();
    // Enter on a blank row adds nothing.
    await userEvent.keyboard('{Enter}');
    await expect(dialog.getAllByRole('textbox')).toHaveLength(3);
    await userEvent.keyboard('  Aspirin 81  ');
    await userEvent.keyboard('{Enter}');
    await expect(dialog.getByRole('textbox', { name: 'Synonym 3' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(args.onSaveSynonyms).toHaveBeenCalledWith(expect.objectContaining({ code: 'C287' }), ['Acetylsalicylic Acid', 'Aspirin 81', 'ASA']),
    );
    await afterDialogsClose(canvasElement);
  },
};

/** Deleting every row leaves one blank row; the add button focuses a new last row. */
export const DeleteAndAddRows: Story = {
  args: { initialTerm: 'aspirin', initialResults: filled },
  play: async ({ canvasElement, args }) => {
    const dialog = await openSynonyms(canvasElement);
    await dialog.findByRole('textbox', { name: 'Synonym 2' });
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Synonym 2' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete Synonym 1' }));
    const only = dialog.getByRole('textbox', { name: 'Synonym 1' });
    await expect(only).toHaveValue('');
    await expect(only).toHaveFocus();
    await userEvent.keyboard('Salicylate');
    await userEvent.click(dialog.getByRole('button', { name: 'Add synonym' }));
    await expect(dialog.getByRole('textbox', { name: 'Synonym 2' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSaveSynonyms).toHaveBeenCalledWith(expect.objectContaining({ code: 'C287' }), ['Salicylate']));
    await afterDialogsClose(canvasElement);
  },
};

/** A concept without saved synonyms opens with one blank row; Cancel saves nothing. */
export const NoSavedSynonyms: Story = {
  args: { initialTerm: 'aspirin', initialResults: filled, onLoadSynonyms: fn(() => Promise.resolve([])) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openSynonyms(canvasElement, 'Aspirin/Caffeine');
    await expect(await dialog.findByRole('textbox', { name: 'Synonym 1' })).toHaveValue('');
    await expect(dialog.getAllByRole('textbox')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await afterDialogsClose(canvasElement);
    await expect(args.onSaveSynonyms).not.toHaveBeenCalled();
  },
};

/** The dialog waits for the saved synonyms before offering rows. */
export const SynonymsLoading: Story = {
  args: { initialTerm: 'aspirin', initialResults: filled, onLoadSynonyms: fn(() => new Promise<readonly string[]>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await openSynonyms(canvasElement);
    await expect(dialog.getByRole('progressbar', { name: 'Loading synonyms' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  },
};

/** A failed save keeps the rows for another try. */
export const SaveFails: Story = {
  args: { initialTerm: 'aspirin', initialResults: filled, onSaveSynonyms: fn(() => Promise.reject(new Error('Save failed'))) },
  play: async ({ canvasElement, args }) => {
    const dialog = await openSynonyms(canvasElement);
    await dialog.findByRole('textbox', { name: 'Synonym 1' });
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(args.onSaveSynonyms).toHaveBeenCalled());
    await expect(dialog.getByRole('textbox', { name: 'Synonym 1' })).toHaveValue('Acetylsalicylic Acid');
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  },
};

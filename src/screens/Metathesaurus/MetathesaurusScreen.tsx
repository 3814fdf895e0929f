import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { CircleCheck, CircleX } from 'lucide-react';
import clsx from 'clsx';
import { Banner, Disclosure, DisclosureGroup, IconButton, SearchField, Tab, TabList, TabPanel, Tabs } from '../../ui';
import type { Concept } from '../../api/schemas';
import { SynonymDialog } from './SynonymDialog';
import { PencilPlusIcon } from './PencilPlusIcon';
import * as adminStyles from '../shared/admin.css';
import * as styles from './Metathesaurus.css';

/** The two result lists: the public EVS terminology search and the product's own Dactyl synonym map. */
export const metathesaurusResultTypes = [
  { id: 'evs', tab: 'EVS Results', name: 'EVS' },
  { id: 'dactyl', tab: 'Dactyl Results', name: 'Dactyl' },
] as const;
export type MetathesaurusResultType = (typeof metathesaurusResultTypes)[number]['id'];

/** Shown before the first search. */
export const METATHESAURUS_PROMPT = 'Enter a search term to search the EVS and Dactyl synonym maps';

/** Shown when a list has nothing for the term, e.g. 'No results for EVS search "aspirin"'. */
export function noResultsText(typeName: string, term: string): string {
  return `No results for ${typeName} search "${term}"`;
}

/** What a search answered. */
export interface MetathesaurusResults {
  evs: readonly Concept[];
  dactyl: readonly Concept[];
  /** False when the EVS service could not be reached; the Dactyl list still holds. */
  evsAvailable: boolean;
}

export interface MetathesaurusScreenProps {
  /** The term the results are for (lower-cased); undefined before the first search. */
  term?: string;
  /** The results for `term`. */
  results?: MetathesaurusResults;
  /** A search is running. @default false */
  isSearching?: boolean;
  /** The tab that opens first. @default 'evs' */
  defaultResultType?: MetathesaurusResultType;
  /** Called on Enter with the trimmed, lower-cased term; blank text is not searched. */
  onSearch: (term: string) => void;
  /** Loads a concept's saved synonyms when its synonym dialog opens. */
  onLoadSynonyms: (conceptId: string) => Promise<readonly string[]>;
  /** Saves a concept's synonyms (trimmed, empty ones dropped); the dialog closes when it resolves. */
  onSaveSynonyms: (concept: Concept, synonyms: string[]) => Promise<unknown>;
}

interface SynonymEditor {
  concept: Concept;
  synonyms?: readonly string[];
  error?: string;
}

/** 'Metathesaurus Search': a term searched on Enter, EVS and Dactyl results as panels, and the synonym editor. */
export function MetathesaurusScreen({
  term,
  results,
  isSearching = false,
  defaultResultType = 'evs',
  onSearch,
  onLoadSynonyms,
  onSaveSynonyms,
}: MetathesaurusScreenProps) {
  const [text, setText] = useState(term ?? '');
  const [editor, setEditor] = useState<SynonymEditor | null>(null);

  const openEditor = (concept: Concept) => {
    setEditor({ concept });
    onLoadSynonyms(concept.code).then(
      (synonyms) => setEditor((current) => (current?.concept === concept ? { concept, synonyms } : current)),
      (error: unknown) =>
        setEditor((current) =>
          current?.concept === concept
            ? { concept, error: error instanceof Error && error.message ? error.message : 'Synonyms could not be loaded' }
            : current,
        ),
    );
  };

  const renderList = (type: (typeof metathesaurusResultTypes)[number]) => {
    if (type.id === 'evs' && results && !results.evsAvailable) {
      return (
        <Banner tone="warning" title="EVS unavailable">
          The EVS terminology service could not be reached. Dactyl results are still listed under Dactyl Results.
        </Banner>
      );
    }
    if (term === undefined || !results) return <p className={styles.empty}>{METATHESAURUS_PROMPT}</p>;
    const concepts = results[type.id];
    if (concepts.length === 0) return <p className={styles.empty}>{noResultsText(type.name, term)}</p>;
    return (
      <DisclosureGroup>
        {concepts.map((concept) => (
          <Disclosure
            key={concept.code}
            id={concept.code}
            headingLevel={2}
            title={<ConceptTitle concept={concept} />}
            headerActions={
              <IconButton label={`Add Synonym to ${concept.name}`} icon={<PencilPlusIcon />} onPress={() => openEditor(concept)} />
            }
          >
            <ConceptDetails concept={concept} />
          </Disclosure>
        ))}
      </DisclosureGroup>
    );
  };

  return (
    <div className={adminStyles.screen}>
      <h1 className={adminStyles.screenTitle}>Metathesaurus Search</h1>
      <SearchField
        className={styles.searchRow}
        label="Search term"
        description="Press Enter to search"
        value={text}
        onChange={setText}
        isLoading={isSearching}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          const key = text.trim().toLowerCase();
          if (key) onSearch(key);
        }}
      />
      <Tabs defaultSelectedKey={defaultResultType}>
        <TabList aria-label="Result type">
          {metathesaurusResultTypes.map((type) => (
            <Tab key={type.id} id={type.id}>
              {type.tab}
            </Tab>
          ))}
        </TabList>
        {metathesaurusResultTypes.map((type) => (
          <TabPanel key={type.id} id={type.id as Key} aria-busy={isSearching || undefined}>
            {renderList(type)}
          </TabPanel>
        ))}
      </Tabs>
      {editor ? (
        <SynonymDialog
          conceptId={editor.concept.code}
          conceptName={editor.concept.name}
          synonyms={editor.synonyms}
          loadError={editor.error}
          onConfirm={(synonyms) => onSaveSynonyms(editor.concept, synonyms)}
          onClose={() => setEditor(null)}
        />
      ) : null}
    </div>
  );
}

function ConceptTitle({ concept }: { concept: Concept }) {
  const Icon = concept.active ? CircleCheck : CircleX;
  return (
    <span className={styles.conceptTitle}>
      {concept.name}
      <span role="img" aria-label={concept.active ? 'Active' : 'Inactive'} className={clsx(styles.status, concept.active ? styles.active : styles.inactive)}>
        <Icon size={18} aria-hidden="true" />
      </span>
    </span>
  );
}

function ConceptDetails({ concept }: { concept: Concept }) {
  return (
    <dl className={styles.details}>
      <dt className={styles.term}>Code</dt>
      <dd className={styles.definition}>{concept.code}</dd>
      <dt className={styles.term}>Definitions</dt>
      <dd className={styles.definition}>
        {concept.definitions.length > 0 ? (
          <ul className={styles.list}>
            {concept.definitions.map((entry, i) => (
              <li key={i}>
                <span className={styles.source}>{entry.source}:</span> {entry.definition}
              </li>
            ))}
          </ul>
        ) : (
          'None'
        )}
      </dd>
      <dt className={styles.term}>Synonyms</dt>
      <dd className={styles.definition}>
        {concept.synonyms.length > 0 ? (
          <ul className={styles.list}>
            {concept.synonyms.map((entry, i) => (
              <li key={i}>
                <span className={styles.source}>{entry.source}:</span> {entry.name}
              </li>
            ))}
          </ul>
        ) : (
          'None'
        )}
      </dd>
    </dl>
  );
}

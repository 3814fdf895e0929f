import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Concept } from '../../api/schemas';
import { MetathesaurusScreen } from '../../screens/Metathesaurus/MetathesaurusScreen';
import { api } from '../api';
import { keyMatcher } from '../data/fetcher';
import { useMetathesaurusSearch } from '../data/resources';
import { notifySuccess } from '../notify';

const SAVED = 'Successfully saved synonyms';

/** /home/metathesaurus. */
export default function MetathesaurusRoute() {
  const [term, setTerm] = useState<string | null>(null);
  const search = useMetathesaurusSearch(term);
  const { mutate } = useSWRConfig();

  const loadSynonyms = useCallback(async (conceptId: string) => {
    try {
      const result = await api.listSynonyms({ conceptId });
      return result.data.map((row) => row.synonym);
    } catch (error) {
      console.error(error);
      throw error;
    }
  }, []);

  // Not the shared mutation helper: the spec only logs metathesaurus failures, it never notifies them.
  const saveSynonyms = useCallback(
    async (concept: Concept, synonyms: string[]) => {
      try {
        const result = await api.saveSynonyms({ conceptId: concept.code, conceptName: concept.name, synonyms });
        notifySuccess(SAVED);
        await mutate(keyMatcher(['searchMetathesaurus', 'listSynonyms']));
        return result;
      } catch (error) {
        console.error(error);
        throw error;
      }
    },
    [mutate],
  );

  return (
    <MetathesaurusScreen
      {...(term ? { term } : {})}
      {...(search.data ? { results: search.data.data } : {})}
      isSearching={search.isLoading || search.isValidating}
      onSearch={setTerm}
      onLoadSynonyms={loadSynonyms}
      onSaveSynonyms={saveSynonyms}
    />
  );
}

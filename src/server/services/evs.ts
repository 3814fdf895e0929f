import type { Concept } from '../../api/schemas';

interface EvsConcept {
  code?: string;
  name?: string;
  active?: boolean;
  synonyms?: { name?: string; source?: string; termGroup?: string }[];
  definitions?: { definition?: string; source?: string }[];
}

export class EvsUnavailableError extends Error {}

/** Searches the public NCI EVS terminology service; any failure or timeout means 'unavailable'. */
export async function searchEvs(
  term: string,
  options: { baseUrl: string; timeoutMs: number; fetch: typeof fetch },
): Promise<Concept[]> {
  const url = `${options.baseUrl.replace(/\/$/, '')}/concept/ncit/search?term=${encodeURIComponent(term)}&include=synonyms,definitions&pageSize=25`;
  let body: { concepts?: EvsConcept[] };
  try {
    const response = await options.fetch(url, { signal: AbortSignal.timeout(options.timeoutMs), headers: { Accept: 'application/json' } });
    if (!response.ok) throw new EvsUnavailableError(`EVS answered ${response.status}`);
    body = (await response.json()) as { concepts?: EvsConcept[] };
  } catch (error) {
    throw error instanceof EvsUnavailableError ? error : new EvsUnavailableError(error instanceof Error ? error.message : 'EVS unreachable');
  }
  return (body.concepts ?? []).map((c) => ({
    name: String(c.name ?? ''),
    code: String(c.code ?? ''),
    active: c.active !== false,
    definitions: (c.definitions ?? []).map((d) => ({ source: String(d.source ?? ''), definition: String(d.definition ?? '') })),
    synonyms: (c.synonyms ?? []).map((s) => ({ source: String(s.source ?? ''), name: String(s.name ?? '') })),
  }));
}

import { z } from 'zod';
import { citationSchema, type Citation } from '../../api/papers';

/** Where the two public services are, and how long to wait for them. */
export interface CitationServices {
  identifierSearchUrl: string;
  zoteroUrl: string;
  timeoutMs: number;
}

export type IdentifierKind = 'pmid' | 'pmcid' | 'doi' | 'url';
/** The order in which identifiers are tried. */
export const IDENTIFIER_ORDER: IdentifierKind[] = ['pmid', 'pmcid', 'doi', 'url'];

const esearchSchema = z.object({
  esearchresult: z.object({ count: z.union([z.string(), z.number()]), idlist: z.array(z.string()) }),
});

/** The identifier search term: DOI and PMCID, each in its field, either matching. */
export function identifierTerm(ids: { doi?: string | null; pmcid?: string | null }): string | null {
  const parts: string[] = [];
  if (ids.doi) parts.push(`${ids.doi}[doi]`);
  if (ids.pmcid) parts.push(`${ids.pmcid.toUpperCase().startsWith('PMC') ? ids.pmcid : `PMC${ids.pmcid}`}[pmcid]`);
  return parts.length ? parts.join(' OR ') : null;
}

/** Searches the public biomedical identifier database; answers its count and idlist, or null when it fails. */
export async function searchIdentifiers(fetchFn: typeof fetch, services: CitationServices, ids: { doi?: string | null; pmcid?: string | null }) {
  const term = identifierTerm(ids);
  if (!term) return { count: 0, idlist: [] as string[] };
  const url = new URL(services.identifierSearchUrl);
  url.searchParams.set('db', 'pubmed');
  url.searchParams.set('retmode', 'json');
  url.searchParams.set('term', term);
  try {
    const response = await fetchFn(url.toString(), { signal: AbortSignal.timeout(services.timeoutMs), headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const parsed = esearchSchema.safeParse(await response.json());
    if (!parsed.success) return null;
    return { count: Number(parsed.data.esearchresult.count) || 0, idlist: parsed.data.esearchresult.idlist };
  } catch {
    return null;
  }
}

/** Asks the Zotero translation server about one identifier; null when it has nothing (or fails). */
async function translate(fetchFn: typeof fetch, services: CitationServices, kind: IdentifierKind, value: string): Promise<Citation | null> {
  const base = services.zoteroUrl.replace(/\/$/, '');
  const path = kind === 'url' ? '/web' : '/search';
  const text = kind === 'pmcid' && !value.toUpperCase().startsWith('PMC') ? `PMC${value}` : value;
  try {
    const response = await fetchFn(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Accept: 'application/json' },
      body: text,
      signal: AbortSignal.timeout(services.timeoutMs),
    });
    // 300 lists several candidates and 501 means no translator: neither is one citation.
    if (response.status !== 200) return null;
    const items = z.array(citationSchema).safeParse(await response.json());
    return items.success && items.data.length ? items.data[0]! : null;
  } catch {
    return null;
  }
}

/** The first citation found, trying PMID, PMCID, DOI and URL in that order. */
export async function lookupCitation(
  fetchFn: typeof fetch,
  services: CitationServices,
  ids: Partial<Record<IdentifierKind, string | null | undefined>>,
): Promise<{ citation: Citation; foundBy: IdentifierKind } | null> {
  for (const kind of IDENTIFIER_ORDER) {
    const value = ids[kind];
    if (!value) continue;
    const citation = await translate(fetchFn, services, kind, value);
    if (citation) return { citation, foundBy: kind };
  }
  return null;
}

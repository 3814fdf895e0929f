import { Hono } from 'hono';
import { citationLookupQuerySchema, identifierSearchQuerySchema, PAPER_MESSAGES } from '../../api/papers';
import { requireAny } from '../auth';
import type { AppEnv } from '../context';
import { badRequest, HttpError, readQuery } from '../http';
import type { PaperWork } from '../paperWork';
import { lookupCitation, publicHttpUrl, searchIdentifiers } from '../services/citations';

export function citationRoutes(work: PaperWork) {
  return new Hono<AppEnv>()
    .get('/citations/identifiers', async (c) => {
      requireAny(c, 'upload_file', 'delete_file');
      const query = readQuery(c, identifierSearchQuerySchema);
      const result = await searchIdentifiers(c.get('deps').fetch, work.config.citations, query);
      // A failed lookup is silent in the form: it answers no matches rather than an error.
      return c.json(result ?? { count: 0, idlist: [] });
    })
    .get('/citations', async (c) => {
      requireAny(c, 'upload_file', 'delete_file');
      const query = readQuery(c, citationLookupQuerySchema);
      if (!query.pmid && !query.pmcid && !query.doi && !query.url) throw badRequest('Give a PMID, PMCID, DOI or URL to look up', 'pmid');
      // The translation service fetches the URL from inside the network: only public web addresses go to it.
      if (query.url && !(await publicHttpUrl(query.url, work.config.citations.resolveHost))) throw badRequest(`url: ${PAPER_MESSAGES.citationUrlNotPublic}`, 'url');
      const found = await lookupCitation(c.get('deps').fetch, work.config.citations, { pmid: query.pmid, pmcid: query.pmcid, doi: query.doi, url: query.url });
      if (!found) throw new HttpError(404, 'E_CITATION_NOT_FOUND', PAPER_MESSAGES.citationNotFound);
      return c.json({ citation: found.citation, citation_format: 'zotero' as const, foundBy: found.foundBy });
    });
}

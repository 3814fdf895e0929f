#!/usr/bin/env node
/**
 * A local stand-in for the two public services the paper form asks about citations:
 * the Zotero translation server (POST /search with an identifier, POST /web with a URL) and the
 * PubMed identifier search (GET /esearch.fcgi?term=...). It answers from scripts/citation-catalogue.json,
 * and for any DOI under 10.5555/found. it makes up a citation, so tests can ask for one that exists
 * without colliding with papers made by earlier runs.
 *
 *   node scripts/citation-service.mjs [port]      (default 1969, the translation server's own port)
 *
 * Point the server at it with ZOTERO_TRANSLATION_URL=http://127.0.0.1:PORT and
 * IDENTIFIER_SEARCH_URL=http://127.0.0.1:PORT/esearch.fcgi.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? process.env.PORT ?? 1969);
const catalogue = JSON.parse(readFileSync(new URL('./citation-catalogue.json', import.meta.url), 'utf8'));

const norm = (value) => String(value).trim().toLowerCase().replace(/^https?:\/\/(dx\.)?doi\.org\//, '');
const extraField = (item, name) => new RegExp(`^${name}:\\s*(\\S+)`, 'mi').exec(item.extra ?? '')?.[1];

/** The catalogue entry an identifier names: a DOI, PMID, PMCID (with or without PMC) or URL. */
function find(identifier) {
  const id = norm(identifier);
  const item = catalogue.find(
    (entry) =>
      norm(entry.DOI ?? '') === id ||
      norm(entry.url ?? '') === id ||
      extraField(entry, 'PMID') === id ||
      norm(extraField(entry, 'PMCID') ?? '') === (id.startsWith('pmc') ? id : `pmc${id}`),
  );
  if (item) return item;
  const made = /^10\.5555\/found\.(.+)$/i.exec(identifier.trim());
  if (!made) return null;
  return {
    itemType: 'journalArticle',
    title: `Trial report ${made[1]}`,
    creators: [{ firstName: 'Ada', lastName: 'Lovelace', creatorType: 'author' }],
    publicationTitle: 'Journal of Reproducible Tests',
    date: '2024-03-01',
    DOI: identifier.trim(),
    extra: '',
  };
}

function send(response, status, body) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' });
  response.end(text);
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (request.method === 'GET' && url.pathname.endsWith('/esearch.fcgi')) {
    // Terms look like '10.1/x[doi] OR PMC123[pmcid]'; any part found counts.
    const ids = (url.searchParams.get('term') ?? '')
      .split(/\s+OR\s+/i)
      .map((part) => part.replace(/\[(doi|pmcid)\]$/i, ''))
      .map(find)
      .filter(Boolean)
      .map((item) => extraField(item, 'PMID'))
      .filter(Boolean);
    const idlist = [...new Set(ids)];
    return send(response, 200, { esearchresult: { count: String(idlist.length), idlist } });
  }
  if (request.method === 'POST' && (url.pathname === '/search' || url.pathname === '/web')) {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (text += chunk));
    request.on('end', () => {
      const item = find(text);
      // The translation server answers 501 when no translator finds anything.
      if (item) send(response, 200, [item]);
      else send(response, 501, 'No translators available');
    });
    return;
  }
  send(response, 404, 'Not found');
}).listen(port, '127.0.0.1', () => console.log(`citation service on http://127.0.0.1:${port}`));

import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { z } from 'zod';
import { citationSchema, type Citation } from '../../api/papers';

/** Answers every address a host name resolves to (tests pass a stub, so nothing leaves the machine). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** Where the two public services are, and how long to wait for them. */
export interface CitationServices {
  identifierSearchUrl: string;
  zoteroUrl: string;
  timeoutMs: number;
  /** Resolves the host of a URL to look up; the system resolver when not given. */
  resolveHost?: ResolveHost;
}

const systemResolver: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Addresses a URL lookup must never reach: the translation service fetches the URL from inside the
 * network, so a private, loopback or link-local address (cloud metadata at 169.254.169.254) would
 * let a user read internal pages through it.
 */
const NON_PUBLIC_V4 = new BlockList();
// Separate lists: a list with IPv6 rules also matches IPv4 addresses as IPv4-mapped ones.
const NON_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // this network, unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  NON_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped
  ['64:ff9b::', 96], // NAT64: another way to write an IPv4 address
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 carries an IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local
  ['ff00::', 8], // multicast
] as const) {
  NON_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
}

/** Whether an IP address (v4 or v6) is public, reachable on the internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return family === 4 ? !NON_PUBLIC_V4.check(address, 'ipv4') : !NON_PUBLIC_V6.check(address, 'ipv6');
}

/**
 * The URL, normalised, when it is http(s) and every address its host resolves to is public;
 * otherwise null. The normalised form is what is passed on, so the service reads the host checked
 * (a decimal 2130706433 or a bracketed [::1] is written out as the URL parser reads it).
 */
export async function publicHttpUrl(raw: string, resolveHost: ResolveHost = systemResolver): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolveHost(host);
    } catch {
      return null;
    }
  }
  return addresses.length && addresses.every(isPublicAddress) ? url.href : null;
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
      // A redirect is never followed: it could point anywhere, inside the network too.
      redirect: 'manual',
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
    let value = ids[kind];
    if (!value) continue;
    if (kind === 'url') {
      value = await publicHttpUrl(value, services.resolveHost);
      if (!value) continue;
    }
    const citation = await translate(fetchFn, services, kind, value);
    if (citation) return { citation, foundBy: kind };
  }
  return null;
}

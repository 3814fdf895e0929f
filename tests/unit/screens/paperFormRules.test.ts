import { describe, expect, it } from 'vitest';
import {
  addFiles,
  applyCitation,
  checkPaperForm,
  citationQuery,
  citationSummary,
  EMPTY_PAPER_FORM,
  newFileKey,
  paperFormValues,
  toPaperInput,
  type PaperFormValues,
} from '../../../src/screens/PaperForm/paperFormRules';

const form = (patch: Partial<PaperFormValues>): PaperFormValues => ({ ...EMPTY_PAPER_FORM, ...patch });
const errorsOf = (patch: Partial<PaperFormValues>) => checkPaperForm(form(patch)).errors;

describe('paper form rules (spec 2, section 5)', () => {
  it('name: not required, at most 2048', () => {
    expect(errorsOf({ doi: '10.1/x' }).name).toBeUndefined();
    expect(errorsOf({ doi: '10.1/x', name: 'n'.repeat(2048) }).name).toBeUndefined();
    expect(errorsOf({ doi: '10.1/x', name: 'n'.repeat(2049) }).name).toBe('Name is too long');
  });

  it('URL: a valid URL of at most 2048 characters', () => {
    expect(errorsOf({ source_url: 'not a url' }).source_url).toBe('Invalid URL format');
    expect(errorsOf({ source_url: 'ftp://example.org/paper' }).source_url).toBe('Invalid URL format');
    expect(errorsOf({ source_url: `https://example.org/${'a'.repeat(2030)}` }).source_url).toBe('URL is too long');
    expect(errorsOf({ source_url: 'https://example.org/paper' }).source_url).toBeUndefined();
  });

  it('DOI, PMID and PMCID: at most 255 each', () => {
    const long = 'x'.repeat(256);
    expect(errorsOf({ doi: long })).toMatchObject({ doi: 'DOI is too long' });
    expect(errorsOf({ pmid: long })).toMatchObject({ pmid: 'PubMed ID is too long' });
    expect(errorsOf({ pmcid: long })).toMatchObject({ pmcid: 'PubMed Central ID is too long' });
    expect(errorsOf({ doi: 'x'.repeat(255) }).doi).toBeUndefined();
  });

  it('priority: a non-negative number; empty means 0', () => {
    expect(errorsOf({ doi: '10.1/x', priority: 'abc' }).priority).toBe('Priority must be a number');
    expect(errorsOf({ doi: '10.1/x', priority: '-1' }).priority).toBe('Priority must be non-negative');
    expect(errorsOf({ doi: '10.1/x', priority: ' 3 ' }).priority).toBeUndefined();
    expect(checkPaperForm(form({ doi: '10.1/x', priority: '' })).parsed?.priority).toBe(0);
  });

  it('at least one of URL, DOI, PMID, or PMCID unless the switch says there is none', () => {
    expect(errorsOf({}).source_url).toBe('At least one of URL, DOI, PMID, or PMCID is required');
    expect(errorsOf({ pmcid: '  ' }).source_url).toBe('At least one of URL, DOI, PMID, or PMCID is required');
    expect(errorsOf({ pmid: '123' }).source_url).toBeUndefined();
    expect(errorsOf({ noIDs: true })).toEqual({});
  });

  it('reports every failing rule at once, not only once the others pass', () => {
    expect(errorsOf({ name: 'n'.repeat(2049), priority: 'abc' })).toEqual({
      name: 'Name is too long',
      priority: 'Priority must be a number',
      source_url: 'At least one of URL, DOI, PMID, or PMCID is required',
    });
  });

  it('identifiers are unique among live originals unless this is a new version', () => {
    const known = [
      { uuid: 'a', doi: '10.1056/NEJMoa1911303', pmid: '31535829', pmcid: 'PMC6893803' },
      { uuid: 'b', doi: '10.9/retired', pmid: null, pmcid: null, deleted_at: '2024-01-01T00:00:00.000Z' },
      { uuid: 'c', doi: '10.9/version', pmid: null, pmcid: null, isNewVersion: true },
    ];
    const values = form({ doi: ' 10.1056/NEJMoa1911303 ', pmid: '31535829', pmcid: 'PMC6893803' });
    expect(checkPaperForm(values, known).errors).toEqual({
      doi: 'A paper with this DOI exists',
      pmid: 'A paper with this PubMed ID exists',
      pmcid: 'A paper with this PubMed Central ID exists',
    });
    expect(checkPaperForm(values, known).parsed).toBeUndefined();
    // The paper being edited does not clash with itself; a new version may repeat them.
    expect(checkPaperForm(values, known, 'a').errors).toEqual({});
    expect(checkPaperForm({ ...values, isNewVersion: true }, known).errors).toEqual({});
    // Deleted papers and new versions do not hold identifiers; comparison is exact, as on the server.
    expect(checkPaperForm(form({ doi: '10.9/retired' }), known).errors).toEqual({});
    expect(checkPaperForm(form({ doi: '10.9/version' }), known).errors).toEqual({});
    expect(checkPaperForm(form({ doi: '10.1056/nejmoa1911303' }), known).errors).toEqual({});
  });

  it('parses to the body the server takes: trimmed, blanks as null, status from the switch', () => {
    const { parsed } = checkPaperForm(form({ name: ' DAPA-HF ', priority: '2', doi: ' 10.1/x ', ready: false }));
    expect(parsed).toEqual({
      name: 'DAPA-HF',
      priority: 2,
      source_url: null,
      doi: '10.1/x',
      pmid: null,
      pmcid: null,
      status: 'NEW',
      citation: null,
      citation_format: null,
      isNewVersion: false,
      noIDs: false,
      isTraining: false,
    });
    expect(toPaperInput(EMPTY_PAPER_FORM).status).toBe('DATA_ENTRY');
  });

  it('an existing paper opens with its values', () => {
    expect(
      paperFormValues({
        name: 'Trial',
        priority: 4,
        doi: null,
        pmid: '1',
        pmcid: null,
        source_url: null,
        status: 'NEW',
        citation: null,
        isNewVersion: true,
        noIDs: false,
        isTraining: true,
      }),
    ).toEqual({ ...EMPTY_PAPER_FORM, name: 'Trial', priority: '4', pmid: '1', ready: false, isNewVersion: true, isTraining: true });
  });
});

describe('citations', () => {
  const citation = {
    itemType: 'journalArticle',
    title: 'Dapagliflozin in Patients with Heart Failure and Reduced Ejection Fraction',
    creators: [
      { firstName: 'John J.V.', lastName: 'McMurray', creatorType: 'author' },
      { firstName: 'Scott D.', lastName: 'Solomon', creatorType: 'author' },
      { firstName: 'Ed', lastName: 'Itor', creatorType: 'editor' },
      { name: 'DAPA-HF Trial Committees', creatorType: 'author' },
    ],
    publicationTitle: 'The New England Journal of Medicine',
    date: '2019-11-21',
    url: 'https://www.nejm.org/doi/10.1056/NEJMoa1911303',
    extra: 'PMID: 31535829\nPMCID: PMC6893803',
    DOI: '10.1056/NEJMoa1911303',
  };

  it('summarises title, authors, journal, year and identifiers', () => {
    expect(citationSummary(citation)).toEqual({
      title: 'Dapagliflozin in Patients with Heart Failure and Reduced Ejection Fraction',
      authors: ['John J.V. McMurray', 'Scott D. Solomon', 'DAPA-HF Trial Committees'],
      journal: 'The New England Journal of Medicine',
      year: '2019',
      doi: '10.1056/NEJMoa1911303',
      pmid: '31535829',
      pmcid: 'PMC6893803',
      url: 'https://www.nejm.org/doi/10.1056/NEJMoa1911303',
    });
    expect(citationSummary({})).toEqual({ title: '', authors: [], journal: '', year: '', doi: '', pmid: '', pmcid: '', url: '' });
  });

  it('accepting fills only empty fields and keeps the citation', () => {
    const next = applyCitation(form({ doi: '10.1056/NEJMoa1911303', name: 'My own name' }), citation);
    expect(next).toMatchObject({
      name: 'My own name',
      doi: '10.1056/NEJMoa1911303',
      pmid: '31535829',
      pmcid: 'PMC6893803',
      source_url: 'https://www.nejm.org/doi/10.1056/NEJMoa1911303',
      citation,
    });
    expect(checkPaperForm(next).parsed).toMatchObject({ citation, citation_format: 'zotero' });
    expect(applyCitation(form({}), citation).name).toBe(citation.title);
  });

  it('looks up only identifiers that are present and valid', () => {
    expect(citationQuery(form({}))).toEqual({});
    expect(citationQuery(form({ source_url: 'not a url', doi: ' ' }))).toEqual({});
    expect(citationQuery(form({ source_url: 'https://example.org/a', doi: ' 10.1/x ', pmid: '1', pmcid: 'PMC2' }))).toEqual({
      url: 'https://example.org/a',
      doi: '10.1/x',
      pmid: '1',
      pmcid: 'PMC2',
    });
  });
});

describe('chosen files', () => {
  it('are kept once each, in the order chosen', () => {
    const a = new File(['a'], 'a.pdf', { lastModified: 1 });
    const b = new File(['bb'], 'b.png', { lastModified: 2 });
    const again = new File(['a'], 'a.pdf', { lastModified: 1 });
    expect(addFiles([a], [b, again]).map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
    expect(newFileKey(a)).toBe(newFileKey(again));
    expect(newFileKey(a)).not.toBe(newFileKey(new File(['a'], 'a.pdf', { lastModified: 3 })));
  });
});

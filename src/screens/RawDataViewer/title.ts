/** The document title of the raw data viewer when the paper name gives no author and year. */
export const RAW_DATA_VIEWER_TITLE = 'Raw Data Viewer';

// A year from 1900 to 2099 standing on its own, not the middle of a longer number.
const YEAR_PATTERN = /(?<!\d)(19|20)\d{2}(?!\d)/;

// Separators a citation puts between the author and the year: "Smith, 2015", "Smith (2015)", "Smith et al. - 2015".
const TRAILING_SEPARATORS = /[\s,;:(\-–—[]+$/u;

/**
 * Author and year from a paper name such as "Smith J, 2015, Title; 10.1000/xyz": the first
 * semicolon-separated part, its first year from 1900 to 2099, and the text before that year.
 */
export function authorAndYear(paperName: string | null | undefined): { author: string; year: string } | null {
  if (!paperName) return null;
  const firstPart = paperName.split(';')[0] ?? '';
  const match = YEAR_PATTERN.exec(firstPart);
  if (!match) return null;
  const author = firstPart.slice(0, match.index).replace(TRAILING_SEPARATORS, '').trim();
  if (!author) return null;
  return { author, year: match[0] };
}

/** 'Raw Data Viewer (Author, Year)' when the paper name gives both, otherwise 'Raw Data Viewer'. */
export function rawDataViewerTitle(paperName: string | null | undefined): string {
  const parts = authorAndYear(paperName);
  return parts ? `${RAW_DATA_VIEWER_TITLE} (${parts.author}, ${parts.year})` : RAW_DATA_VIEWER_TITLE;
}

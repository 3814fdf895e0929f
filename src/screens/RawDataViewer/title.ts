/** The document title of the raw data viewer when the paper name gives no author and year. */
export const RAW_DATA_VIEWER_TITLE = 'Raw Data Viewer';

// A year from 1900 to 2099 standing on its own, not the middle of a longer number.
const YEAR_PATTERN = /(?<!\d)(19|20)\d{2}(?!\d)/;

// Separators a citation puts between the author and the year: "Smith, 2015", "Smith (2015)", "Smith et al. - 2015".
const TRAILING_SEPARATORS = /[\s,;:(\-–—[]+$/u;

/**
 * Author and year from a paper name. The author is the first semicolon-separated part; the year is
 * the first from 1900 to 2099, looked for in that part ("Smith J, 2015, Title; ...": the author is
 * the text before it) and otherwise in the parts after it ("Demo; 2024; Title": the year has a part
 * of its own).
 */
export function authorAndYear(paperName: string | null | undefined): { author: string; year: string } | null {
  if (!paperName) return null;
  const [firstPart = '', ...rest] = paperName.split(';');
  const inFirst = YEAR_PATTERN.exec(firstPart);
  if (inFirst) {
    const author = firstPart.slice(0, inFirst.index).replace(TRAILING_SEPARATORS, '').trim();
    return author ? { author, year: inFirst[0] } : null;
  }
  const later = YEAR_PATTERN.exec(rest.join(';'));
  const author = firstPart.replace(TRAILING_SEPARATORS, '').trim();
  return later && author ? { author, year: later[0] } : null;
}

/** 'Raw Data Viewer (Author, Year)' when the paper name gives both, otherwise 'Raw Data Viewer'. */
export function rawDataViewerTitle(paperName: string | null | undefined): string {
  const parts = authorAndYear(paperName);
  return parts ? `${RAW_DATA_VIEWER_TITLE} (${parts.author}, ${parts.year})` : RAW_DATA_VIEWER_TITLE;
}

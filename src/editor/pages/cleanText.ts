/**
 * Text selected on a PDF page, made fit for a value field: runs of whitespace (including the
 * line breaks pdf.js puts between text runs) become one space, and a word broken at a line end
 * ("extrac- tion") is joined back with its hyphen ("extrac-tion").
 */
export function cleanSelectedText(text: string): string {
  return text
    .replace(/[\s\u00a0\u2000-\u200b\u2028\u2029\u3000\ufeff]+/g, ' ')
    .replace(/([-\u2010\u2011]) /g, '$1')
    .trim();
}

/**
 * The query a search box applies for what the user typed: the trimmed text once it has at least
 * `minLength` characters, otherwise '' (no filter). So 'at least 2 characters' is `minLength: 2`
 * and 'more than 2 characters' is `minLength: 3`. Characters are code points, not UTF-16 units.
 */
export function effectiveQuery(text: string, minLength: number): string {
  const trimmed = text.trim();
  return Array.from(trimmed).length >= Math.max(1, minLength) ? trimmed : '';
}

/** Whether the typed text is long enough to search, for hints such as 'Type at least 2 characters'. */
export function meetsMinLength(text: string, minLength: number): boolean {
  return effectiveQuery(text, minLength) !== '';
}

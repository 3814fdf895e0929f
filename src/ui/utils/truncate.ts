/** The spec's truncation limits: file chips, then project, organization, permission names and item titles. */
export const TRUNCATE_FILE_NAME = 50;
export const TRUNCATE_NAME = 100;

const ELLIPSIS = '\u2026';

/**
 * Shortens `text` to at most `max` characters, ending in an ellipsis when cut.
 * Counts code points, not UTF-16 units, so an emoji or a non-BMP letter is never split in half.
 */
export function truncate(text: string, max: number): string {
  if (max <= 0) return '';
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  if (max === 1) return ELLIPSIS;
  return chars.slice(0, max - 1).join('').trimEnd() + ELLIPSIS;
}

/** Whether `truncate(text, max)` would shorten the text. */
export function isTruncated(text: string, max: number): boolean {
  return Array.from(text).length > max;
}

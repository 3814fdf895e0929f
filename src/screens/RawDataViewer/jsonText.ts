import { parse as parseTolerant, type ParseError } from 'jsonc-parser';

/** The JSON editor's text checked: the value, or where and why it does not parse. */
export type JsonCheck =
  | { ok: true; value: unknown }
  | { ok: false; message: string; position: number; line: number; column: number };

/** 1-based line and column of a character offset. */
export function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(position, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

/**
 * Parses the editor's text. A failure names the position the parser stopped at (the end of the
 * text when it ran out) as line and column, and the parser's reason without its own position.
 */
export function checkJson(text: string): JsonCheck {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    const raw = error instanceof Error ? error.message : String(error);
    // Browsers do not all say where parsing stopped: a strict scan finds the first error's offset.
    const errors: ParseError[] = [];
    parseTolerant(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    const at = /at position (\d+)/.exec(raw);
    const position = errors[0]?.offset ?? (at ? Number(at[1]) : text.length);
    const reason = raw
      .replace(/\s*\(line \d+ column \d+\)/, '')
      .replace(/\s*in JSON at position \d+/, '')
      .replace(/, ".*" is not valid JSON$/s, '')
      .replace(/^JSON\.parse: /, '')
      .trim();
    const { line, column } = lineAndColumn(text, position);
    return { ok: false, message: `Invalid JSON at line ${line}, column ${column}: ${reason || 'the text does not parse'}`, position, line, column };
  }
}

/** The value as the editor shows it: indented by two spaces. */
export const formatJson = (value: unknown): string => JSON.stringify(value ?? null, null, 2);

/** Whether a parsed value differs from the data shown (spacing and layout do not count). */
export const jsonDiffers = (value: unknown, current: unknown): boolean => JSON.stringify(value) !== JSON.stringify(current ?? null);

/**
 * Next free automatic axes name: 'XY graph', then 'XY graph 2', 'XY graph 3', ...
 * (likewise 'Bar graph').
 */
export function nextAxesName(kind: 'xy' | 'bar', takenNames: Iterable<string>): string {
  return nextFreeName(kind === 'xy' ? 'XY graph' : 'Bar graph', takenNames);
}

/** The base name if it is free, else the base with the first free number from 2: 'Polar graph', 'Polar graph 2', ... */
export function nextFreeName(base: string, takenNames: Iterable<string>): string {
  const taken = new Set(takenNames);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base} ${n}`)) return `${base} ${n}`;
}

/** Dataset name of a study-branch dataset: {compositeKey}_{uuid}. */
export const datasetName = (compositeKey: string, uuid: string): string => `${compositeKey}_${uuid}`;

/** Dataset name of a table column: Column_{uuid}. */
export const tableColumnDatasetName = (uuid: string): string => `Column_${uuid}`;

export const RENAME_AXES_MESSAGES = {
  title: 'Rename Axis Error',
  exists: 'An axis with this name already exists, please pick a different name.',
  empty: 'Axis name cannot be empty',
} as const;

/** Check a new axes name: non-empty and unique. Returns the message or null. */
export function validateAxesName(name: string, otherNames: Iterable<string>): string | null {
  const trimmed = name.trim();
  if (!trimmed) return RENAME_AXES_MESSAGES.empty;
  for (const other of otherNames) if (other === trimmed) return RENAME_AXES_MESSAGES.exists;
  return null;
}

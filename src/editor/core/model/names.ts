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

/**
 * A free name for an axes that arrives with a name already taken (an imported project's): a name
 * that ends in a number is renumbered ('XY graph 2' -> 'XY graph 3', not 'XY graph 2 2'); any other
 * gets the first free number from 2 ('XY graph' -> 'XY graph 2').
 */
export function freeAxesName(name: string, takenNames: Iterable<string>): string {
  const taken = new Set(takenNames);
  if (!taken.has(name)) return name;
  const stem = /^(.*\S) \d+$/.exec(name)?.[1] ?? name;
  for (let n = 2; ; n++) if (!taken.has(`${stem} ${n}`)) return `${stem} ${n}`;
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

export interface ComboBoxItemsOptions<T> {
  /** Whether an item matches the typed text (locale-aware `contains` in the component). */
  matches: (item: T, text: string) => boolean;
  /** Cap on shown items; the rest are counted in `hiddenCount`. Undefined shows all. */
  maxItems?: number;
  /** Characters needed before the list shows anything. */
  minChars: number;
  /** Ignore the text (the list was opened by its button or arrow key, not by typing). */
  showAll: boolean;
}

export interface ComboBoxItemsResult<T> {
  items: T[];
  /** Matching items left out by `maxItems`. */
  hiddenCount: number;
  /** False while the text is shorter than `minChars`: the list must stay closed. */
  canOpen: boolean;
}

/** Which items a combo box lists for the typed text: filtered, then capped. */
export function comboBoxItems<T>(all: readonly T[], text: string, options: ComboBoxItemsOptions<T>): ComboBoxItemsResult<T> {
  const canOpen = options.showAll || Array.from(text).length >= options.minChars;
  if (!canOpen) return { items: [], hiddenCount: 0, canOpen };
  const matching = options.showAll || text === '' ? [...all] : all.filter((item) => options.matches(item, text));
  const max = options.maxItems;
  if (max === undefined || matching.length <= max) return { items: matching, hiddenCount: 0, canOpen };
  return { items: matching.slice(0, Math.max(0, max)), hiddenCount: matching.length - Math.max(0, max), canOpen };
}

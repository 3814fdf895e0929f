/** Where dropped items go relative to the target. */
export type DropPosition = 'before' | 'after';

/**
 * Moves the items whose keys are in `moving` next to `target`, keeping their relative order.
 * Returns the same array when nothing would change (dropping an item on itself).
 */
export function reorder<T>(items: readonly T[], getKey: (item: T) => string | number, moving: ReadonlySet<string | number>, target: string | number, position: DropPosition): T[] {
  if (moving.has(target)) return items as T[];
  const moved = items.filter((item) => moving.has(getKey(item)));
  const rest = items.filter((item) => !moving.has(getKey(item)));
  const targetIndex = rest.findIndex((item) => getKey(item) === target);
  if (targetIndex === -1 || moved.length === 0) return items as T[];
  const insertAt = position === 'before' ? targetIndex : targetIndex + 1;
  const next = [...rest.slice(0, insertAt), ...moved, ...rest.slice(insertAt)];
  return next.every((item, i) => item === items[i]) ? (items as T[]) : next;
}

/**
 * A picker search over a list already in memory: case-insensitive substring match on the label.
 * Returns a promise so it fits the same picker prop as a server search.
 */
export function searchIn<T>(options: readonly T[], getLabel: (item: T) => string) {
  return (text: string): Promise<readonly T[]> => {
    const needle = text.trim().toLocaleLowerCase();
    return Promise.resolve(options.filter((option) => getLabel(option).toLocaleLowerCase().includes(needle)));
  };
}

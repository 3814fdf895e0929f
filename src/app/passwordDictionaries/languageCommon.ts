// Stands in for @zxcvbn-ts/language-common in the browser build (see vite.app.config.ts): empty until load() fills it.
import type * as Real from '@zxcvbn-ts/language-common';

export let dictionary: typeof Real.dictionary = {} as typeof Real.dictionary;
export let adjacencyGraphs: typeof Real.adjacencyGraphs = {} as typeof Real.adjacencyGraphs;

/** Called once by loadPasswordDictionaries. */
export function fill(real: typeof Real): void {
  dictionary = real.dictionary;
  adjacencyGraphs = real.adjacencyGraphs;
}

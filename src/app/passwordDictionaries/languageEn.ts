// Stands in for @zxcvbn-ts/language-en in the browser build (see vite.app.config.ts): empty until load() fills it.
import type * as Real from '@zxcvbn-ts/language-en';

export let dictionary: typeof Real.dictionary = {} as typeof Real.dictionary;
export let translations: typeof Real.translations = {} as typeof Real.translations;

/** Called once by loadPasswordDictionaries. */
export function fill(real: typeof Real): void {
  dictionary = real.dictionary;
  translations = real.translations;
}

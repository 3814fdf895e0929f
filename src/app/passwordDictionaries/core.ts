// Stands in for @zxcvbn-ts/core in the browser build (see vite.app.config.ts): the real scorer arrives with the dictionaries.
import type * as Real from '@zxcvbn-ts/core';

let real: typeof Real | undefined;

/** Called once by loadPasswordDictionaries. */
export function fill(module: typeof Real): void {
  real = module;
}

/** Builds the real factory; only pages that awaited loadPasswordDictionaries() get this far. */
export const ZxcvbnFactory = function ZxcvbnFactory(...args: ConstructorParameters<typeof Real.ZxcvbnFactory>) {
  if (!real) throw new Error('Password rules used before loadPasswordDictionaries()');
  return new real.ZxcvbnFactory(...args);
} as unknown as typeof Real.ZxcvbnFactory;

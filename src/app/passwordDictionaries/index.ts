import { fill as fillCore } from './core';
import { fill as fillCommon } from './languageCommon';
import { fill as fillEn } from './languageEn';

let loading: Promise<void> | undefined;

/**
 * Loads the password-strength dictionaries and zxcvbn itself (about 900 KB gzip) into their stand-ins. The password
 * rules build their scorer on first use, so every page with a new-password field awaits this in
 * its route's lazy() before it renders; the login page never needs them.
 */
export function loadPasswordDictionaries(): Promise<void> {
  loading ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(([core, common, en]) => {
    fillCore(core);
    fillCommon(common);
    fillEn(en);
  });
  return loading;
}

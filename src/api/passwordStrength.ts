import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as zxcvbnCommon from '@zxcvbn-ts/language-common';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';

/** A password is accepted only above this score on zxcvbn's 0-4 scale. */
export const MIN_PASSWORD_SCORE = 3;

export interface PasswordStrength {
  /** 0 (guessable) to 4 (very unguessable). */
  score: 0 | 1 | 2 | 3 | 4;
  /** True when the score is above 2. */
  acceptable: boolean;
  warning: string | null;
  suggestions: string[];
}

let factory: ZxcvbnFactory | undefined;

// Built lazily: ranking the dictionaries takes a noticeable moment and most pages never need it.
function getFactory(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    translations: zxcvbnEn.translations,
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
  });
  return factory;
}

/** Rates a password the same way in the browser and on the server. */
export function checkPasswordStrength(password: string, userInputs: string[] = []): PasswordStrength {
  const result = getFactory().check(password, userInputs);
  return {
    score: result.score,
    acceptable: result.score >= MIN_PASSWORD_SCORE,
    warning: result.feedback.warning || null,
    suggestions: result.feedback.suggestions,
  };
}

/** The message shown for a password that is too weak: the warning, or the first suggestion. */
export function weakPasswordMessage(strength: PasswordStrength): string {
  return strength.warning ?? strength.suggestions[0] ?? 'Password is too weak';
}

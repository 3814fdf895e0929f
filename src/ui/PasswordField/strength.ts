import { useEffect, useState } from 'react';
import type { PasswordStrength } from '../../api/passwordStrength';

export type { PasswordStrength };

type StrengthModule = typeof import('../../api/passwordStrength');

let loading: Promise<StrengthModule> | undefined;

/**
 * Loads zxcvbn with the common and English dictionaries, once, on first use. The dictionaries are
 * large, so they stay out of the main bundle until a password field needs them. The rule itself
 * lives in src/api so the server rates passwords identically.
 */
export function loadPasswordStrength(): Promise<StrengthModule> {
  loading ??= import('../../api/passwordStrength');
  return loading;
}

/** Rates a password on zxcvbn's 0-4 scale with its warning and suggestions; acceptable above 2. */
export async function passwordStrength(password: string, userInputs: string[] = []): Promise<PasswordStrength> {
  const { checkPasswordStrength } = await loadPasswordStrength();
  return checkPasswordStrength(password, userInputs);
}

/** Words for the five scores, shown by the meter and used as its value text. */
export const strengthLabels = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

/** The number under the length badge: the length up to 7, then '7+' (the minimum of 8 is met). */
export function lengthBadge(length: number): string {
  return length > 7 ? '7+' : String(Math.max(0, length));
}

/**
 * zxcvbn's cost grows steeply with length (a 32-character passphrase costs tens of times an
 * 8-character one), so rating waits for a pause in typing instead of running on every keystroke.
 */
export const STRENGTH_DELAY = 250;

/** The strength of `password`, or null while empty, disabled, or not yet rated. Stale answers are dropped. */
export function usePasswordStrength(
  password: string,
  { enabled = true, userInputs = [] as string[], delay = STRENGTH_DELAY } = {},
): PasswordStrength | null {
  const [result, setResult] = useState<{ password: string; strength: PasswordStrength } | null>(null);
  const inputsKey = userInputs.join('\u0000');
  useEffect(() => {
    if (!enabled || password === '') return;
    let current = true;
    const timer = setTimeout(() => {
      passwordStrength(password, inputsKey ? inputsKey.split('\u0000') : []).then((strength) => {
        if (current) setResult({ password, strength });
      });
    }, delay);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [password, enabled, inputsKey, delay]);
  if (!enabled || password === '' || result?.password !== password) return null;
  return result.strength;
}

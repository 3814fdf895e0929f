/** The code that unlocks the permissions table: Up Up Down Down Left Right Left Right b a Enter. */
export const UNLOCK_SEQUENCE: readonly string[] = [
  'ArrowUp',
  'ArrowUp',
  'ArrowDown',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'ArrowLeft',
  'ArrowRight',
  'b',
  'a',
  'Enter',
];

/** Longest pause allowed between two keys of the code, in ms; a longer pause starts over. */
export const KEY_SEQUENCE_WINDOW = 1000;

export interface KeySequenceOptions {
  /** Longest pause between keys, in ms. @default 1000 */
  windowMs?: number;
  /** The clock, in ms; tests pass a fake one. @default Date.now */
  now?: () => number;
}

export interface KeySequenceMatcher {
  /** Feeds one key (a KeyboardEvent `key`); true when it completes the sequence, which then starts over. */
  push(key: string): boolean;
  /** How many keys of the sequence are matched so far. */
  readonly progress: number;
  /** Forgets the keys typed so far. */
  reset(): void;
}

// Caps Lock or Shift should not make 'B' differ from 'b'; named keys such as 'Enter' keep their case.
function normalise(key: string): string {
  return key.length === 1 ? key.toLowerCase() : key;
}

/**
 * Watches keys for `sequence`, each within `windowMs` of the previous one. A wrong key does not
 * always start from zero: the longest tail of what was typed that begins the sequence is kept,
 * so Up Up Up Down Down ... still matches.
 */
export function createKeySequenceMatcher(sequence: readonly string[], options: KeySequenceOptions = {}): KeySequenceMatcher {
  const { windowMs = KEY_SEQUENCE_WINDOW, now = Date.now } = options;
  const expected = sequence.map(normalise);
  let typed: string[] = [];
  let progress = 0;
  let lastAt = -Infinity;

  const longestPrefixSuffix = (): number => {
    for (let length = Math.min(typed.length, expected.length); length > 0; length -= 1) {
      const tail = typed.slice(typed.length - length);
      if (tail.every((key, i) => key === expected[i])) return length;
    }
    return 0;
  };

  return {
    push(key) {
      if (expected.length === 0) return false;
      const at = now();
      if (at - lastAt > windowMs) typed = [];
      lastAt = at;
      typed.push(normalise(key));
      if (typed.length > expected.length) typed = typed.slice(typed.length - expected.length);
      progress = longestPrefixSuffix();
      typed = typed.slice(typed.length - progress);
      if (progress === expected.length) {
        typed = [];
        progress = 0;
        return true;
      }
      return false;
    },
    get progress() {
      return progress;
    },
    reset() {
      typed = [];
      progress = 0;
      lastAt = -Infinity;
    },
  };
}

import { createContext, useCallback, useContext, useState } from 'react';

/**
 * Set to true by a form after its first submit attempt, so every field below it shows its error
 * even if the user never visited it.
 */
export const ShowErrorsContext = createContext(false);

export interface ErrorVisibilityOptions {
  /** Controlled touched state; when omitted the field tracks its own blur. */
  touched?: boolean;
  /** Show the error regardless of touch, e.g. after a submit attempt. Defaults to ShowErrorsContext. */
  showErrors?: boolean;
}

/**
 * Errors appear only once the user has left the field or tried to submit, never while they are
 * still typing a first value. Every field type uses this so forms behave the same everywhere.
 */
export function useErrorVisibility({ touched, showErrors }: ErrorVisibilityOptions) {
  const formShowsErrors = useContext(ShowErrorsContext);
  const [blurred, setBlurred] = useState(false);
  const markTouched = useCallback(() => setBlurred(true), []);
  const isTouched = touched ?? blurred;
  return { isTouched, markTouched, showErrors: isTouched || (showErrors ?? formShowsErrors) };
}

import { LIMITS } from './constants';

/*
 * The login and forgot-password field rules as plain functions: the login screen is the first thing a
 * user loads and checks its fields with these, without loading Zod. The contract's schemas for the
 * same fields (loginEmailSchema, passwordSchema) are built on these functions, so the form and the
 * server cannot disagree.
 */

/** An address as mail systems accept it: dot-separated local parts, a dotted domain, a top-level name of 2+ letters. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A login e-mail as it is sent and looked up: trimmed and lower-cased. */
export const normalizeLoginEmail = (email: string) => email.trim().toLowerCase();

/** What is wrong with a login e-mail (normalized), in the words the form and the server use. */
export function loginEmailProblem(email: string): string | undefined {
  if (email.length === 0) return 'E-mail address is required';
  if (email.length > LIMITS.email) return 'E-mail address is too long';
  if (!EMAIL_PATTERN.test(email)) return 'Invalid e-mail address';
  return undefined;
}

/** What is wrong with a password's length (login, current password). */
export function passwordProblem(password: string): string | undefined {
  if (password.length === 0) return 'Password is required';
  if (password.length < LIMITS.passwordMin) return 'Password is too short';
  if (password.length > LIMITS.passwordMax) return 'Password is too long';
  return undefined;
}

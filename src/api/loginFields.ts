import { LIMITS } from './constants';

/*
 * The login and forgot-password field rules as plain functions: the login screen is the first thing a
 * user loads and checks its fields with these, without loading Zod. The contract's schemas for the
 * same fields (loginEmailSchema, passwordSchema) are built on these functions, so the form and the
 * server cannot disagree.
 */

/** The fields' messages, word for word; the contract's login schemas use the same. */
export const loginMessages = {
  emailRequired: 'E-mail address is required',
  emailTooLong: 'E-mail address is too long',
  emailInvalid: 'Invalid e-mail address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password is too short',
  passwordTooLong: 'Password is too long',
  passwordInvalid: 'Invalid password',
} as const;

/** An address as mail systems accept it: dot-separated local parts, a dotted domain, a top-level name of 2+ letters. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A login e-mail as it is sent and looked up: trimmed and lower-cased. */
export const normalizeLoginEmail = (email: string) => email.trim().toLowerCase();

/** What is wrong with a login e-mail (normalized), in the words the form and the server use. */
export function loginEmailProblem(email: string): string | undefined {
  if (email.length === 0) return loginMessages.emailRequired;
  if (email.length > LIMITS.email) return loginMessages.emailTooLong;
  if (!EMAIL_PATTERN.test(email)) return loginMessages.emailInvalid;
  return undefined;
}

/** What is wrong with a password's length (login, current password). */
export function passwordProblem(password: string): string | undefined {
  if (password.length === 0) return loginMessages.passwordRequired;
  if (password.length < LIMITS.passwordMin) return loginMessages.passwordTooShort;
  if (password.length > LIMITS.passwordMax) return loginMessages.passwordTooLong;
  return undefined;
}

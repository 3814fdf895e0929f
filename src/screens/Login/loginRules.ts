import type { z } from 'zod';
import { loginMessages } from '../../api/loginFields';

/** The first message a schema gives for a value, or undefined when the value passes. */
export function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Whether an e-mail address signs in through single sign-on: its domain is one of the single-sign-on domains. */
export function isSsoEmail(email: string, ssoDomains: string | readonly string[] | undefined): boolean {
  const at = email.trim().toLowerCase().lastIndexOf('@');
  if (at < 0) return false;
  const typed = email.trim().toLowerCase().slice(at + 1);
  if (typed === '') return false;
  const domains = typeof ssoDomains === 'string' ? [ssoDomains] : (ssoDomains ?? []);
  return domains.some((d) => d.trim().toLowerCase().replace(/^@/, '') === typed);
}

/** A failed login as the server reports it. */
export interface LoginServerError {
  /** e.g. 'E_INVALID_PASSWORD', 'E_USER_NOT_FOUND'. */
  code?: string;
  message?: string;
}

/** The field a server error code marks, with its message; other codes are reported by the app. */
export function loginFieldError(error: LoginServerError | null | undefined): { field: 'email' | 'password'; message: string } | null {
  switch (error?.code) {
    case 'E_INVALID_PASSWORD':
      return { field: 'password', message: loginMessages.passwordInvalid };
    case 'E_USER_NOT_FOUND':
      return { field: 'email', message: 'E-mail address not found' };
    default:
      return null;
  }
}

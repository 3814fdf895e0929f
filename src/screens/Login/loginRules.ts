import type { z } from 'zod';
import { loginMessages } from '../../api/loginFields';

/** The first message a schema gives for a value, or undefined when the value passes. */
export function firstIssue(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Whether an e-mail address signs in through single sign-on: it ends with the company's own domain. */
export function isSsoEmail(email: string, ssoDomain: string | undefined): boolean {
  if (!ssoDomain) return false;
  const domain = ssoDomain.trim().toLowerCase().replace(/^@/, '');
  return domain !== '' && email.trim().toLowerCase().endsWith(`@${domain}`);
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

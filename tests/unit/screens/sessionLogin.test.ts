import { describe, expect, it } from 'vitest';
import { loginEmailSchema, passwordSchema } from '../../../src/api/schemas';
import { firstIssue, isSsoEmail, loginFieldError } from '../../../src/screens/Login/loginRules';

describe('isSsoEmail', () => {
  it.each([
    ['ada@sourcebench.org', true],
    ['  Ada@SourceBench.ORG ', true],
    ['ada@lab.sourcebench.org', false],
    ['ada@notsourcebench.org', false],
    ['ada@sourcebench.org.evil.com', false],
    ['', false],
  ])('%j -> %s', (email, expected) => {
    expect(isSsoEmail(email, 'sourcebench.org')).toBe(expected);
  });

  it('accepts the domain with a leading @ and never matches without a domain', () => {
    expect(isSsoEmail('ada@sourcebench.org', '@sourcebench.org')).toBe(true);
    expect(isSsoEmail('ada@sourcebench.org', undefined)).toBe(false);
    expect(isSsoEmail('ada@', '')).toBe(false);
  });

  it('offers single sign-on for every configured domain, matched on the typed domain', () => {
    const domains = ['sourcebench.org', 'Lab.Example.com'];
    expect(isSsoEmail('ada@sourcebench.org', domains)).toBe(true);
    expect(isSsoEmail('grace@lab.example.com', domains)).toBe(true);
    expect(isSsoEmail('grace@example.com', domains)).toBe(false);
    expect(isSsoEmail('grace@evil-lab.example.com', domains)).toBe(false);
    expect(isSsoEmail('grace@lab.example.com', [])).toBe(false);
  });
});

describe('loginFieldError', () => {
  it('marks the password for E_INVALID_PASSWORD and the e-mail for E_USER_NOT_FOUND', () => {
    expect(loginFieldError({ code: 'E_INVALID_PASSWORD', message: 'Wrong' })).toEqual({ field: 'password', message: 'Invalid password' });
    expect(loginFieldError({ code: 'E_USER_NOT_FOUND' })).toEqual({ field: 'email', message: 'E-mail address not found' });
  });

  it('leaves other failures to the app', () => {
    expect(loginFieldError({ code: 'E_NO_USER_ROLES', message: 'No roles' })).toBeNull();
    expect(loginFieldError(null)).toBeNull();
  });
});

describe('login messages', () => {
  it.each([
    ['', 'E-mail address is required'],
    ['ada', 'Invalid e-mail address'],
    [`${'a'.repeat(250)}@x.org`, 'E-mail address is too long'],
    ['Ada@Example.org', undefined],
  ])('e-mail %j -> %j', (email, message) => {
    expect(firstIssue(loginEmailSchema, email)).toBe(message);
  });

  it.each([
    ['', 'Password is required'],
    ['short', 'Password is too short'],
    ['x'.repeat(61), 'Password is too long'],
    ['x'.repeat(8), undefined],
    ['x'.repeat(60), undefined],
  ])('password %j -> %j', (password, message) => {
    expect(firstIssue(passwordSchema, password)).toBe(message);
  });
});

import { createHash, createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** Production parameters; hashes record the parameters they were made with, so verification never depends on these. */
export const PASSWORD_HASH_DEFAULTS = { N: 16384, r: 8, p: 1, keylen: 64 } as const;
let SCRYPT: { N: number; r: number; p: number; keylen: number } = { ...PASSWORD_HASH_DEFAULTS };

/**
 * Lowers the cost of new password hashes. Only the test suite calls this (thousands of logins
 * would otherwise dominate it); the server never reads it from the environment.
 */
export function setPasswordHashCost(cost: { N: number }): void {
  if (!Number.isInteger(Math.log2(cost.N)) || cost.N < 2) throw new Error('scrypt N must be a power of two');
  SCRYPT = { ...PASSWORD_HASH_DEFAULTS, N: cost.N };
}

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Hashes a password with scrypt; the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, SCRYPT.keylen, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return timingSafeEqual(expected, actual);
}

/** A random token for cookies, reset links and API tokens. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored as their SHA-256, so the table alone cannot be used to log in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from '../../src/api/client';
import { roleFormSchema } from '../../src/api/schemas';
import { checkPasswordStrength } from '../../src/api/passwordStrength';

describe('typed client', () => {
  it('retries /ping on network errors, waiting 1000 ms times the attempt', async () => {
    const waits: number[] = [];
    let calls = 0;
    const client = createApiClient({
      baseUrl: 'http://x/api',
      sleep: async (ms) => void waits.push(ms),
      fetch: async () => {
        calls++;
        if (calls < 3) throw new TypeError('fetch failed');
        return Response.json({ status: 'ok', expiresAt: new Date().toISOString() });
      },
    });
    expect((await client.ping()).status).toBe('ok');
    expect(waits).toEqual([1000, 2000]);
  });

  it('gives up after 3 retries and does not retry non-resilient calls', async () => {
    let calls = 0;
    const client = createApiClient({ sleep: async () => {}, fetch: async () => { calls++; throw new TypeError('down'); } });
    await expect(client.ping()).rejects.toMatchObject({ status: 0, code: 'E_NETWORK' });
    expect(calls).toBe(4);
    calls = 0;
    await expect(client.listTags()).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);
  });

  it('surfaces server errors as { status, code, message } and sends credentials and the CSRF header', async () => {
    let init: RequestInit | undefined;
    const client = createApiClient({
      fetch: async (_url, i) => {
        init = i;
        return Response.json({ status: 'error', code: 'E_INVALID_PASSWORD', message: 'Invalid password', field: 'password' }, { status: 401 });
      },
    });
    await expect(client.login({ email: 'a@example.com', password: 'whatever1' })).rejects.toMatchObject({ status: 401, code: 'E_INVALID_PASSWORD', message: 'Invalid password' });
    expect(init?.credentials).toBe('include');
    expect((init?.headers as Record<string, string>)['X-Requested-With']).toBe('sourcebench');
  });
});

describe('shared schemas', () => {
  it('carries the form messages', () => {
    const r = roleFormSchema.safeParse({ slug: 'Bad slug', name: '', description: 'x'.repeat(501) });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(['Slug can only contain _, lower-case letters, and numbers', 'Name is required', 'Description is too long']);
  });
  it('rates passwords above 2 as acceptable', () => {
    expect(checkPasswordStrength('password1').acceptable).toBe(false);
    expect(checkPasswordStrength('Correct-Horse-Battery-7').acceptable).toBe(true);
  });
});

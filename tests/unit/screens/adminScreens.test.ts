import { describe, expect, it } from 'vitest';
import { hasChanges, fieldErrors } from '../../../src/screens/shared/useEntityForm';
import { utcDateTime } from '../../../src/screens/shared/dateTime';
import { searchIn } from '../../../src/screens/shared/localSearch';
import { projectFormSchema, roleFormSchema, userCreateDialogSchema, userDialogSchema } from '../../../src/api/schemas';

const org = '00000000-0000-4000-8000-000000000101';

describe('hasChanges', () => {
  it('ignores surrounding spaces and the order of lists', () => {
    expect(hasChanges({ name: 'QC User', ids: ['a', 'b'] }, { name: ' QC User ', ids: ['b', 'a'] })).toBe(false);
  });
  it('compares picked records by uuid or id', () => {
    expect(hasChanges({ orgs: [{ uuid: 'a', name: 'A' }] }, { orgs: [{ uuid: 'b', name: 'B' }] })).toBe(true);
    expect(hasChanges({ perms: [{ id: 1 }, { id: 2 }] }, { perms: [{ id: 2 }, { id: 1 }] })).toBe(false);
  });
  it('sees a real edit', () => {
    expect(hasChanges({ name: 'QC User', ids: ['a'] }, { name: 'QC Users', ids: ['a'] })).toBe(true);
    expect(hasChanges({ name: 'QC User', ids: ['a'] }, { name: 'QC User', ids: [] })).toBe(true);
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of each field, in the schema order', () => {
    const result = roleFormSchema.safeParse({ name: '', slug: 'Not A Slug', description: 'x'.repeat(501) });
    expect(fieldErrors(result.success ? undefined : result.error)).toEqual({
      name: 'Name is required',
      slug: 'Slug can only contain _, lower-case letters, and numbers',
      description: 'Description is too long',
    });
  });
});

describe('utcDateTime', () => {
  it('formats in UTC whatever the machine zone', () => {
    expect(utcDateTime('2024-01-15T23:45:00.000Z')).toBe('2024-01-15 23:45');
  });
  it('shows a dash for a value that is not a date', () => {
    expect(utcDateTime('not a date')).toBe('-');
  });
});

describe('searchIn', () => {
  it('matches a substring case-insensitively', async () => {
    const options = [{ name: 'Cochrane Heart Group' }, { name: 'Evidence Synthesis Unit' }];
    await expect(searchIn(options, (o) => o.name)('HEART')).resolves.toEqual([{ name: 'Cochrane Heart Group' }]);
  });
});

describe('user dialog rules', () => {
  const base = { first_name: ' Ada ', last_name: 'Lovelace', email: 'Ada@Example.org', roles: [], organizations: [org] };
  it('needs an organization', () => {
    const result = userDialogSchema.safeParse({ ...base, organizations: [] });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual(['Organization is required']);
  });
  it('needs a password only when creating', () => {
    expect(userDialogSchema.safeParse(base).success).toBe(true);
    const created = userCreateDialogSchema.safeParse(base);
    expect(created.success ? [] : created.error.issues.map((i) => i.message)).toEqual(['Password is required']);
  });
  it('trims names and lower-cases the e-mail', () => {
    expect(userDialogSchema.parse(base)).toMatchObject({ first_name: 'Ada', email: 'ada@example.org' });
  });
});

describe('project form rules', () => {
  it('rejects a negative priority and a missing organization with the spec messages', () => {
    const result = projectFormSchema.safeParse({ name: 'Fluoride', priority: -1, organizations: [] });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'Priority must be non-negative',
      'Organization is required',
    ]);
  });
  it('defaults an empty priority to 0', () => {
    expect(projectFormSchema.parse({ name: 'Fluoride', organizations: [org] }).priority).toBe(0);
  });
});

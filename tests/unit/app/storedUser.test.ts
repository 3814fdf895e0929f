import { describe, expect, it } from 'vitest';
import { readStoredUser, STORED_USER_KEY, writeStoredUser, type StoredUser } from '../../../src/app/session/storedUser';
import { SessionStore } from '../../../src/app/session/sessionStore';

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const user: StoredUser = {
  id: 1,
  uuid: 'u-1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Admin',
  initials: 'AA',
  cookieNoticeDismissedAt: null,
  ssoEnabled: false,
};

describe('stored user', () => {
  it('round-trips through storage', () => {
    const storage = new MemoryStorage();
    writeStoredUser(storage, user);
    expect(readStoredUser(storage)).toEqual(user);
    writeStoredUser(storage, null);
    expect(readStoredUser(storage)).toBeNull();
  });

  it('discards what does not validate', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORED_USER_KEY, JSON.stringify({ ...user, uuid: 42 }));
    expect(readStoredUser(storage)).toBeNull();
    expect(storage.getItem(STORED_USER_KEY)).toBeNull();
    storage.setItem(STORED_USER_KEY, '{not json');
    expect(readStoredUser(storage)).toBeNull();
  });

  it('reads back only the known fields', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORED_USER_KEY, JSON.stringify({ ...user, token: 'left by another build' }));
    expect(readStoredUser(storage)).toStrictEqual(user);
  });

  it('survives a reload: a new store reads what the last one wrote', () => {
    const storage = new MemoryStorage();
    const first = new SessionStore(storage);
    let notified = 0;
    first.subscribe(() => notified++);
    first.setUser(user);
    expect(notified).toBe(1);
    expect(new SessionStore(storage).getUser()).toEqual(user);
  });
});

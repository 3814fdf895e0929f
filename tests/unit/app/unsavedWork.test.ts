import { describe, expect, it, vi } from 'vitest';
import { UnsavedWorkRegistry } from '../../../src/app/session/unsavedWork';

describe('unsaved work registry', () => {
  it('tracks the dirty flag of registered screens and saves only dirty ones', async () => {
    const registry = new UnsavedWorkRegistry();
    const listener = vi.fn();
    registry.subscribe(listener);
    let dirty = false;
    const save = vi.fn(async () => {
      dirty = false;
    });
    const unregister = registry.register({ isDirty: () => dirty, save });
    expect(registry.hasUnsavedChanges()).toBe(false);
    dirty = true;
    registry.changed();
    expect(registry.hasUnsavedChanges()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    await registry.saveAll();
    expect(save).toHaveBeenCalledTimes(1);
    expect(registry.hasUnsavedChanges()).toBe(false);
    await registry.saveAll();
    expect(save).toHaveBeenCalledTimes(1);
    dirty = true;
    unregister();
    expect(registry.hasUnsavedChanges()).toBe(false);
  });

  it('reports a failed save and still saves the others', async () => {
    const registry = new UnsavedWorkRegistry();
    const ok = vi.fn(async () => {});
    registry.register({ isDirty: () => true, save: async () => Promise.reject(new Error('offline')) });
    registry.register({ isDirty: () => true, save: ok });
    const onError = vi.fn();
    await registry.saveAll(onError);
    expect(ok).toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(new Error('offline'));
  });
});

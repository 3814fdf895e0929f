import { describe, expect, it, vi } from 'vitest';
import { PageActionsStore } from '../../../src/app/session/pageActions';

describe('PageActionsStore', () => {
  it("hands the page's actions to the header and tells it when they change", () => {
    const store = new PageActionsStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get()).toEqual({});
    const onSave = vi.fn();
    const remove = store.set({ onSave, pendingAction: 'save' });
    expect(store.get().onSave).toBe(onSave);
    expect(store.get().pendingAction).toBe('save');
    expect(listener).toHaveBeenCalledTimes(1);
    remove();
    expect(store.get()).toEqual({});
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('a page leaving does not take away the actions of the page that came after it', () => {
    const store = new PageActionsStore();
    const removeFirst = store.set({ onSave: vi.fn() });
    const second = { onValidate: vi.fn() };
    store.set(second);
    removeFirst();
    expect(store.get()).toBe(second);
  });

  it('stops telling a listener that unsubscribed', () => {
    const store = new PageActionsStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.set({});
    expect(listener).not.toHaveBeenCalled();
  });
});

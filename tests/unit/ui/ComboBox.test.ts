import { describe, expect, it } from 'vitest';
import { comboBoxItems } from '../../../src/ui/ComboBox/comboBoxItems';

const names = Array.from({ length: 30 }, (_, i) => `Outcome ${i + 1}`).concat(['Dose', 'Duration']);
const matches = (item: string, text: string) => item.toLowerCase().includes(text.toLowerCase());

describe('comboBoxItems', () => {
  it('filters by the typed text', () => {
    const result = comboBoxItems(names, 'du', { matches, minChars: 0, showAll: false });
    expect(result).toEqual({ items: ['Duration'], hiddenCount: 0, canOpen: true });
  });

  it('caps at maxItems and counts the rest', () => {
    const result = comboBoxItems(names, 'outcome', { matches, maxItems: 20, minChars: 0, showAll: false });
    expect(result.items).toHaveLength(20);
    expect(result.items[0]).toBe('Outcome 1');
    expect(result.hiddenCount).toBe(10);
  });

  it('stays closed below minChars', () => {
    expect(comboBoxItems(names, 'd', { matches, minChars: 2, showAll: false })).toEqual({ items: [], hiddenCount: 0, canOpen: false });
    expect(comboBoxItems(names, 'do', { matches, minChars: 2, showAll: false }).items).toEqual(['Dose']);
  });

  it('opens with every item on empty text when minChars is 0', () => {
    const result = comboBoxItems(names, '', { matches, maxItems: 20, minChars: 0, showAll: false });
    expect(result.canOpen).toBe(true);
    expect(result.hiddenCount).toBe(12);
  });

  it('ignores the text when opened by the button', () => {
    const result = comboBoxItems(names, 'Dose', { matches, minChars: 0, showAll: true });
    expect(result.items).toHaveLength(names.length);
  });

  it('handles a cap of 0 and an empty list', () => {
    expect(comboBoxItems(names, '', { matches, maxItems: 0, minChars: 0, showAll: false })).toEqual({ items: [], hiddenCount: 32, canOpen: true });
    expect(comboBoxItems([], 'x', { matches, minChars: 0, showAll: false })).toEqual({ items: [], hiddenCount: 0, canOpen: true });
  });
});

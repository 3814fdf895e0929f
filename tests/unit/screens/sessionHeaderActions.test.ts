import { describe, expect, it } from 'vitest';
import { headerActionLabels, headerActionsFor, type ShellMode } from '../../../src/screens/Shell/headerActions';

const labels = (mode: ShellMode, isAdmin: boolean) => headerActionsFor(mode, isAdmin).map((id) => headerActionLabels[id]);

describe('headerActionsFor', () => {
  it('offers data entry Validate, Save, Save & Close and Save & Mark Completed', () => {
    expect(labels('data-entry', false)).toEqual(['Validate', 'Save', 'Save & Close', 'Save & Mark Completed']);
  });

  it('adds Discard Data for administrators in data entry only', () => {
    expect(labels('data-entry', true)).toEqual(['Discard Data', 'Validate', 'Save', 'Save & Close', 'Save & Mark Completed']);
    expect(labels('training', true)).not.toContain('Discard Data');
    expect(labels('quality-control', true)).not.toContain('Discard Data');
  });

  it('offers training Reset Data but never Save & Mark Completed', () => {
    expect(labels('training', false)).toEqual(['Reset Data', 'Validate', 'Save', 'Save & Close']);
  });

  it('offers quality control Save, Save & Close and Save & Mark Completed, without Validate', () => {
    expect(labels('quality-control', false)).toEqual(['Save', 'Save & Close', 'Save & Mark Completed']);
  });

  it('offers nothing outside a paper', () => {
    expect(labels('none', true)).toEqual([]);
  });
});

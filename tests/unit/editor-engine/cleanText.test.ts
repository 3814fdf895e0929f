import { describe, expect, it } from 'vitest';
import { cleanSelectedText } from '../../../src/editor/pages/cleanText';

describe('cleanSelectedText', () => {
  it('collapses whitespace and line breaks', () => {
    expect(cleanSelectedText('  Mean\n\n age \t (years)  ')).toBe('Mean age (years)');
  });
  it('joins a word hyphenated across lines', () => {
    expect(cleanSelectedText('system-\natic review')).toBe('system-atic review');
    expect(cleanSelectedText('post- operative')).toBe('post-operative');
  });
  it('keeps a minus sign that stands alone', () => {
    expect(cleanSelectedText('range -3 to 5')).toBe('range -3 to 5');
  });
  it('treats non-breaking spaces as spaces', () => {
    expect(cleanSelectedText('12\u00a0mg')).toBe('12 mg');
  });
  it('returns an empty string for whitespace', () => {
    expect(cleanSelectedText(' \n ')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { textWindow } from '../../../src/screens/QualityControl/PageThumbnail';

/* The thumbnail is 96 x 64 px. */
describe('the thumbnail of a text selection', () => {
  it('shows a long line from its start, at a size that can be read', () => {
    const rect = { x: 100, y: 50, width: 600, height: 12 };
    const w = textWindow(rect);
    // Its line takes half the thumbnail's height at most, twice its size on the page at most.
    expect(rect.height * w.scale).toBeGreaterThanOrEqual(16);
    expect(w.scale).toBeLessThanOrEqual(2);
    // The start of the text, just inside the left edge; the line centred vertically.
    expect((rect.x - w.x) * w.scale).toBeCloseTo(4);
    expect((rect.y + rect.height / 2 - w.y) * w.scale).toBeCloseTo(32);
  });

  it('centres a short selection that fits whole', () => {
    const rect = { x: 100, y: 50, width: 30, height: 10 };
    const w = textWindow(rect);
    expect(rect.width * w.scale).toBeLessThanOrEqual(88);
    expect((rect.x + rect.width / 2 - w.x) * w.scale).toBeCloseTo(48);
  });
});

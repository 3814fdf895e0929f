import { describe, expect, it } from 'vitest';
import { filePercents, uploadBatches } from '../../../src/app/papers/uploadProgress';

describe('filePercents', () => {
  it('fills the files in body order', () => {
    // 100 + 300 bytes of files in a 500-byte body: 100 bytes of framing spread over them.
    expect(filePercents([100, 300], 0, 500)).toEqual([0, 0]);
    expect(filePercents([100, 300], 50, 500)).toEqual([40, 0]);
    expect(filePercents([100, 300], 125, 500)).toEqual([100, 0]);
    expect(filePercents([100, 300], 250, 500)).toEqual([100, 33]);
    expect(filePercents([100, 300], 499, 500)).toEqual([100, 99]);
    expect(filePercents([100, 300], 500, 500)).toEqual([100, 100]);
  });

  it('stays within 0-100 for odd reports and handles empty files', () => {
    expect(filePercents([10], 20, 10)).toEqual([100]);
    expect(filePercents([10], -5, 10)).toEqual([0]);
    expect(filePercents([10], 5, 0)).toEqual([0]);
    expect(filePercents([0, 10], 0, 100)).toEqual([0, 0]);
    expect(filePercents([0, 10], 1, 100)).toEqual([100, 1]);
    expect(filePercents([], 5, 10)).toEqual([]);
  });
});

describe('uploadBatches', () => {
  it('sends at most 20 files a request, in order', () => {
    const files = Array.from({ length: 45 }, (_, i) => i);
    expect(uploadBatches(files).map((b) => b.length)).toEqual([20, 20, 5]);
    expect(uploadBatches(files).flat()).toEqual(files);
    expect(uploadBatches([])).toEqual([]);
  });
});

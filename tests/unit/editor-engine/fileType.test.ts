import { describe, expect, it } from 'vitest';
import { detectFileType } from '../../../src/editor/pages/fileType';

const bytes = (...b: (number | string)[]) =>
  new Uint8Array(b.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])));

describe('detectFileType', () => {
  it('recognises each supported type by content', () => {
    expect(detectFileType(bytes('%PDF-1.7\n'))).toBe('application/pdf');
    expect(detectFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(detectFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectFileType(bytes('GIF89a'))).toBe('image/gif');
    expect(detectFileType(bytes('BM', ...new Array(20).fill(0)))).toBe('image/bmp');
  });
  it('believes the content over the declared type', () => {
    expect(detectFileType(bytes('%PDF-1.4'), 'image/png')).toBe('application/pdf');
    expect(detectFileType(bytes('hello world'), 'image/png')).toBeNull();
  });
  it('finds a PDF header after leading junk', () => {
    expect(detectFileType(bytes('\n\n  %PDF-1.3'))).toBe('application/pdf');
  });
  it('rejects unsupported content', () => {
    expect(detectFileType(bytes('PK', 3, 4))).toBeNull();
    expect(detectFileType(bytes('<svg'))).toBeNull();
  });
});

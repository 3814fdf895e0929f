import { describe, expect, it } from 'vitest';
import { checkFiles, describeFileTypes, formatBytes } from '../../../src/ui/FileDropZone/fileValidation';

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });
const MB = 1024 * 1024;

describe('formatBytes', () => {
  it('reads like a person would say it', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * MB)).toBe('10 MB');
  });
});

describe('checkFiles', () => {
  const rules = { acceptedFileTypes: ['application/pdf', 'image/*'], maxFileSize: 2 * MB, allowsMultiple: true };

  it('accepts files within the rules', () => {
    const result = checkFiles([file('trial.pdf', 10, 'application/pdf'), file('figure.png', 10, 'image/png')], rules);
    expect(result.accepted.map((f) => f.name)).toEqual(['trial.pdf', 'figure.png']);
    expect(result.rejected).toEqual([]);
  });

  it('names the file and the limit when a file is too large, accepting it at exactly the limit', () => {
    const result = checkFiles([file('big.pdf', 2 * MB + 1, 'application/pdf'), file('edge.pdf', 2 * MB, 'application/pdf')], rules);
    expect(result.accepted.map((f) => f.name)).toEqual(['edge.pdf']);
    expect(result.rejected[0]!.message).toBe('"big.pdf" is 2.0 MB, larger than the 2 MB limit.');
  });

  it('names the file and the accepted types when the type is wrong', () => {
    const result = checkFiles([file('notes.docx', 10, 'application/vnd.openxmlformats')], rules);
    expect(result.rejected[0]!.message).toBe('"notes.docx" is not an accepted file type (PDF, image files).');
  });

  it('matches extensions case-insensitively', () => {
    expect(checkFiles([file('SCAN.PDF', 1, '')], { acceptedFileTypes: ['.pdf'] }).accepted).toHaveLength(1);
    expect(describeFileTypes(['.pdf', '.csv'])).toBe('PDF, CSV');
  });

  it('keeps only the first file when one is allowed', () => {
    const result = checkFiles([file('a.pdf', 1, 'application/pdf'), file('b.pdf', 1, 'application/pdf')], { allowsMultiple: false });
    expect(result.accepted.map((f) => f.name)).toEqual(['a.pdf']);
    expect(result.rejected[0]!.message).toBe('"b.pdf" was not added: only one file can be chosen.');
  });
});

import { describe, expect, it } from 'vitest';
import { formatErrorText, problemRows, uploadFormErrors, UPLOAD_MESSAGES } from '../../../src/screens';

describe('upload form rules', () => {
  const base = { isEditing: false, fileCount: 1, mode: 'EXIST' as const, paperUuid: 'p1' };

  it('needs a file unless editing, and a paper when adding to an existing one', () => {
    expect(uploadFormErrors(base)).toEqual({});
    expect(uploadFormErrors({ ...base, fileCount: 0 })).toEqual({ files: 'Choose at least one file to upload' });
    expect(uploadFormErrors({ ...base, fileCount: 0, isEditing: true, currentPaperUuid: 'p0' })).toEqual({});
    expect(uploadFormErrors({ ...base, paperUuid: null })).toEqual({ paper: UPLOAD_MESSAGES.paperRequired });
    // A new paper needs no choice.
    expect(uploadFormErrors({ ...base, mode: 'NEW', paperUuid: null })).toEqual({});
  });

  it('refuses moving a file to the paper it is on', () => {
    expect(uploadFormErrors({ ...base, isEditing: true, paperUuid: 'p1', currentPaperUuid: 'p1' })).toEqual({ paper: UPLOAD_MESSAGES.samePaper });
    expect(uploadFormErrors({ ...base, isEditing: true, mode: 'NEW', paperUuid: null, currentPaperUuid: 'p1' })).toEqual({});
  });
});

describe('invalid extraction dialog', () => {
  it("writes 'Format Error: {message}' once", () => {
    expect(formatErrorText('Provided value is not an object')).toBe('Format Error: Provided value is not an object');
    expect(formatErrorText('Format Error: 2 extractions are invalid')).toBe('Format Error: 2 extractions are invalid');
  });

  it('lists a row per problem, and one for an extraction that could not be read', () => {
    const rows = problemRows(
      {
        message: 'Format Error: 2 extractions are invalid',
        data: [
          { uuid: 'a', message: '1 problem found', problems: [{ file: 0, page: 3, type: 'missing-study-branch', message: 'Data point has no study branch', dataPoints: [{ axesName: 'XY graph', datasetName: 'd', index: 0 }] }] },
          { uuid: 'b', message: 'Project is not valid JSON', problems: [] },
        ],
      },
      (uuid) => `extraction ${uuid}`,
    );
    expect(rows).toEqual([
      { id: 'a-0', extraction: 'extraction a', file: 1, page: 3, problem: 'Data point has no study branch', points: 1 },
      { id: 'b', extraction: 'extraction b', file: null, page: null, problem: 'Project is not valid JSON', points: null },
    ]);
  });
});

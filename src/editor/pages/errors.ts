/** Messages of the editor spec about files and pages. */
export const PAGE_MESSAGES = {
  invalidFileTitle: 'Invalid file',
  invalidFileText: 'This file type is not supported. Please choose a PDF, PNG, JPEG, GIF or BMP file.',
  invalidPage: 'Error: Invalid page number.',
} as const;

/** The file cannot be shown: unsupported type or unreadable content (invalid-file / invalid-file-text). */
export class InvalidFileError extends Error {
  readonly code = 'invalid-file' as const;
  readonly fileName: string;
  constructor(fileName: string, cause?: unknown) {
    super(PAGE_MESSAGES.invalidFileText, cause === undefined ? undefined : { cause });
    this.name = 'InvalidFileError';
    this.fileName = fileName;
  }
}

/** A page index outside the document. */
export class InvalidPageError extends Error {
  readonly code = 'invalid-page' as const;
  constructor() {
    super(PAGE_MESSAGES.invalidPage);
    this.name = 'InvalidPageError';
  }
}

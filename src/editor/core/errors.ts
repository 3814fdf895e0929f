/** Machine-readable codes of the errors thrown by the editor core. */
export type EditorErrorCode =
  | 'calibration-invalid-log-inputs'
  | 'calibration-enter-valid-log'
  | 'calibration-invalid-inputs'
  | 'calibration-enter-valid'
  | 'composite-key-invalid-part'
  | 'project-invalid'
  | 'table-invalid'
  | 'bar-corners-not-set'
  | 'table-tag-group-missing';

/** Messages of the editor spec, keyed by the code that carries them. */
export const EDITOR_MESSAGES = {
  logZero: 'Values on a log scale axis can not be zero, since log(0) is undefined',
  logMixedSigns: 'Values on a log scale axis must be all positive or all negative',
  enterValid: 'Please enter valid values',
  notAnObject: 'Provided value is not an object',
  barCornersNotSet: 'Bar chart corners not set',
  tableTagGroupMissing: 'Tag group not assigned for table cells',
} as const;

/** An error of the editor core: a stable `code` for programs and the spec's `message` for people. */
export class EditorError extends Error {
  readonly code: EditorErrorCode;
  constructor(code: EditorErrorCode, message: string) {
    super(message);
    this.name = 'EditorError';
    this.code = code;
  }
}

/** Thrown when calibration points or values cannot define a transform. */
export class CalibrationError extends EditorError {
  constructor(code: EditorErrorCode, message: string) {
    super(code, message);
    this.name = 'CalibrationError';
  }
}

export function invalidInputs(): CalibrationError {
  return new CalibrationError('calibration-invalid-inputs', EDITOR_MESSAGES.enterValid);
}

/** The formats every Download button offers, in menu order. */
export const EXTRACTION_DOWNLOAD_FORMATS = [
  { id: 'json', label: 'JSON', description: 'The extraction tree and WebPlotDigitizer data' },
  { id: 'csv', label: 'CSV', description: 'One row per value, for spreadsheets' },
  { id: 'ipd', label: 'Survival IPD (CSV)', description: 'Patients rebuilt from survival curves' },
] as const;
export type ExtractionDownloadFormat = (typeof EXTRACTION_DOWNLOAD_FORMATS)[number]['id'];

/** One completed extraction as a download names it. */
export interface CompletedExtractionRef {
  uuid: string;
  paperUuid: string;
  paperName: string;
  email: string;
  completedAt: string | null;
}

/** What a Download button asks for: one extraction, the chosen ones, or every valid one of a paper. */
export interface ExtractionDownloadRequest {
  scope: 'one' | 'selection' | 'all';
  format: ExtractionDownloadFormat;
  extractions: CompletedExtractionRef[];
}

/** A running download, as its progress dialog shows it. */
export interface ExtractionDownloadProgress {
  /** What is being downloaded, e.g. 'All extractions of Demo; 2024; …'. */
  label: string;
  /** fetching: extractions come from the server; building: the file is being written. */
  phase: 'fetching' | 'building';
  /** Extractions fetched, or points written. */
  done: number;
  /** Extractions to fetch, or points to write. */
  total: number;
}

/** A problem the server found in an extraction that was to be downloaded. */
export interface InvalidExtractionProblem {
  file: number;
  page: number;
  type: string;
  message: string;
  dataPoints: { axesName: string; datasetName: string; index: number }[];
}

/** The download answer with status 'error': which extractions are invalid and why. */
export interface InvalidExtractions {
  message: string;
  data: { uuid: string; message: string; problems: InvalidExtractionProblem[] }[];
}

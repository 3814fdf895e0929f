import type { CallOptions } from '../../api/client';
import type { PapersClient } from '../../api/papersClient';
import type { ExtractionDownloadProgress, ExtractionDownloadRequest, InvalidExtractions } from '../../screens/CompletedExtractions/downloads';
import { buildExtractionsIpdCsv } from './extractionsIpdCsv';
import { buildTidyCsvParts, countPoints } from './tidyCsv';

type DownloadAnswer = Awaited<ReturnType<PapersClient['downloadDataEntries']>>;
/** One extraction as POST /data-entry/download answers it. */
export type DownloadedExtraction = Extract<DownloadAnswer, { status: 'success' }>['data']['sde'][number];

/** Extractions asked for per request: small enough for progress to move, large enough not to cost a round trip each. */
export const DOWNLOAD_BATCH_SIZE = 5;

export type ExtractionDownloadOutcome = { kind: 'file'; blob: Blob; fileName: string } | { kind: 'invalid'; invalid: InvalidExtractions };

export interface ExtractionDownloadOptions {
  signal?: AbortSignal;
  /** Called as extractions arrive and as the file is written. */
  onProgress?: (progress: Omit<ExtractionDownloadProgress, 'label'>) => void;
  /** @default 5 */
  batchSize?: number;
}

/** A file-name part from free text: ASCII letters and digits joined by dashes, at most 60 characters. */
export function fileNamePart(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The downloaded file's name: the paper and extraction for one, the paper for all, the count for a selection. */
export function extractionFileName(request: ExtractionDownloadRequest): string {
  // The survival patients are a CSV of their own, told apart by '-ipd'.
  const ext = request.format === 'ipd' ? '-ipd.csv' : `.${request.format}`;
  const first = request.extractions[0];
  const paper = first ? fileNamePart(first.paperName) || 'unnamed-paper' : 'extractions';
  if (request.scope === 'one' && first) return `${paper}-extraction-${first.uuid.slice(0, 8)}${ext}`;
  if (request.scope === 'all') return `${paper}-all-extractions${ext}`;
  return `extractions-${request.extractions.length}${ext}`;
}

/** What the progress dialog says is being downloaded. */
export function downloadLabel(request: ExtractionDownloadRequest): string {
  const format = request.format === 'ipd' ? 'survival patient data (CSV)' : request.format.toUpperCase();
  const first = request.extractions[0];
  const paper = first?.paperName || 'Unnamed paper';
  if (request.scope === 'one' && first) return `The extraction by ${first.email} of ${paper}, as ${format}`;
  if (request.scope === 'all') return `All extractions of ${paper}, as ${format}`;
  const n = request.extractions.length;
  return `${n} chosen extraction${n === 1 ? '' : 's'}, as ${format}`;
}

/**
 * Fetches the extractions in batches (POST /data-entry/download) and writes the file the user
 * chose: the spec's JSON answer ({status, message, data: {sde}}), the tidy CSV, or the survival
 * graphs' reconstructed patients. When the server
 * finds extractions invalid, every batch is still asked, so the answer lists all of them at once.
 */
export async function downloadExtractions(
  client: Pick<PapersClient, 'downloadDataEntries'>,
  request: ExtractionDownloadRequest,
  options: ExtractionDownloadOptions = {},
): Promise<ExtractionDownloadOutcome> {
  const { signal, onProgress, batchSize = DOWNLOAD_BATCH_SIZE } = options;
  const uuids = [...new Set(request.extractions.map((e) => e.uuid))];
  const sde: DownloadedExtraction[] = [];
  const invalid: InvalidExtractions['data'] = [];
  const messages: string[] = [];
  onProgress?.({ phase: 'fetching', done: 0, total: uuids.length });
  for (let start = 0; start < uuids.length; start += batchSize) {
    const batch = uuids.slice(start, start + batchSize);
    const callOptions: CallOptions = signal ? { signal } : {};
    const answer = await client.downloadDataEntries(batch, callOptions);
    signal?.throwIfAborted();
    if (answer.status === 'error') {
      invalid.push(...answer.data);
      messages.push(answer.message);
    } else sde.push(...answer.data.sde);
    onProgress?.({ phase: 'fetching', done: Math.min(uuids.length, start + batch.length), total: uuids.length });
  }
  if (invalid.length) {
    const message = messages.length === 1 ? messages[0]! : `Format Error: ${invalid.length} extractions are invalid`;
    return { kind: 'invalid', invalid: { message, data: invalid } };
  }
  const fileName = extractionFileName(request);
  if (request.format === 'json') {
    const answer = { status: 'success', message: `${sde.length} extraction${sde.length === 1 ? '' : 's'} exported`, data: { sde } };
    return { kind: 'file', blob: new Blob([JSON.stringify(answer)], { type: 'application/json' }), fileName };
  }
  if (request.format === 'ipd') return { kind: 'file', blob: new Blob([buildExtractionsIpdCsv(sde)], { type: 'text/csv;charset=utf-8' }), fileName };
  const total = countPoints(sde);
  onProgress?.({ phase: 'building', done: 0, total });
  const parts = await buildTidyCsvParts(sde, { signal, onProgress: (done) => onProgress?.({ phase: 'building', done, total }) });
  return { kind: 'file', blob: new Blob(parts, { type: 'text/csv;charset=utf-8' }), fileName };
}

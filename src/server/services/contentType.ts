import { fileTypeFromBuffer } from 'file-type';
import { ACCEPTED_FILE_TYPES, type AcceptedMimeType } from '../../api/papers';

/** Enough leading bytes for file-type to recognise every accepted format. */
export const SNIFF_BYTES = 4100;

/**
 * The accepted type of a file judged by its first bytes (never by its name or the type the
 * browser claims), or null when it is not a PDF, BMP, GIF, JPEG or PNG.
 */
export async function detectAcceptedType(head: Uint8Array): Promise<AcceptedMimeType | null> {
  if (head.length === 0) return null;
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return null;
  return detected.mime in ACCEPTED_FILE_TYPES ? (detected.mime as AcceptedMimeType) : null;
}

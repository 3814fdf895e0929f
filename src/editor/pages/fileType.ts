/** Page sources the digitizer opens. */
export const SUPPORTED_MIME_TYPES = ['application/pdf', 'image/bmp', 'image/gif', 'image/jpeg', 'image/png'] as const;
export type SupportedMimeType = (typeof SUPPORTED_MIME_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/**
 * The type of a file from its first bytes. Content wins over the declared MIME type, which
 * browsers guess from the file name; the declared type is used only when the bytes say nothing.
 */
export function detectFileType(head: Uint8Array, declaredMime?: string): SupportedMimeType | null {
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'image/gif'; // GIF8
  if (startsWith(head, [0x42, 0x4d]) && head.length >= 14) return 'image/bmp'; // BM
  // A PDF may carry junk before its header (the spec allows 1024 bytes of it).
  const probe = head.subarray(0, 1024);
  for (let i = 1; i + 5 <= probe.length; i++) {
    if (startsWith(probe, [0x25, 0x50, 0x44, 0x46, 0x2d], i)) return 'application/pdf';
  }
  if (head.length === 0 && declaredMime && (SUPPORTED_MIME_TYPES as readonly string[]).includes(declaredMime)) {
    return declaredMime as SupportedMimeType;
  }
  return null;
}

/*
 * One multipart request carries several files, one after another, and the browser reports only
 * the bytes of the whole body sent so far. Each file's share follows from its place in the body.
 */

/** The server's default limit of files in one request (MAX_FILES_PER_UPLOAD); more go in further requests. */
export const FILES_PER_REQUEST = 20;

/**
 * Percent (0-100, whole numbers) of each file sent, given the files' sizes in body order and the
 * bytes of the body sent (`loaded` of `total`). The body's own framing (boundaries, part headers)
 * is spread over the files in proportion to their size.
 */
export function filePercents(sizes: readonly number[], loaded: number, total: number): number[] {
  const sum = sizes.reduce((a, b) => a + b, 0);
  const fraction = total > 0 ? Math.min(1, Math.max(0, loaded / total)) : 0;
  const sent = fraction * sum;
  let offset = 0;
  return sizes.map((size) => {
    const start = offset;
    offset += size;
    if (fraction >= 1) return 100;
    if (size === 0) return sent >= start && fraction > 0 ? 100 : 0;
    return Math.floor(Math.min(1, Math.max(0, (sent - start) / size)) * 100);
  });
}

/** Splits files into the requests that send them, FILES_PER_REQUEST at a time. */
export function uploadBatches<T>(files: readonly T[], perRequest = FILES_PER_REQUEST): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < files.length; i += perRequest) batches.push(files.slice(i, i + perRequest));
  return batches;
}

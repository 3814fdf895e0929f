/** How long the browser keeps a saved file's object URL, so the download has started before it goes. */
const REVOKE_AFTER_MS = 60_000;

/** Saves a downloaded file under the name the server gave it. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}

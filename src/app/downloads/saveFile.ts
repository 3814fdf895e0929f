/** Hands a file to the browser's download, under the given name. */
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
  // The download has taken its copy by then; the URL would otherwise hold the blob until the page closes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

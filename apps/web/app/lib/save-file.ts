/**
 * Hands a file the page fetched (an invoice's PDF, fetched with the bearer token a plain link
 * cannot carry) to the browser's downloads, under `fileName`.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a moment later it can go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Hands a file the page fetched to the browser's downloads under `fileName`: an invoice's PDF
 * fetched with the bearer token a plain link cannot carry, or a CSV fetched rather than linked so
 * that a failure can be told in the page.
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

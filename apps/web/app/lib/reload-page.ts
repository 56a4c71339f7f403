/** Loads the page afresh from the server, as a Try Again after a failed load does. */
export function reloadPage(): void {
  window.location.reload();
}

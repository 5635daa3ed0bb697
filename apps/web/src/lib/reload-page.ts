/** Reloads the page at its current URL (a function of its own so tests can stand in for the browser's reload). */
export function reloadPage(): void {
  window.location.reload();
}

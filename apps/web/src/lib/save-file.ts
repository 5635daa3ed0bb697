/**
 * Saving a file the app fetched (a statement's PDF, D93; a bill's, D107): the API takes the session as a
 * bearer header, so the file comes as a Blob and is handed to the browser's download here.
 */

/** Saves `blob` as a file named `fileName` through a temporary object URL and a download link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

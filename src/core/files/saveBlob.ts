/**
 * Hand a downloaded blob to the browser as a file named `fileName`: an object URL on an `<a download>` that
 * is clicked. The anchor is put in `container` (the dialog, inside the element's shadow root) so nothing is
 * added to the host page, or, without one (a link followed from code), clicked unattached; the URL is
 * released once the browser had time to start the download.
 *
 * @example
 * saveBlob(blob, 'appeals.xlsx', dialogBody);
 */
export function saveBlob(blob: Blob, fileName: string, container?: HTMLElement): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.hidden = true;
  container?.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Saves the file at a signed address the way a clicked download link would: the browser streams it to disk
 * under the name the server gives (Content-Disposition), nothing is held in the page's memory.
 *
 * @example
 * followFileLink(await fetchFileLink(runtime.api, apiBase, reportFileId));
 */
export function followFileLink(href: string): void {
  const link = Object.assign(document.createElement('a'), { href, download: '' });
  link.click();
}

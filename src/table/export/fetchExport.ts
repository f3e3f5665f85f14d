import { ExportFailure } from './ExportFailure';

/**
 * Download an export as a blob, so a failure can be shown in the modal rather than as a broken file:
 * a non-2xx answer becomes an ExportFailure carrying the server's `message` (JSON error body) when there is
 * one; a network failure an ExportFailure with status 0. An abort rejects with the AbortError as is.
 *
 * @example
 * const blob = await fetchExport(href, { signal: controller.signal, locale: 'ru' });
 */
export async function fetchExport(href: string, options: { signal?: AbortSignal; locale?: string | null } = {}): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(href, {
      signal: options.signal,
      headers: options.locale ? { 'Accept-Language': options.locale } : undefined,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ExportFailure(0, null);
  }
  if (!response.ok) throw new ExportFailure(response.status, await messageOf(response));
  return response.blob();
}

async function messageOf(response: Response): Promise<string | null> {
  try {
    const text = await response.text();
    const message = (JSON.parse(text) as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message.trim() ? message : null;
  } catch {
    // Not JSON (a proxy's HTML error page): the catalogue text says it better than the page would.
    return null;
  }
}

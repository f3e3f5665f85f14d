import { ExportFailure } from './ExportFailure';

/**
 * Download an export as a blob, so a failure can be shown in the modal rather than as a broken file:
 * a non-2xx answer becomes an ExportFailure carrying the server's `message` (JSON error body) when there is
 * one; a network failure an ExportFailure with status 0. An abort rejects with the AbortError as is.
 *
 * @example
 * const blob = await fetchExport(href, { signal: controller.signal, locale: 'ru', onProgress: ({ received }) => show(received) });
 */
export async function fetchExport(
  href: string,
  options: { signal?: AbortSignal; locale?: string | null; onProgress?: (progress: ExportProgressState) => void } = {},
): Promise<Blob> {
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
  if (!options.onProgress || !response.body) return response.blob();
  return readWithProgress(response, options.onProgress);
}

/** How far a download is: bytes received, and the whole size when the server said it (Content-Length). */
export interface ExportProgressState {
  received: number;
  total: number | null;
}

/**
 * The body read chunk by chunk, reporting the bytes so far: the server streams a big workbook as it writes
 * it (16.8 MB of appeals take about 19 s), and the user sees it coming rather than a still spinner.
 */
async function readWithProgress(response: Response, onProgress: (progress: ExportProgressState) => void): Promise<Blob> {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress({ received, total });
    }
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ExportFailure(0, null);
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
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

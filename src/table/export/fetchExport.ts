import type { ApiClient } from '../../core/api/apiClient';
import { ApiError } from '../../core/api/ApiError';
import { ExportFailure } from './ExportFailure';

/**
 * Download an export as a blob through the page's API client (its token in the Authorization header, never in
 * the address, and its one refresh-and-retry when the token expired), so a failure can be shown in the modal
 * rather than as a broken file: a non-2xx answer becomes an ExportFailure carrying the server's `message`
 * (JSON error body) when there is one; a network failure an ExportFailure with status 0. An abort rejects
 * with the AbortError as is.
 *
 * @example
 * const blob = await fetchExport(runtime.api, 'export/appeals?level=1', { signal: controller.signal, onProgress: ({ received }) => show(received) });
 */
export async function fetchExport(
  api: ApiClient,
  path: string,
  options: { signal?: AbortSignal; onProgress?: (progress: ExportProgressState) => void } = {},
): Promise<Blob> {
  const { onProgress } = options;
  try {
    return await api.request<Blob>(path, {
      responseType: 'blob',
      signal: options.signal,
      onDownloadProgress: onProgress && (({ loaded, total }) => onProgress({ received: loaded, total })),
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError' || options.signal?.aborted) throw error;
    if (error instanceof ApiError) throw new ExportFailure(error.status, messageOf(error.data));
    throw new ExportFailure(0, null);
  }
}

/** How far a download is: bytes received, and the whole size when the server said it (Content-Length). */
export interface ExportProgressState {
  received: number;
  total: number | null;
}

function messageOf(data: unknown): string | null {
  const message = (data as { message?: unknown } | null)?.message;
  // Not JSON (a proxy's HTML error page): the catalogue text says it better than the page would.
  return typeof message === 'string' && message.trim() ? message : null;
}

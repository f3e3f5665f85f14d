import { ApiError } from '../api/ApiError';
import type { PlatonRuntime } from '../runtime/platonRuntime';
import { saveBlob } from './saveBlob';

/**
 * Follows an export link (docs/behaviour.md §1 `export/{resource}`): the workbook is fetched through the page's API
 * client, with the token in its Authorization header and its one refresh-and-retry, never in the address
 * (an address ends up in history, proxies' logs and Referer headers), then saved as `{name}.xlsx`. A
 * failure shows as a toast: the server's message when it gave one, else 'Серверда хатолик' with the request's id.
 *
 * @example
 * void downloadExportLink(runtime, 'appeals?level=1');
 */
export async function downloadExportLink(runtime: Pick<PlatonRuntime, 'api' | 'toasts' | 'i18n'>, resource: string): Promise<void> {
  try {
    const blob = await runtime.api.request<Blob>(`export/${resource.replace(/^\/+/, '')}`, { responseType: 'blob' });
    const name = decodeURIComponent(resource.split(/[?#]/)[0].split('/').filter(Boolean).pop() ?? '') || 'export';
    saveBlob(blob, `${name}.xlsx`);
  } catch (error) {
    const t = (key: string, params?: Record<string, string>) => runtime.i18n.t(key, params);
    if (error instanceof ApiError && error.status === 0) runtime.toasts.show('danger', t('Сервер билан алоқа йўқ'));
    else if (error instanceof ApiError && error.status < 500 && error.message && error.data) runtime.toasts.show('danger', error.message);
    else runtime.toasts.show('danger', t('Серверда хатолик'), undefined, error);
  }
}

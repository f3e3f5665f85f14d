import type { ApiClient } from '../api/apiClient';
import type { ConfigFile, TransferGroup, TransferKey, TransferOutcome, TransferPreview } from '../api/configTransferContract';
import type { PendingKey, PendingUpdate } from '../api/upgradeContract';

/**
 * The calls of the configuration page (src/core/api/upgradeContract.ts, configTransferContract.ts), answers
 * unwrapped from `{ data }`. Refusals reject with an ApiError whose message is the server's, in the user's language.
 */
export interface ConfigurationApi {
  pending(signal?: AbortSignal): Promise<PendingUpdate[]>;
  take(key: PendingKey): Promise<PendingKey>;
  keep(key: PendingKey): Promise<PendingKey>;
  exportable(signal?: AbortSignal): Promise<TransferGroup[]>;
  exportFile(items: TransferKey[]): Promise<ConfigFile>;
  preview(file: unknown): Promise<TransferPreview>;
  importFile(file: unknown): Promise<TransferOutcome>;
}

/**
 * @example
 * const api = createConfigurationApi(runtime.api);
 * const list = await api.pending();
 */
export function createConfigurationApi(api: ApiClient): ConfigurationApi {
  const data = async <T>(promise: Promise<{ data: T }>) => (await promise).data;
  const post = <T>(path: string, body: unknown) => data(api.request<{ data: T }>(path, { method: 'POST', body }));
  return {
    pending: (signal) => data(api.request<{ data: PendingUpdate[] }>('upgrades/pending', { signal })),
    take: (key) => post<PendingKey>('upgrades/take', key),
    keep: (key) => post<PendingKey>('upgrades/keep', key),
    exportable: (signal) => data(api.request<{ data: TransferGroup[] }>('config-transfer/items', { signal })),
    exportFile: (items) => post<ConfigFile>('config-transfer/export', { items }),
    preview: (file) => post<TransferPreview>('config-transfer/preview', { file }),
    importFile: (file) => post<TransferOutcome>('config-transfer/import', { file }),
  };
}

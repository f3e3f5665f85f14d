import type { ApiClient } from '../api/apiClient';
import { fileLinkPath, type FileLink } from '../api/fileLinkContract';

/**
 * A fresh signed address of a stored file the signed-in user may read (`GET uploads/files/{id}/link`), with
 * the API base before it: for a link or a preview whose address from an earlier answer has expired.
 *
 * @example
 * const href = await fetchFileLink(runtime.api, runtime.store.getState().config.apiBase, file.id);
 */
export async function fetchFileLink(api: Pick<ApiClient, 'request'>, apiBase: string, id: string): Promise<string> {
  const answer = await api.request<{ data: FileLink }>(fileLinkPath(id));
  return `${apiBase}${answer.data.url}`;
}

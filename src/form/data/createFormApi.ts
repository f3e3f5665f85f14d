import type { ApiClient } from '../../core/api/apiClient';
import { takePrefetched } from '../../core/api/prefetch';
import { uploadProgress } from '../../core/api/uploadProgress';
import {
  PUBLIC_UPLOAD_PATH,
  UPLOAD_FIELDS,
  UPLOAD_PATH,
  type FormDefinition,
  type FormRecord,
  type OptionsPageResponse,
  type SuggestionsResponse,
  type UploadResponse,
} from '../../core/api/formContract';
import type { RemoteFile } from '../../core/api/formMeta';
import { fetchFileLink } from '../../core/files/fetchFileLink';
import type { SessionStore } from '../../core/session/sessionStore';
import type { FormApi } from './FormApi';
import { formPath } from './formPath';

/**
 * The form calls over the page's API client (docs/behaviour.md §11, src/core/api/formContract.ts). Public forms ask under
 * `public/`, which the client sends without a token, and upload to the public endpoint. Every answer is
 * `{ data }`; this unwraps it. A definition or record that prefetchForm already asked for is taken from it,
 * not asked again. Uploads go through the client too (over XMLHttpRequest for their progress), with its
 * headers and its one refresh-and-retry on a 401.
 *
 * @example
 * const calls = createFormApi(runtime.api, runtime.store, false);
 * const definition = await calls.definition('appeals');
 */
export function createFormApi(api: ApiClient, store: SessionStore, isPublic: boolean): FormApi {
  const unwrap = async <T>(promise: Promise<{ data: T }>) => (await promise).data;
  const load = <T>(path: string, signal?: AbortSignal) => takePrefetched<{ data: T }>(api, path) ?? api.request<{ data: T }>(path, { signal });
  const prefix = isPublic ? 'public/' : '';
  // The signed address the server's answer gave (docs/files.md); the bare one, which opens nothing without a
  // session, only for a file that came without one.
  const fileHref = (file: RemoteFile) =>
    `${store.getState().config.apiBase}${file.url ?? `uploads/${file.kind}/${encodeURIComponent(file.id)}`}`;
  return {
    definition: (name, signal) => unwrap(load<FormDefinition>(formPath(name, isPublic), signal)),
    record: (name, id, signal) => unwrap(load<FormRecord>(formPath(name, isPublic, 'records', id), signal)),
    insert: (name, request) => unwrap(api.request<{ data: FormRecord }>(formPath(name, isPublic, 'records'), { method: 'POST', body: request })),
    update: (name, id, request) => unwrap(api.request<{ data: FormRecord }>(formPath(name, isPublic, 'records', id), { method: 'PUT', body: request })),
    async remove(name, id, version, hard) {
      const query: Record<string, unknown> = { version: version ?? undefined };
      if (hard) query.hard = 'true';
      await api.request(formPath(name, isPublic, 'records', id), { method: 'DELETE', query });
    },
    optionsPage: (formName, elementId, query, signal) =>
      unwrap(
        api.request<OptionsPageResponse>(`${prefix}forms/paginate-element/${encodeURIComponent(formName)}/${encodeURIComponent(String(elementId))}`, {
          query: { search: query.search, recordId: query.recordId ?? undefined, page: query.page },
          signal,
        }),
      ),
    // The suggestions address is the administrator's: relative to the API base unless it is absolute.
    suggestions: (url, text, signal) => unwrap(api.request<SuggestionsResponse>(url, { query: { text }, signal })),
    async upload(request, onProgress, signal) {
      const body = new FormData();
      body.append(UPLOAD_FIELDS.elementId, String(request.elementId));
      body.append(UPLOAD_FIELDS.projectId, request.projectId);
      body.append(UPLOAD_FIELDS.dataSource, request.formName);
      body.append(UPLOAD_FIELDS.file, request.file, request.fileName);
      const answer = await api.request<UploadResponse>(isPublic ? PUBLIC_UPLOAD_PATH : UPLOAD_PATH, {
        method: 'POST',
        body,
        // A public form's visitor has no session to send or refresh.
        anonymous: isPublic,
        noRefresh: isPublic,
        signal,
        onUploadProgress: (progress) => onProgress({ percent: uploadProgress(progress).percent }),
      });
      return answer.data;
    },
    fileHref,
    // A public form's visitor has no session to ask with: their links come with each answer only.
    fileLink: isPublic ? undefined : (file) => fetchFileLink(api, store.getState().config.apiBase, file.id),
  };
}

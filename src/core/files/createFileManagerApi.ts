import type { ApiClient } from '../api/apiClient';
import type { FileCategory, FileListing, FileUsage, ManagedFile } from '../api/fileManagerContract';
import { uploadProgress, type UploadProgress } from '../api/uploadProgress';
import type { SessionStore } from '../session/sessionStore';
import { fetchFileLink } from './fetchFileLink';
import { fileLinkExpired } from './fileLinkExpired';
import type { FileManagerPlace } from './fileManagerPlace';

/** The calls of the file manager (src/core/api/fileManagerContract.ts), answers unwrapped from `{ data }`. */
export interface FileManagerApi {
  categories(signal?: AbortSignal): Promise<FileCategory[]>;
  /** One page of the place's category and folder (or, with a search, of the whole category). */
  files(place: FileManagerPlace, signal?: AbortSignal): Promise<FileListing>;
  /** Rejects with an ApiError 409 (its message says why) while a record uses the file. */
  remove(id: string): Promise<void>;
  usage(id: string, signal?: AbortSignal): Promise<FileUsage[]>;
  /** The file's bytes, fetched with the session (`uploads/auth/files/{id}`), for a named download. */
  download(id: string): Promise<Blob>;
  /** Rejects with an ApiError whose data holds the server's refusal (413, 415, 400), or an AbortError. */
  upload(
    request: { category: string; folder: string; file: File },
    onProgress: (progress: UploadProgress) => void,
    signal: AbortSignal,
  ): Promise<ManagedFile>;
  /**
   * The file's signed address from the listing (an <img> or a PDF frame cannot send a token; docs/files.md),
   * fetched afresh once that one has expired; `preview` asks for a PDF `inline`, so the preview's frame shows
   * it rather than saving it.
   */
  fileHref(file: ManagedFile, preview?: boolean): Promise<string>;
}

/**
 * The file manager's calls over the page's API client; uploads too, which the client sends over
 * XMLHttpRequest for their progress (its `onUploadProgress`), with its headers and refresh.
 *
 * @example
 * const files = createFileManagerApi(runtime.api, runtime.store);
 * const listing = await files.files(fileManagerPlace('3', {}));
 */
export function createFileManagerApi(api: ApiClient, store: SessionStore): FileManagerApi {
  const data = async <T>(promise: Promise<{ data: T }>) => (await promise).data;
  const id = encodeURIComponent;
  return {
    categories: (signal) => data(api.request<{ data: FileCategory[] }>('file-manager/categories', { signal })),
    files: (place, signal) =>
      data(
        api.request<{ data: FileListing }>('file-manager/files', {
          query: {
            category: place.category ?? '',
            folder: place.folder,
            search: place.search || undefined,
            sort: place.sort,
            order: place.order,
            page: place.page,
          },
          signal,
        }),
      ),
    async remove(fileId) {
      await api.request(`file-manager/files/${id(fileId)}`, { method: 'DELETE' });
    },
    usage: (fileId, signal) => data(api.request<{ data: FileUsage[] }>(`file-manager/files/${id(fileId)}/usage`, { signal })),
    download: (fileId) => api.request<Blob>(`uploads/auth/files/${id(fileId)}`, { responseType: 'blob' }),
    async upload({ category, folder, file }, onProgress, signal) {
      // The text fields go before the file: the server reads them first to pick the category's limits.
      const body = new FormData();
      body.append('category', category);
      body.append('folder', folder);
      body.append('file', file, file.name);
      const answer = await api.request<{ data: ManagedFile }>('file-manager/upload', {
        method: 'POST',
        body,
        signal,
        onUploadProgress: (progress) => onProgress(uploadProgress(progress)),
      });
      return answer.data;
    },
    async fileHref(file, preview = false) {
      const { apiBase } = store.getState().config;
      const listed = `${apiBase}${file.url ?? `uploads/${file.kind}/${id(file.id)}`}`;
      const href = fileLinkExpired(listed) ? await fetchFileLink(api, apiBase, file.id) : listed;
      return preview && file.extension.toLowerCase() === 'pdf' ? `${href}${href.includes('?') ? '&' : '?'}inline=true` : href;
    },
  };
}

import type { ApiClient } from './apiClient';
import { ApiError } from './ApiError';
import type { SessionStore } from '../session/sessionStore';
import { uploadWithProgress } from './uploadWithProgress';

/** What an upload reports while it runs. */
export interface UploadProgress {
  /** 0..100 */
  percent: number;
  /** Bytes of the request body sent so far, and in all. */
  loaded: number;
  total: number;
}

export interface SessionUpload {
  /** Relative to the API base, as the client's calls are: `files/upload/form`. */
  path: string;
  body: FormData;
  /** Send no token (a public form's upload). */
  anonymous?: boolean;
  onProgress(progress: UploadProgress): void;
  signal: AbortSignal;
}

/**
 * A multipart upload with progress (uploadWithProgress) that goes out as the API client's calls do: to the
 * API base, with the session's language and token, and after a 401 one refresh and one retry (SPEC §4 token
 * refresh) through the client's shared refresh. Resolves with the decoded answer; rejects with an ApiError
 * (the server's message in its data) or an AbortError.
 *
 * @example
 * const answer = await uploadWithSession(runtime.api, runtime.store, { path: 'file-manager/upload', body, onProgress, signal });
 */
export async function uploadWithSession(api: ApiClient, store: SessionStore, upload: SessionUpload): Promise<unknown> {
  const send = () => {
    const { config, token, locale } = store.getState();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (locale) headers['Accept-Language'] = locale;
    if (token && !upload.anonymous) headers.Authorization = `Bearer ${token}`;
    return uploadWithProgress({
      url: `${config.apiBase}${upload.path}`,
      body: upload.body,
      headers,
      onProgress: (percent, loaded, total) => upload.onProgress({ percent, loaded, total }),
      signal: upload.signal,
    });
  };
  try {
    return await send();
  } catch (error) {
    if (upload.anonymous || !(error instanceof ApiError) || error.status !== 401 || !store.getState().refreshToken) throw error;
    await api.refresh();
    return send();
  }
}

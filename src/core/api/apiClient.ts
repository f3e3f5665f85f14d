import { ofetch, type FetchOptions } from 'ofetch';
import type { RefreshResult } from './contract';
import { ApiError } from './ApiError';
import { decodeBody, encodeBody, isTransferMethod, transferContentType, transferMethodOf } from './transferCodec';
import type { SessionStore } from '../session/sessionStore';
import { projectInfoArrival } from '../session/projectInfoArrival';
import { localStore } from '../storage/localStore';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { withRefreshLock } from './refreshLock';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  /** `auth` resolves the path against the auth base instead of the API base. */
  base?: 'api' | 'auth';
  /** Skip the one refresh-and-retry on 401 (login itself, for example). */
  noRefresh?: boolean;
  responseType?: 'json' | 'blob';
  signal?: AbortSignal;
  /**
   * Send cookies, also across origins (the server must list this page's origin). Only matters in the cookie
   * session mode, where auth-base calls always do, since the refresh token is their HttpOnly cookie.
   */
  withCredentials?: boolean;
  /** Send no bearer token (the cookie-mode refresh: a bearer would be taken for the refresh token). */
  anonymous?: boolean;
  /**
   * Send the body (a FormData) over XMLHttpRequest and report the bytes sent, since fetch reports no upload
   * progress (docs/behaviour.md §10 "uploading with percent"); headers, refresh and decoding stay the client's.
   */
  onUploadProgress?(progress: TransferProgress): void;
  /** With responseType 'blob': report the bytes received as the answer streams in (a big export). */
  onDownloadProgress?(progress: TransferProgress): void;
}

/** How far a transfer is: bytes so far, and the whole size when known. */
export interface TransferProgress {
  loaded: number;
  total: number | null;
}

export interface ApiClient {
  request<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, query?: Record<string, unknown>): Promise<T>;
  post<T = unknown>(path: string, body?: unknown, query?: Record<string, unknown>): Promise<T>;
  /** Exchange the refresh token for a new pair; one exchange at a time however many calls wait on it. */
  refresh(): Promise<void>;
}

export interface ApiClientHooks {
  /** Called when a refresh failed: the session is over (docs/behaviour.md §10 Token refresh). */
  onSessionExpired(): void;
  /** Called when a call got no answer at all (status 0), with the base it went to (diagnoseNoAnswer). */
  onNoAnswer?(base: string): void;
}

export const INVALID_REFRESH_RESPONSE = 'Invalid refresh token response';

/** How long a refused call waits for the project info to say whether a refresh cookie exists. */
const PROJECT_INFO_WAIT_MS = 10_000;

/**
 * The one API client of a page (docs/behaviour.md §11 generic headers, §10 token refresh):
 * - `Accept-Language` is the session locale; a bearer token goes on every call except `public/` and refresh;
 * - a 401 triggers one refresh and one retry of that request; parallel 401s share a single refresh, and
 *   tabs of one browser take turns (withRefreshLock) so they never spend their shared refresh token twice;
 * - when the project info names a `transfer_method`, non-GET bodies are encoded and such responses decoded.
 *
 * @example
 * const api = createApiClient(store, { onSessionExpired: () => goToLogin() });
 * const { data: user } = await api.get<{ data: User }>('user-info');
 */
export function createApiClient(store: SessionStore, hooks: ApiClientHooks): ApiClient {
  let refreshing: Promise<void> | null = null;

  async function send<T>(path: string, options: RequestOptions): Promise<T> {
    const state = store.getState();
    const isPublic = path.replace(/^\/+/, '').startsWith('public/');
    const headers: Record<string, string> = { ...options.headers };
    if (state.locale) headers['Accept-Language'] = state.locale;
    if (state.token && !isPublic && !options.anonymous && !headers.Authorization) headers.Authorization = `Bearer ${state.token}`;
    const cookieMode = state.projectInfo?.session_cookie === true;

    const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
    const transfer = state.projectInfo?.transfer_method;
    let body = options.body;
    if (isTransferMethod(transfer)) {
      headers.Accept = `${transferContentType(transfer)}, application/json`;
      // Text bodies (a signed package) travel as they are: they are not JSON for the codec to wrap.
      if (method !== 'GET' && body !== undefined && !(body instanceof FormData) && typeof body !== 'string') {
        body = encodeBody(transfer, body);
        headers['Content-Type'] = transferContentType(transfer);
      }
    }

    const baseURL = options.base === 'auth' ? state.config.authBase : state.config.apiBase;
    const withCredentials = cookieMode && (options.base === 'auth' || options.withCredentials);
    if (options.onUploadProgress) {
      const onProgress = options.onUploadProgress;
      headers.Accept ??= 'application/json';
      // Loaded when a page first uploads: most pages never do, and the client is on every page's first load.
      const { uploadWithProgress } = await import('./uploadWithProgress');
      const answer = await noAnswerGuard(baseURL, options.signal, () =>
        uploadWithProgress({
          url: addressOf(baseURL, path, options.query),
          body: body as FormData,
          headers,
          onProgress: (loaded, total) => onProgress({ loaded, total }),
          signal: options.signal,
          withCredentials,
        }),
      );
      // No content type (a bare proxy): an upload's answer is JSON when it is anything.
      const data = decode(answer.contentType ?? 'application/json', answer.text);
      if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, data, answer.statusText || 'Upload failed');
      return data as T;
    }

    const streamed = options.responseType === 'blob' && Boolean(options.onDownloadProgress);
    const fetchOptions: FetchOptions<'text' | 'blob' | 'stream'> = {
      baseURL,
      method,
      headers,
      query: options.query,
      body: body as FetchOptions['body'],
      // Bodies are decoded here, not by ofetch, so that transfer-encoded responses are understood.
      responseType: streamed ? 'stream' : options.responseType === 'blob' ? 'blob' : 'text',
      ignoreResponseError: true,
      retry: false,
      signal: options.signal,
      ...(withCredentials && { credentials: 'include' as const }),
    };
    const response = await noAnswerGuard(baseURL, options.signal, () => ofetch.raw(path, fetchOptions));
    if (streamed) {
      const stream = response._data as ReadableStream<Uint8Array> | undefined;
      if (response.ok) {
        try {
          return (await readWithProgress(response, stream, options.onDownloadProgress!)) as T;
        } catch (error) {
          // Cut short after it began (the server failed mid-file, the network dropped): no file, no diagnosis.
          if ((error as Error)?.name === 'AbortError') throw error;
          throw new ApiError(0, null, (error as Error)?.message);
        }
      }
      response._data = stream ? await new Response(stream).text() : '';
    }
    const data =
      options.responseType === 'blob' && response.ok ? response._data : decode(response.headers.get('content-type'), response._data);
    if (!response.ok) throw new ApiError(response.status, data, response.statusText);
    return data as T;
  }

  /** Runs a transfer; a failure to reach the server becomes ApiError(0), and starts the diagnosis unless this page cancelled it. */
  async function noAnswerGuard<R>(base: string, signal: AbortSignal | undefined, transfer: () => Promise<R>): Promise<R> {
    try {
      return await transfer();
    } catch (error) {
      if ((error as Error)?.name === 'AbortError') throw error;
      // ofetch wraps an aborted fetch in its own FetchError: a call this page cancelled (a table renamed
      // mid-load) is not a server that gave no answer, and must not start the refused-origin diagnosis.
      if (!signal?.aborted) hooks.onNoAnswer?.(base);
      if (error instanceof ApiError) throw error;
      throw new ApiError(0, null, (error as Error)?.message);
    }
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    try {
      return await send<T>(path, options);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401 || options.noRefresh) throw error;
      // Cookie mode (the project info's session_cookie): the browser holds the refresh token where no script
      // sees it. A page's first calls go out beside the project info, so with an expired access token one can
      // be refused before the info says which mode this is: it waits for the info rather than giving up (a
      // table then stayed empty under a signed-in top bar).
      if (!store.getState().refreshToken && store.getState().token) await projectInfoArrival(store, PROJECT_INFO_WAIT_MS);
      const { refreshToken, token, projectInfo } = store.getState();
      if (!refreshToken && !(projectInfo?.session_cookie && token)) throw error;
      await refresh();
      return send<T>(path, options);
    }
  }

  function refresh(): Promise<void> {
    refreshing ??= exchangeRefreshToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function exchangeRefreshToken(): Promise<void> {
    const held = store.getState().refreshToken;
    const heldAccess = store.getState().token;
    try {
      await withRefreshLock(async () => {
        if (store.getState().projectInfo?.session_cookie) {
          // Another tab may have refreshed while this one waited: its access token is in storage, and the
          // cookie it got is already this tab's too.
          const storedAccess = localStore.get<string>(STORAGE_KEYS.token);
          if (storedAccess && storedAccess !== heldAccess) {
            store.setState({ token: storedAccess });
            return;
          }
          const result = await send<{ data?: Partial<RefreshResult> }>('refresh/token', {
            base: 'auth',
            anonymous: true,
            headers: { 'device-id': store.getState().deviceId },
          });
          if (!result?.data?.access_token) throw new Error(INVALID_REFRESH_RESPONSE);
          store.setState({ token: result.data.access_token, refreshToken: null });
          return;
        }
        // Another tab may have spent the shared token while this one waited for the lock: take its pair.
        const stored = localStore.get<string>(STORAGE_KEYS.refreshToken);
        if (stored && stored !== held) {
          store.setState({ token: localStore.get<string>(STORAGE_KEYS.token), refreshToken: stored });
          return;
        }
        const { refreshToken, deviceId } = store.getState();
        if (!refreshToken) throw new ApiError(401, null, INVALID_REFRESH_RESPONSE);
        const result = await send<{ data?: Partial<RefreshResult> }>('refresh/token', {
          base: 'auth',
          headers: { Authorization: `Bearer ${refreshToken}`, 'device-id': deviceId },
        });
        const pair = result?.data;
        if (!pair?.access_token || !pair.refresh_token) throw new Error(INVALID_REFRESH_RESPONSE);
        store.setState({ token: pair.access_token, refreshToken: pair.refresh_token });
      });
    } catch (error) {
      hooks.onSessionExpired();
      throw error;
    }
  }

  return {
    request,
    get: (path, query) => request(path, { query }),
    post: (path, body, query) => request(path, { method: 'POST', body: body ?? {}, query }),
    refresh,
  };
}

/** The address of an XMLHttpRequest call, joined as ofetch joins its calls' (an absolute path stays as it is). */
function addressOf(base: string, path: string, query: Record<string, unknown> | undefined): string {
  const address = /^https?:\/\//i.test(path) ? path : `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null) search.append(key, String(value));
  const text = search.toString();
  return text ? `${address}${address.includes('?') ? '&' : '?'}${text}` : address;
}

/**
 * The body read chunk by chunk, reporting the bytes so far: the server streams a big workbook as it writes
 * it (16.8 MB of appeals take about 19 s), and the user sees it coming rather than a still spinner.
 */
async function readWithProgress(
  response: Response,
  stream: ReadableStream<Uint8Array> | undefined,
  onProgress: (progress: TransferProgress) => void,
): Promise<Blob> {
  const type = response.headers.get('content-type') ?? '';
  if (!stream) return new Blob([], { type });
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks as BlobPart[], { type });
}

function decode(contentType: string | null, payload: unknown): unknown {
  if (typeof payload !== 'string' || payload === '') return payload ?? null;
  const method = transferMethodOf(contentType);
  try {
    if (method) return decodeBody(method, payload);
    if (/json/i.test(contentType ?? '')) return JSON.parse(payload);
  } catch {
    // A body that claims to be JSON but is not: hand the text over rather than failing the call.
  }
  return payload;
}

import { ApiError } from './ApiError';

export interface UploadRequest {
  /** Absolute or page-relative address of the upload endpoint. */
  url: string;
  body: FormData;
  headers: Record<string, string>;
  /** Bytes of the body sent so far out of all of them. */
  onProgress(loaded: number, total: number): void;
  signal?: AbortSignal;
  /** Send cookies across origins (the cookie session mode). */
  withCredentials?: boolean;
}

/** The server's answer as it came: the API client decodes it as it does any other. */
export interface UploadAnswer {
  status: number;
  statusText: string;
  contentType: string | null;
  text: string;
}

/**
 * One multipart POST over XMLHttpRequest, because fetch reports no upload progress (docs/behaviour.md §10 "uploading with
 * percent"). Only the API client calls it (its `onUploadProgress` option), so an upload carries the same
 * headers and gets the same refresh-once as every other call. Resolves with the answer, whatever its
 * status; rejects with an ApiError of status 0 when the server could not be reached, or a DOMException named
 * AbortError when `signal` aborts.
 *
 * @example
 * const answer = await uploadWithProgress({ url: '/api/files/upload/form', body, headers, onProgress: console.log, signal });
 */
export function uploadWithProgress(request: UploadRequest): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    request.signal?.addEventListener('abort', abort, { once: true });
    const done = () => request.signal?.removeEventListener('abort', abort);
    xhr.open('POST', request.url);
    if (request.withCredentials) xhr.withCredentials = true;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      done();
      resolve({
        status: xhr.status,
        statusText: xhr.statusText,
        contentType: xhr.getResponseHeader('content-type'),
        text: xhr.responseText,
      });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, null, 'Network error'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled', 'AbortError'));
    };
    xhr.send(request.body);
  });
}

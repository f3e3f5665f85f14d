import { ApiError } from './ApiError';

export interface UploadRequest {
  /** Absolute or page-relative address of the upload endpoint. */
  url: string;
  body: FormData;
  headers: Record<string, string>;
  /** 0..100, and the bytes of the body sent so far out of all of them (the file manager shows those). */
  onProgress(percent: number, loaded: number, total: number): void;
  signal: AbortSignal;
}

/**
 * One multipart POST over XMLHttpRequest, because fetch reports no upload progress (SPEC §4 "uploading with
 * percent"). Resolves with the decoded JSON body of a 2xx answer; rejects with an ApiError carrying the
 * server's status and body (status 0 when the server could not be reached), or a DOMException named
 * AbortError when `signal` aborts.
 *
 * @example
 * const body = await uploadWithProgress({ url: '/api/files/upload/form', body, headers, onProgress: console.log, signal });
 */
export function uploadWithProgress(request: UploadRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (request.signal.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    request.signal.addEventListener('abort', abort, { once: true });
    const done = () => request.signal.removeEventListener('abort', abort);
    xhr.open('POST', request.url);
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        request.onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)), event.loaded, event.total);
    };
    xhr.onload = () => {
      done();
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new ApiError(xhr.status, body, xhr.statusText || 'Upload failed'));
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

function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy's HTML error page: keep the text so the caller can still show something.
    return text;
  }
}

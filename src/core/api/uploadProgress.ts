import type { TransferProgress } from './apiClient';

/** What an upload reports while it runs. */
export interface UploadProgress {
  /** 0..100 */
  percent: number;
  /** Bytes of the request body sent so far, and in all. */
  loaded: number;
  total: number;
}

/**
 * The API client's upload progress as the views show it: a percent, and the bytes (the file manager shows those).
 *
 * @example
 * api.request('file-manager/upload', { method: 'POST', body, onUploadProgress: (p) => show(uploadProgress(p)) });
 */
export function uploadProgress({ loaded, total }: TransferProgress): UploadProgress {
  const all = total ?? 0;
  return { percent: all > 0 ? Math.min(100, Math.round((loaded / all) * 100)) : 0, loaded, total: all };
}

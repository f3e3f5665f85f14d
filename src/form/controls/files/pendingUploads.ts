/** One file on its way up (docs/behaviour.md §10 file upload: uploading with percent, or error with retry or cancel). */
export interface PendingUpload {
  key: string;
  name: string;
  /** What is sent (after compression); kept so a failed upload can be retried. */
  blob: Blob;
  state: 'uploading' | 'error';
  /** 0..100 */
  percent: number;
  /** The server's message of a failed upload. */
  error: string | null;
  /** Whether sending the same file again may succeed (a lost connection, a server fault), not a refusal of the file. */
  retryable: boolean;
}

export type PendingAction =
  | { type: 'add'; upload: Pick<PendingUpload, 'key' | 'name' | 'blob'> }
  | { type: 'progress'; key: string; percent: number }
  | { type: 'failed'; key: string; error: string; retryable: boolean }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string };

/**
 * The uploads not yet done, as a reducer (uploaded files live in the form value, not here): added as
 * uploading at 0%, progress only moves forward and stays within 0..100, a failure keeps the file for a
 * retry, and done or cancelled uploads are removed.
 *
 * @example
 * let list = pendingUploads([], { type: 'add', upload: { key: 'a', name: 'a.pdf', blob } });
 * list = pendingUploads(list, { type: 'progress', key: 'a', percent: 40 }); // [{ ..., state: 'uploading', percent: 40 }]
 */
export function pendingUploads(list: readonly PendingUpload[], action: PendingAction): PendingUpload[] {
  switch (action.type) {
    case 'add':
      return [...list, { ...action.upload, state: 'uploading', percent: 0, error: null, retryable: false }];
    case 'progress':
      return list.map((item) =>
        item.key === action.key && item.state === 'uploading'
          ? { ...item, percent: Math.max(item.percent, Math.min(100, Math.max(0, Math.round(action.percent)))) }
          : item,
      );
    case 'failed':
      return list.map((item) =>
        item.key === action.key ? { ...item, state: 'error', error: action.error, retryable: action.retryable } : item,
      );
    case 'retry':
      return list.map((item) =>
        item.key === action.key ? { ...item, state: 'uploading', percent: 0, error: null, retryable: false } : item,
      );
    case 'remove':
      return list.filter((item) => item.key !== action.key);
  }
}

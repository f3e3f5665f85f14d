import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { FormElementMeta, RemoteFile } from '../../../core/api/formMeta';
import type { FormEnv } from '../ControlProps';
import { compressImage } from './compressImage';
import { fileSizeText } from '../../../core/format/fileSizeText';
import { maxSizeBytes } from './maxSizeBytes';
import { isCompressibleImage } from './isCompressibleImage';
import { isRetryableUpload } from './isRetryableUpload';
import { pendingUploads, type PendingUpload } from './pendingUploads';
import { roomForFiles } from './roomForFiles';
import { uploadErrorMessage } from './uploadErrorMessage';

/** A file to send: a picked File, or a cropped Blob with the name it keeps. */
export interface OutgoingFile {
  blob: Blob;
  name: string;
}

export interface Uploads {
  pending: readonly PendingUpload[];
  /** Uploaded plus pending: what maxCount is checked against. */
  count: number;
  /** More files are taken (maxCount not reached). */
  hasRoom: boolean;
  /** The last pick's refusal ('Файл ўлчами {0} гача бўлиши мумкин'), shown under the list until the next pick. */
  notice: string | null;
  add(files: readonly OutgoingFile[]): void;
  cancel(key: string): void;
  retry(key: string): void;
}

/**
 * The upload side of a file or image element (docs/behaviour.md §10, §5, §9): takes picked files up to maxCount (extra
 * files of one pick are ignored), compresses an image over maxSize and refuses anything else over it,
 * uploads each with progress and an AbortSignal, and appends what the server answers to the field value.
 * A failure keeps the file for a retry and toasts the server's message; a cancel says nothing.
 *
 * @example
 * const uploads = useUploads(element, env, files, (next) => field.onChange(next));
 * <input type="file" onChange={(e) => uploads.add([...e.target.files!].map((f) => ({ blob: f, name: f.name })))} />
 */
export function useUploads(
  element: FormElementMeta,
  env: FormEnv,
  files: readonly RemoteFile[],
  onFiles: (next: RemoteFile[]) => void,
): Uploads {
  const [pending, dispatch] = useReducer(pendingUploads, []);
  const [notice, setNotice] = useState<string | null>(null);
  // Uploads finish after renders; they append to the newest value, not the one of the render they began in.
  const current = useRef({ files, pending, onFiles });
  current.current = { files, pending, onFiles };
  const controllers = useRef(new Map<string, AbortController>());
  const reserved = useRef(0);
  const nextKey = useRef(0);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const send = useCallback(
    (key: string, blob: Blob, name: string) => {
      const controller = new AbortController();
      controllers.current.set(key, controller);
      env.api
        .upload(
          { formName: env.formName, elementId: element.id, projectId: env.projectId, file: blob, fileName: name },
          (progress) => dispatch({ type: 'progress', key, percent: progress.percent }),
          controller.signal,
        )
        .then(
          (remote) => {
            if (controller.signal.aborted) return;
            controllers.current.delete(key);
            const next = [...current.current.files, remote];
            current.current.files = next;
            dispatch({ type: 'remove', key });
            current.current.onFiles(next);
          },
          (error: unknown) => {
            // A cancel removed the item already and is no error (docs/behaviour.md §9).
            if (controller.signal.aborted) return;
            controllers.current.delete(key);
            const message = uploadErrorMessage(error, env.t);
            dispatch({ type: 'failed', key, error: message, retryable: isRetryableUpload(error) });
            env.notify(message, 'error', error);
          },
        );
    },
    [env, element.id],
  );

  const add = useCallback(
    (picked: readonly OutgoingFile[]) => {
      setNotice(null);
      const { files: uploaded, pending: waiting } = current.current;
      const room = roomForFiles(element.maxCount, uploaded.length + waiting.length + reserved.current);
      const taken = picked.slice(0, Math.min(picked.length, room));
      const limit = maxSizeBytes(element.maxSize);
      for (const file of taken) {
        const key = `upload-${(nextKey.current += 1)}`;
        if (limit === null || file.blob.size <= limit) {
          dispatch({ type: 'add', upload: { key, name: file.name, blob: file.blob } });
          send(key, file.blob, file.name);
          continue;
        }
        const refuse = () => {
          const message = env.t('Файл ўлчами {0} гача бўлиши мумкин', { 0: fileSizeText(limit) });
          setNotice(message);
          env.notify(message, 'error');
        };
        if (!isCompressibleImage(file.blob)) {
          refuse();
          continue;
        }
        // Compression takes a moment: hold the file's place so a quick second pick cannot pass maxCount.
        reserved.current += 1;
        compressImage(file.blob, file.name)
          .then(
            (small) => {
              if (small.blob.size > limit) return refuse();
              dispatch({ type: 'add', upload: { key, name: small.name, blob: small.blob } });
              send(key, small.blob, small.name);
            },
            () => refuse(),
          )
          .finally(() => {
            reserved.current -= 1;
          });
      }
    },
    [element.maxCount, element.maxSize, env, send],
  );

  const cancel = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    dispatch({ type: 'remove', key });
  }, []);

  const retry = useCallback(
    (key: string) => {
      const item = current.current.pending.find((upload) => upload.key === key);
      if (!item || item.state !== 'error' || !item.retryable) return;
      dispatch({ type: 'retry', key });
      send(key, item.blob, item.name);
    },
    [send],
  );

  const count = files.length + pending.length;
  return { pending, count, hasRoom: roomForFiles(element.maxCount, count) > 0, notice, add, cancel, retry };
}

import { useId } from 'react';
import type { Translate } from '../../../ui/useTranslator';
import { fileSizeText } from '../../../core/format/fileSizeText';
import type { PendingUpload } from './pendingUploads';

export interface PendingFileViewProps {
  upload: PendingUpload;
  t: Translate;
  onCancel(key: string): void;
  onRetry(key: string): void;
}

/**
 * One file not yet uploaded (docs/behaviour.md §10): uploading with its percent (a progressbar named by the file) and a
 * cancel button, or failed with the server's message and cancel, plus retry when sending again may help
 * (not after the server refused the file itself: wrong type, too large).
 *
 * @example
 * <PendingFileView upload={upload} t={t} onCancel={uploads.cancel} onRetry={uploads.retry} />
 */
export function PendingFileView({ upload, t, onCancel, onRetry }: PendingFileViewProps) {
  const nameId = useId();
  const uploading = upload.state === 'uploading';
  return (
    <li className={`pl-file pl-file--${upload.state}`} data-state={upload.state}>
      <span id={nameId} className="pl-file__name">
        {upload.name}
      </span>
      <span className="pl-file__size">{fileSizeText(upload.blob.size)}</span>
      {uploading ? (
        <span className="pl-file__progress">
          <span
            className="pl-file__bar"
            role="progressbar"
            aria-labelledby={nameId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
          >
            <span className="pl-file__bar-fill" style={{ width: `${upload.percent}%` }} />
          </span>
          <span className="pl-file__percent">{upload.percent}%</span>
        </span>
      ) : (
        <span className="pl-file__error" role="alert">
          {upload.error}
        </span>
      )}
      <span className="pl-file__actions">
        {uploading || !upload.retryable ? null : (
          <button type="button" className="pl-icon-button pl-file__action" aria-describedby={nameId} onClick={() => onRetry(upload.key)}>
            {t('Қайта урунинг')}
          </button>
        )}
        <button type="button" className="pl-icon-button pl-file__action" aria-describedby={nameId} onClick={() => onCancel(upload.key)}>
          {t('Бекор қилиш')}
        </button>
      </span>
    </li>
  );
}

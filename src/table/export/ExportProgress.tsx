import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';
import { exportProgressText, percentOf } from './exportProgressText';
import type { ExportProgressState } from './fetchExport';

export interface ExportProgressProps {
  progress: ExportProgressState;
  /** The failure to show instead of the progress, when the download failed after the modal was closed. */
  failure?: string | null;
  onCancel(): void;
  t: Translate;
}

/**
 * An export's progress (issue 13): the bytes received, and the share of them when the server said the size,
 * as text and as a progress bar. In the modal while it is open; once it is closed, as a small panel at the
 * bottom of the screen with a cancel button, until the file arrives (or a failure shows, with a close button).
 *
 * @example
 * <ExportProgress progress={{ received: 3_355_443, total: null }} onCancel={cancel} t={t} />
 */
export function ExportProgress({ progress, failure, onCancel, t }: ExportProgressProps) {
  const percent = percentOf(progress);
  // The server writes the workbook as it reads the rows: the first bytes may take a few seconds.
  const text = t('Экспорт: {0}', { 0: progress.received ? exportProgressText(progress) : t('Юкланмоқда...') });
  return (
    <div className="pl-export-progress">
      {failure ? (
        <div className="pl-alert pl-alert--danger" role="alert">
          {failure}
        </div>
      ) : (
        <>
          <span role="status">{text}</span>
          <progress className="pl-export-progress__bar" max={100} value={percent ?? undefined} aria-label={text} />
        </>
      )}
      <Button onClick={onCancel}>{failure ? t('Ёпиш') : t('Экспортни бекор қилиш')}</Button>
    </div>
  );
}

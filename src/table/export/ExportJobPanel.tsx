import { useStore } from 'zustand';
import { jobActive, type Job } from '../../core/api/jobContract';
import { jobRowsText } from '../../core/jobs/jobRowsText';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';
import { jobTrackerFor } from '../../core/jobs/jobTrackerFor';

export interface ExportJobPanelProps {
  runtime: PlatonRuntime;
  jobId: string;
  /** Hands the result file to the browser (the dialog keeps the anchor's place in its shadow root). */
  onSave(blob: Blob, job: Job): void;
  onClose(): void;
  t: Translate;
}

/**
 * A standalone table's background export once its dialog is closed (issue 14; inside `<platon-app>` the top
 * bar and `/async` do this): the rows done as text and as a bar with a cancel, then the outcome with the
 * file's download. Not a live region: the tracker's toast announces the end, the polls are not read out.
 */
export function ExportJobPanel({ runtime, jobId, onSave, onClose, t }: ExportJobPanelProps) {
  const tracker = jobTrackerFor(runtime);
  const job = useStore(tracker, (s) => s.jobs.find((candidate) => candidate.id === jobId) ?? null);
  if (!job) return null;
  const active = jobActive(job);
  const text = t('Экспорт: {0}', { 0: jobRowsText(job, t) || t('Юкланмоқда...') });
  const failed = (error: unknown) => {
    console.warn('[platon] background export action failed', error);
    runtime.toasts.show('danger', 'Серверда хатолик', undefined, error);
  };
  return (
    <div className="pl-export-progress" role="group" aria-label={t('Экспорт')}>
      {active ? (
        <>
          <span>{text}</span>
          <progress
            className="pl-export-progress__bar"
            max={job.total || undefined}
            value={job.total ? job.done : undefined}
            aria-label={text}
          />
          <Button onClick={() => void tracker.cancel(job.id).catch(failed)}>{t('Экспортни бекор қилиш')}</Button>
        </>
      ) : (
        <>
          <span className={job.status === 'failed' ? 'pl-export-progress__failure' : undefined}>{job.message || job.title}</span>
          {job.resultFileId ? (
            <Button variant="primary" onClick={() => void tracker.result(job).then((blob) => onSave(blob, job), failed)}>
              {t('Юклаб олиш')}
            </Button>
          ) : null}
          <Button onClick={onClose}>{t('Ёпиш')}</Button>
        </>
      )}
    </div>
  );
}

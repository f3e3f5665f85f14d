import { useId } from 'react';
import { jobActive, type Job, type JobKind, type JobStatus } from '../../core/api/jobContract';
import { formatJobDuration } from '../../core/jobs/formatJobDuration';
import { formatJobTime } from '../../core/jobs/formatJobTime';
import { jobRowsText } from '../../core/jobs/jobRowsText';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';

const STATUS_TEXT: Record<JobStatus, string> = {
  queued: 'Навбатда',
  running: 'Бажарилмоқда',
  done: 'Бажарилди',
  failed: 'Бажарилмади',
  cancelled: 'Бекор қилинди',
};
const KIND_TEXT: Record<JobKind, string> = { export: 'Экспорт', import: 'Импорт', cron: 'Режалаштирилган вазифа' };

export interface JobRowProps {
  job: Job;
  /** The clock a running job's duration is read against. */
  now: number;
  t: Translate;
  onDownload(job: Job): void;
  onCancel(job: Job): void;
  onDelete(job: Job): void;
}

/**
 * One job of `/async`. Each cell carries its column's name (`data-label`) for the card layout of a narrow
 * body, and holds one child, so that layout's name-and-value grid keeps two columns. The buttons name the job
 * too, since a screen reader lists many "Download" buttons out of their rows.
 */
export function JobRow({ job, now, t, onDownload, onCancel, onDelete }: JobRowProps) {
  const id = useId();
  const active = jobActive(job);
  const rows = jobRowsText(job, t);
  // An ended job with a known total is shown full or where it stopped; an active one without a total is
  // indeterminate (no value), which the browser draws as moving and reads as busy.
  const max = job.total && job.total > 0 ? job.total : null;
  return (
    <tr className="pl-async__row" data-status={job.status}>
      <td data-label={t('Вазифа')}>
        <div>
          <span id={`${id}title`} className="pl-async__title">
            {job.title}
          </span>
          <span className="pl-async__kind">{t(KIND_TEXT[job.kind])}</span>
        </div>
      </td>
      <td data-label={t('Ҳолат')}>
        <span className="pl-async__status">{t(STATUS_TEXT[job.status])}</span>
      </td>
      <td data-label={t('Бажарилиши')}>
        {active || max || rows ? (
          <div>
            {active || max ? (
              <progress
                className="pl-async__progress"
                max={max ?? undefined}
                value={max ? Math.min(job.done, max) : undefined}
                aria-labelledby={`${id}title`}
                aria-describedby={rows ? `${id}rows` : undefined}
              />
            ) : null}
            {rows ? (
              <span id={`${id}rows`} className="pl-async__rows">
                {rows}
              </span>
            ) : null}
          </div>
        ) : null}
      </td>
      <td data-label={t('Яратилган')}>
        <time dateTime={job.createdAt}>{formatJobTime(job.createdAt)}</time>
      </td>
      <td data-label={t('Давомийлиги')}>{formatJobDuration(job, now)}</td>
      <td data-label={t('Хабар')} className="pl-async__message">
        {job.message}
      </td>
      <td className="pl-async__actions">
        {job.resultFileId ? (
          <Button variant="primary" onClick={() => onDownload(job)} aria-label={`${t('Юклаб олиш')}: ${job.resultFileName ?? job.title}`}>
            {t('Юклаб олиш')}
          </Button>
        ) : null}
        {job.kind === 'cron' ? null : active ? (
          <Button onClick={() => onCancel(job)} aria-label={`${t('Бекор қилиш')}: ${job.title}`}>
            {t('Бекор қилиш')}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => onDelete(job)} aria-label={`${t('Ўчириш')}: ${job.title}`}>
            {t('Ўчириш')}
          </Button>
        )}
      </td>
    </tr>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { Job } from '../../core/api/jobContract';
import { saveBlob } from '../../core/files/saveBlob';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { asyncViewCss } from './asyncViewCss';
import { JobRow } from './JobRow';
import { jobTrackerFor } from '../../core/jobs/jobTrackerFor';

/**
 * `/async` (docs/behaviour.md §1, issue 14): the user's background jobs, newest first, in a table (cards in a narrow
 * body): what it is, its state and progress, when it started and how long it took, the server's outcome, and
 * the result download, a cancel for a job that works and a delete (confirmed) for one that ended. The list
 * comes fresh on opening and is polled by the page's job tracker while a job works.
 */
export function AsyncView() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const tracker = jobTrackerFor(runtime);
  const { jobs, loaded } = useStore(tracker);
  const [failed, setFailed] = useState(false);
  const [deleting, setDeleting] = useState<Job | null>(null);
  const rootRef = useRef<HTMLElement>(null);
  // The downloaded file is handed over from inside this view's shadow root, not the host page.
  const saveRef = useRef<HTMLSpanElement>(null);
  useAdoptedStyles(rootRef, asyncViewCss);

  function load() {
    setFailed(false);
    tracker.refresh().catch(() => setFailed(true));
  }
  useEffect(load, [runtime]);

  /** A failed action says so; the list stays as it was. */
  function attempt(action: () => Promise<unknown>, failure: string) {
    action().catch((error: unknown) => {
      console.warn('[platon] job action failed', error);
      runtime.toasts.show('danger', failure, undefined, error);
    });
  }

  const download = (job: Job) =>
    attempt(async () => {
      const blob = await tracker.result(job);
      if (saveRef.current) saveBlob(blob, job.resultFileName || `${job.name}.xlsx`, saveRef.current);
    }, 'Файлни юклаб олишда хатолик');
  const cancel = (job: Job) => attempt(() => tracker.cancel(job.id), 'Серверда хатолик');
  function answerDelete(yes: boolean) {
    const job = deleting;
    setDeleting(null);
    if (yes && job) attempt(() => tracker.remove(job.id), 'Серверда хатолик');
  }

  const now = Date.now();
  return (
    <section ref={rootRef} className="pl-async" aria-labelledby="pl-async-title">
      <h1 id="pl-async-title">{t('Фон вазифалари')}</h1>
      <span ref={saveRef} hidden />
      {failed && !loaded ? (
        <div className="pl-alert pl-alert--danger pl-async__error" role="alert">
          <span>{t('Маълумотларни юклашда хатолик')}</span>
          <Button onClick={load}>{t('Қайта урунинг')}</Button>
        </div>
      ) : !loaded && !jobs.length ? (
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      ) : !jobs.length ? (
        <p className="pl-async__empty">{t('Фон вазифалари йўқ')}</p>
      ) : (
        <table className="pl-async__table" aria-labelledby="pl-async-title">
          <thead>
            <tr>
              <th scope="col">{t('Вазифа')}</th>
              <th scope="col">{t('Ҳолат')}</th>
              <th scope="col">{t('Бажарилиши')}</th>
              <th scope="col">{t('Яратилган')}</th>
              <th scope="col">{t('Давомийлиги')}</th>
              <th scope="col">{t('Хабар')}</th>
              <th scope="col">
                <span className="pl-sr-only">{t('Амаллар')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {jobs.map((job) => (
              <JobRow key={job.id} job={job} now={now} t={t} onDownload={download} onCancel={cancel} onDelete={setDeleting} />
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('Ўчириш')}
        message={t('«{0}» вазифаси ва унинг натижаси ўчирилсинми?', { 0: deleting?.title ?? '' })}
        yesLabel={t('Ҳа')}
        noLabel={t('Йўқ')}
        closeLabel={t('Ёпиш')}
        onAnswer={answerDelete}
      />
    </section>
  );
}

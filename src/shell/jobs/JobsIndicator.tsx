import { useEffect } from 'react';
import { useStore } from 'zustand';
import { jobActive } from '../../core/api/jobContract';
import { useTranslator } from '../../ui/useTranslator';
import { AppLink } from '../routing/AppLink';
import { useShell } from '../routing/ShellContext';
import { jobTrackerFor } from '../../core/jobs/jobTrackerFor';

/**
 * The top bar's sign of background jobs (issue 14): while any job of the user works, a link to `/async` with
 * a spinner and their count; nothing otherwise. A polite live region that speaks only when the count
 * changes (a job starts or ends), never on the progress polls. Mounted with the signed-in layout, it asks
 * the tracker once, when the browser is idle after the first paint, for jobs still running from before a
 * reload.
 */
export function JobsIndicator() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const tracker = jobTrackerFor(runtime);
  // A scheduled task's run is the server's work, not the user's: it shows on /async but is not counted here.
  const active = useStore(tracker, (s) => s.jobs.filter((job) => job.kind !== 'cron' && jobActive(job)).length);
  useEffect(() => {
    tracker.discover();
  }, [runtime]);
  const label = t('Фон вазифалари: {0}', { 0: active });
  return (
    <span className="pl-jobs-indicator" role="status">
      {active > 0 ? (
        <AppLink to="/async" className="pl-jobs-indicator__link" title={label}>
          <span className="pl-jobs-indicator__spinner" aria-hidden="true" />
          <span aria-hidden="true">{active}</span>
          <span className="pl-sr-only">{label}</span>
        </AppLink>
      ) : null}
    </span>
  );
}

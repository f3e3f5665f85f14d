import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../core/api/ApiError';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useTranslator } from '../../ui/useTranslator';
import { useTableStyles } from '../styles/useTableStyles';
import { TableLink } from '../view/TableLink';
import type { TableLinks } from '../view/TableLinks';
import { EXPORT_SPINNER_DELAY_MS } from './exportSpinnerDelayMs';
import { ExportFailure } from './ExportFailure';
import type { ExportJob } from './ExportJob';
import { ExportJobPanel } from './ExportJobPanel';
import { ExportProgress } from './ExportProgress';
import { exportProgressText } from './exportProgressText';
import { fetchExport, type ExportProgressState } from './fetchExport';
import { saveBlob } from '../../core/files/saveBlob';
import { jobTrackerFor } from '../../core/jobs/jobTrackerFor';

export interface ExportDialogProps {
  runtime: PlatonRuntime;
  open: boolean;
  /** The table's title, shown so the user knows what is exported. */
  title: string;
  /** The export call, relative to the API base (contract: `export/{name}?level&sort&order&filters`). */
  path: string;
  /** Name of the saved file, e.g. 'appeals.xlsx'. */
  fileName: string;
  /**
   * Given when the export is too large to wait for (issue 14: a signed-in table whose filtered rows pass
   * EXPORT_JOB_ROWS): the download button then starts a background job instead of fetching the file.
   */
  job?: ExportJob | null;
  onClose(): void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'busy'; spinner: boolean; progress: ExportProgressState }
  | { kind: 'failed'; message: string }
  /** A background job was started: the dialog says where it goes on and offers only to close. */
  | { kind: 'started' };

/**
 * The table's export modal (docs/behaviour.md §4), loaded lazily by the table: title, format and a download button.
 * The file is fetched first, so a failure shows in the modal ('Серверда хатолик' or the server's message)
 * and the button retries; a spinner shows only when the wait passes 200 ms (docs/behaviour.md §12), then the bytes
 * received (ExportProgress). Success saves the file and closes; cancel aborts a download in flight. Closing
 * the modal (×, Escape) lets the download go on: its progress then shows in a panel with its own cancel
 * until the file arrives (issue 13: 16.8 MB took 19 s with nothing to see). Leaving the table aborts it.
 * With `job` the button starts a background job instead (issue 14) and the modal says so: inside `<platon-app>`
 * with a link to `/async`; a standalone table keeps the job's progress and then its file in the same panel.
 *
 * @example
 * const ExportDialog = lazy(() => import('./export/ExportDialog').then((m) => ({ default: m.ExportDialog })));
 * <ExportDialog runtime={runtime} open title="Мурожаатлар" path={path} fileName="appeals.xlsx" onClose={close} />
 */
export function ExportDialog(props: ExportDialogProps) {
  const t = useTranslator(props.runtime.i18n);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [wasOpen, setWasOpen] = useState(props.open);
  // A download outlives the render that started it: whether the modal is still open is read when it ends.
  const isOpen = useRef(props.open);
  isOpen.current = props.open;
  const controller = useRef<AbortController | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useTableStyles(bodyRef);
  const downloadRef = useRef<HTMLButtonElement>(null);
  // Where the file is handed to the browser: outside the modal, which may be closed by the time it arrives.
  const saveRef = useRef<HTMLSpanElement>(null);
  /** The background job this dialog started last: a standalone table shows it in the panel once closed. */
  const [jobId, setJobId] = useState<string | null>(null);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    // Opened again: a download still on its way keeps showing; a failure, a started job or nothing starts afresh.
    if (props.open && phase.kind !== 'busy') setPhase({ kind: 'idle' });
  }

  // Leaving the table drops a download in flight: its file would otherwise appear after the user left.
  useEffect(() => abort, []);

  function abort() {
    controller.current?.abort();
    controller.current = null;
  }

  async function download() {
    abort();
    const current = new AbortController();
    controller.current = current;
    let spinner = false;
    let progress: ExportProgressState = { received: 0, total: null };
    setPhase({ kind: 'busy', spinner, progress });
    const timer = setTimeout(() => {
      spinner = true;
      if (controller.current === current) setPhase({ kind: 'busy', spinner, progress });
    }, EXPORT_SPINNER_DELAY_MS);
    try {
      const blob = await fetchExport(props.runtime.api, props.path, {
        signal: current.signal,
        onProgress(next) {
          progress = next;
          if (controller.current === current && spinner) setPhase({ kind: 'busy', spinner, progress });
        },
      });
      if (current.signal.aborted) return;
      if (saveRef.current) saveBlob(blob, props.fileName, saveRef.current);
      controller.current = null;
      setPhase({ kind: 'idle' });
      if (isOpen.current) props.onClose();
    } catch (error) {
      if (current.signal.aborted) return;
      controller.current = null;
      setPhase({ kind: 'failed', message: failureText(error, t) });
    } finally {
      clearTimeout(timer);
    }
  }

  async function startJob(job: ExportJob) {
    setPhase({ kind: 'busy', spinner: false, progress: { received: 0, total: null } });
    try {
      const started = await jobTrackerFor(props.runtime).startExport(job.name, job.request);
      setJobId(started.id);
      setPhase({ kind: 'started' });
    } catch (error) {
      setPhase({ kind: 'failed', message: failureText(error, t) });
    }
  }

  function cancel() {
    abort();
    setPhase({ kind: 'idle' });
    if (props.open) props.onClose();
  }

  // ×, Escape: the modal goes, a download in flight goes on and shows its progress below.
  function close() {
    if (phase.kind !== 'busy') setPhase({ kind: 'idle' });
    props.onClose();
  }

  const busy = phase.kind === 'busy';
  const started = phase.kind === 'started';
  const saveJobFile = (blob: Blob, job: { resultFileName: string | null }) => {
    if (saveRef.current) saveBlob(blob, job.resultFileName || props.fileName, saveRef.current);
  };
  return (
    <>
      <span ref={saveRef} hidden />
      {!props.open && jobId && !props.job?.appLinks ? (
        <ExportJobPanel runtime={props.runtime} jobId={jobId} onSave={saveJobFile} onClose={() => setJobId(null)} t={t} />
      ) : null}
      {!props.open && phase.kind === 'busy' ? <ExportProgress progress={phase.progress} onCancel={cancel} t={t} /> : null}
      {!props.open && phase.kind === 'failed' ? (
        <ExportProgress progress={{ received: 0, total: null }} failure={phase.message} onCancel={() => setPhase({ kind: 'idle' })} t={t} />
      ) : null}
      <Dialog
        open={props.open}
        title={t('Экспорт')}
        width={420}
        closeOnOutsideClick={!busy}
        closeLabel={t('Ёпиш')}
        initialFocus={downloadRef}
        onClose={close}
        footer={
          <>
            {started ? null : <Button onClick={cancel}>{t('Бекор қилиш')}</Button>}
            {/* aria-disabled, not disabled, while busy: a disabled button would drop the keyboard focus. The same
              button closes once a job started, so the focus stays where it was. */}
            <Button
              ref={downloadRef}
              variant="primary"
              aria-disabled={busy}
              aria-busy={busy}
              onClick={() => (started ? close() : busy || void (props.job ? startJob(props.job) : download()))}
            >
              {started ? t('Ёпиш') : phase.kind === 'failed' ? t('Қайта урунинг') : t('Юклаб олиш')}
            </Button>
          </>
        }
      >
        <div ref={bodyRef} className="pl-export" aria-busy={busy}>
          <dl className="pl-export__facts">
            <dt>{t('Жадвал')}</dt>
            <dd className="pl-export__title">{props.title}</dd>
            <dt>{t('Формат')}</dt>
            <dd>Excel (.xlsx)</dd>
          </dl>
          {phase.kind === 'busy' && phase.spinner ? (
            <div className="pl-export__spinner" role="status">
              <span className="pl-spinner-ring" aria-hidden="true" />
              {phase.progress.received ? t('Экспорт: {0}', { 0: exportProgressText(phase.progress) }) : t('Юкланмоқда...')}
            </div>
          ) : null}
          {phase.kind === 'failed' ? (
            <div className="pl-alert pl-alert--danger" role="alert">
              {phase.message}
            </div>
          ) : null}
          {/* Present before the job starts, so the notice is read out when it appears. */}
          <p className="pl-export__job" role="status">
            {started ? <JobNotice appLinks={props.job?.appLinks ?? null} onFollow={close} t={t} /> : null}
          </p>
        </div>
      </Dialog>
    </>
  );
}

/** Where a started background export goes on: `/async` in the app; this table's own panel standalone. */
function JobNotice({ appLinks, onFollow, t }: { appLinks: TableLinks | null; onFollow(): void; t: (key: string) => string }) {
  if (!appLinks) return <>{t('Экспорт фонда давом этмоқда. Тайёр бўлганда хабар берилади, файлни шу ерда юклаб олишингиз мумкин')}</>;
  return (
    <>
      {t('Экспорт фонда давом этмоқда. Унинг ҳолати ва файли:')}{' '}
      <TableLink link="/async" links={appLinks} onClick={onFollow}>
        {t('Фон вазифалари')}
      </TableLink>
    </>
  );
}

function failureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ExportFailure) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return t('Сервер билан алоқа йўқ');
  }
  // Starting a background job: the server's reason when it gave one (no access, table not found).
  if (error instanceof ApiError) {
    if (error.status === 0) return t('Сервер билан алоқа йўқ');
    if (error.status < 500 && error.data && typeof (error.data as { message?: unknown }).message === 'string') return error.message;
  }
  return t('Серверда хатолик');
}

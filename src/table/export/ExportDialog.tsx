import { useEffect, useRef, useState } from 'react';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useTranslator } from '../../ui/useTranslator';
import { useTableStyles } from '../styles/useTableStyles';
import { EXPORT_SPINNER_DELAY_MS } from './exportSpinnerDelayMs';
import { ExportFailure } from './ExportFailure';
import { ExportProgress } from './ExportProgress';
import { exportProgressText } from './exportProgressText';
import { fetchExport, type ExportProgressState } from './fetchExport';
import { saveBlob } from './saveBlob';

export interface ExportDialogProps {
  runtime: PlatonRuntime;
  open: boolean;
  /** The table's title, shown so the user knows what is exported. */
  title: string;
  /** The export address (contract: `export/{name}?_bearer_token&level&sort&order&filters`), resolved. */
  href: string;
  /** Name of the saved file, e.g. 'appeals.xlsx'. */
  fileName: string;
  onClose(): void;
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'busy'; spinner: boolean; progress: ExportProgressState }
  | { kind: 'failed'; message: string };

/**
 * The table's export modal (SPEC §2.8), loaded lazily by the table: title, format and a download button.
 * The file is fetched first, so a failure shows in the modal ('Серверда хатолик' or the server's message)
 * and the button retries; a spinner shows only when the wait passes 200 ms (SPEC §9), then the bytes
 * received (ExportProgress). Success saves the file and closes; cancel aborts a download in flight. Closing
 * the modal (×, Escape) lets the download go on: its progress then shows in a panel with its own cancel
 * until the file arrives (issue 13: 16.8 MB took 19 s with nothing to see). Leaving the table aborts it.
 *
 * @example
 * const ExportDialog = lazy(() => import('./export/ExportDialog').then((m) => ({ default: m.ExportDialog })));
 * <ExportDialog runtime={runtime} open title="Мурожаатлар" href={href} fileName="appeals.xlsx" onClose={close} />
 */
export function ExportDialog(props: ExportDialogProps) {
  const t = useTranslator(props.runtime.i18n);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [wasOpen, setWasOpen] = useState(props.open);
  const controller = useRef<AbortController | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  useTableStyles(bodyRef);
  const downloadRef = useRef<HTMLButtonElement>(null);
  // Where the file is handed to the browser: outside the modal, which may be closed by the time it arrives.
  const saveRef = useRef<HTMLSpanElement>(null);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    // Opened again: a download still on its way keeps showing; a failure or nothing starts afresh.
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
      const blob = await fetchExport(props.href, {
        signal: current.signal,
        locale: props.runtime.store.getState().locale,
        onProgress(next) {
          progress = next;
          if (controller.current === current && spinner) setPhase({ kind: 'busy', spinner, progress });
        },
      });
      if (current.signal.aborted) return;
      if (saveRef.current) saveBlob(blob, props.fileName, saveRef.current);
      controller.current = null;
      setPhase({ kind: 'idle' });
      if (props.open) props.onClose();
    } catch (error) {
      if (current.signal.aborted) return;
      controller.current = null;
      setPhase({ kind: 'failed', message: failureText(error, t) });
    } finally {
      clearTimeout(timer);
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
  return (
    <>
    <span ref={saveRef} hidden />
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
          <Button onClick={cancel}>{t('Бекор қилиш')}</Button>
          {/* aria-disabled, not disabled, while busy: a disabled button would drop the keyboard focus. */}
          <Button ref={downloadRef} variant="primary" aria-disabled={busy} aria-busy={busy} onClick={() => busy || void download()}>
            {phase.kind === 'failed' ? t('Қайта урунинг') : t('Юклаб олиш')}
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
      </div>
    </Dialog>
    </>
  );
}

function failureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ExportFailure) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return t('Сервер билан алоқа йўқ');
  }
  return t('Серверда хатолик');
}

import { useEffect, useRef, useState } from 'react';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { useTranslator } from '../../ui/useTranslator';
import { useTableStyles } from '../styles/useTableStyles';
import { EXPORT_SPINNER_DELAY_MS } from './exportSpinnerDelayMs';
import { ExportFailure } from './ExportFailure';
import { fetchExport } from './fetchExport';
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

type Phase = { kind: 'idle' } | { kind: 'busy'; spinner: boolean } | { kind: 'failed'; message: string };

/**
 * The table's export modal (SPEC §2.8), loaded lazily by the table: title, format and a download button.
 * The file is fetched first, so a failure shows in the modal ('Серверда хатолик' or the server's message)
 * and the button retries; a spinner shows only when the wait passes 200 ms (SPEC §9). Success saves the
 * file and closes; cancel (or ×, Escape) aborts a download in flight.
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
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setPhase({ kind: 'idle' });
  }

  // Closing or unmounting drops a download in flight: its file would otherwise appear after the user left.
  useEffect(() => {
    if (!props.open) abort();
  }, [props.open]);
  useEffect(() => abort, []);

  function abort() {
    controller.current?.abort();
    controller.current = null;
  }

  async function download() {
    abort();
    const current = new AbortController();
    controller.current = current;
    setPhase({ kind: 'busy', spinner: false });
    const timer = setTimeout(() => {
      if (controller.current === current) setPhase({ kind: 'busy', spinner: true });
    }, EXPORT_SPINNER_DELAY_MS);
    try {
      const blob = await fetchExport(props.href, { signal: current.signal, locale: props.runtime.store.getState().locale });
      if (current.signal.aborted) return;
      if (bodyRef.current) saveBlob(blob, props.fileName, bodyRef.current);
      controller.current = null;
      setPhase({ kind: 'idle' });
      props.onClose();
    } catch (error) {
      if (current.signal.aborted) return;
      controller.current = null;
      setPhase({ kind: 'failed', message: failureText(error, t) });
    } finally {
      clearTimeout(timer);
    }
  }

  function close() {
    abort();
    setPhase({ kind: 'idle' });
    props.onClose();
  }

  const busy = phase.kind === 'busy';
  return (
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
          <Button onClick={close}>{t('Бекор қилиш')}</Button>
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
            {t('Юкланмоқда...')}
          </div>
        ) : null}
        {phase.kind === 'failed' ? (
          <div className="pl-alert pl-alert--danger" role="alert">
            {phase.message}
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

function failureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ExportFailure) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return t('Сервер билан алоқа йўқ');
  }
  return t('Серверда хатолик');
}

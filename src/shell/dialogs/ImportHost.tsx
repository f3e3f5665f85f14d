import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { ApiError } from '../../core/api/ApiError';
import type { ImportMeta, ImportRefusal } from '../../core/api/importContract';
import { jobActive, type Job } from '../../core/api/jobContract';
import { fetchFileLink } from '../../core/files/fetchFileLink';
import { followFileLink } from '../../core/files/followFileLink';
import { jobFromAnswer } from '../../core/jobs/jobFromAnswer';
import { jobRowsText } from '../../core/jobs/jobRowsText';
import { ImportDialog, type ImportReportView } from '../../ui/ImportDialog';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { jobTrackerFor } from '../../core/jobs/jobTrackerFor';

/**
 * The import dialog of an `/import/{path}` link (docs/behaviour.md §1, §11 Import): its meta from `GET import/{path}`,
 * the file sent as form data to the same path, and the spec's toasts for the outcome. A large file may come
 * back as a background job (202, issue 14): the page's job tracker follows it, the dialog shows its progress,
 * and if it is still open when the job ends it shows the same outcome as an immediate answer (closes on
 * success; the refused cells and the report otherwise). The tracker's toast announces the end either way.
 */
export function ImportHost({ path, onClose }: { path: string; onClose(): void }) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  // Empty until the meta arrives (or when it does not).
  const [meta, setMeta] = useState<Partial<ImportMeta>>({});
  const apiBase = runtime.store.getState().config.apiBase;

  useEffect(() => {
    let live = true;
    runtime.api
      .get<{ data?: ImportMeta } & Partial<ImportMeta>>(`import/${path}`)
      .then((body) => live && setMeta(body?.data ?? body ?? {}))
      // Without meta the dialog still imports; the note and sample links are extras.
      .catch((error: unknown) => console.warn('[platon] import meta unavailable', error instanceof ApiError ? error.status : error));
    return () => {
      live = false;
    };
  }, [runtime, path]);

  const [report, setReport] = useState<ImportReportView | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const tracker = jobTrackerFor(runtime);
  const job = useStore(tracker, (s) => (jobId ? (s.jobs.find((candidate) => candidate.id === jobId) ?? null) : null));

  useEffect(() => {
    if (!job || jobActive(job)) return;
    setJobId(null);
    if (job.status === 'done') {
      onClose();
      return;
    }
    const errors = job.detail?.errors ?? [];
    setReport({
      ...reportLabels(),
      summary: errors.length
        ? t('Файлда {0} та хато топилди, ҳеч нарса ёзилмади', { 0: errors.length })
        : (job.message ?? t('Маълумотлар импорт қилишда хатолик')),
      errors,
      downloadUrl: null,
      onDownload: job.resultFileId
        ? () => tracker.result(job).then((blob) => saveFile(blob, job.resultFileName || `${path}-errors.xlsx`))
        : null,
    });
  }, [job]);

  async function upload(file: File) {
    const body = new FormData();
    body.append('file', file);
    setReport(null);
    try {
      const answer = await runtime.api.request(`import/${path}`, { method: 'POST', body });
      const started = jobFromAnswer(answer);
      if (started) {
        tracker.track(started);
        setJobId(started.id);
        return;
      }
      // The spec's words as the title, and what was written under them.
      const { inserted = 0, updated = 0 } = (answer as { data?: { inserted?: number; updated?: number } } | null)?.data ?? {};
      runtime.toasts.show(
        'success',
        t('{0} та қатор қўшилди, {1} та қатор янгиланди', { 0: inserted, 1: updated }),
        'Маълумотлар импорт қилинди',
      );
      onClose();
    } catch (error) {
      const refused = error instanceof ApiError ? (error.data as Partial<ImportRefusal> | null) : null;
      const shownInDialog = Boolean(refused?.errors?.length) || (error instanceof ApiError && error.status >= 400 && error.status < 500);
      // A refusal the dialog shows is not said again in a red toast; a failure it cannot show is.
      if (!shownInDialog) runtime.toasts.show('danger', 'Маълумотлар импорт қилишда хатолик', undefined, error);
      if (refused?.errors?.length) {
        setReport({
          ...reportLabels(),
          summary: t('Файлда {0} та хато топилди, ҳеч нарса ёзилмади', { 0: refused.errors.length }),
          errors: refused.errors,
          downloadUrl: null,
          onDownload: stored(refused.reportFileId),
        });
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setReport({ ...reportLabels(), summary: error.message, errors: [], downloadUrl: null });
      }
      throw error;
    }
  }

  const reportLabels = () => ({
    downloadLabel: t('Хатолар билан файлни юклаб олиш'),
    rowLabel: t('Қатор'),
    columnLabel: t('Устун'),
    errorLabel: t('Хато'),
  });

  // A stored file (the report, an administrator's template or sample) opens through a signed link asked for
  // when it is wanted: the bare id opens nothing without a session (docs/files.md).
  const stored = (id: string | number | null | undefined) =>
    id == null ? null : () => fetchFileLink(runtime.api, apiBase, String(id)).then(followFileLink);
  // Without uploaded files the server generates both; the download needs the session, hence a fetched blob.
  const generated = (sample: boolean) =>
    meta.columns?.length
      ? () => downloadBlob(`import/${path}/template${sample ? '?sample=true' : ''}`, `${path}-${sample ? 'sample' : 'template'}.xlsx`)
      : null;
  async function downloadBlob(apiPath: string, name: string) {
    saveFile(await runtime.api.request<Blob>(apiPath, { responseType: 'blob' }), name);
  }
  function saveFile(blob: Blob, name: string) {
    const url = URL.createObjectURL(blob);
    const link = Object.assign(document.createElement('a'), { href: url, download: name });
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return (
    <ImportDialog
      open
      title={t('Маълумотларни импорт қилиш')}
      note={meta.note}
      onTemplate={meta.templateFileId == null ? generated(false) : stored(meta.templateFileId)}
      onSample={meta.sampleFileId == null ? generated(true) : stored(meta.sampleFileId)}
      report={report}
      job={job ? jobView(job) : null}
      fileLabel={t('Файлни танланг')}
      noFileText={t('Файл танланмаган')}
      templateLabel={t('Шаблон файл')}
      sampleLabel={t('Намуна файл')}
      uploadLabel={t('Юклаш')}
      busyLabel={t('Юкланмоқда...')}
      cancelLabel={t('Бекор қилиш')}
      closeLabel={t('Ёпиш')}
      onUpload={upload}
      onClose={onClose}
    />
  );

  function jobView(running: Job) {
    const rows = jobRowsText(running, t);
    return {
      status: t('Файл катта: импорт фонда давом этмоқда. Ойнани ёпсангиз ҳам у тугалланади'),
      rows,
      done: running.done,
      total: running.total,
      label: t('Импорт жараёни'),
    };
  }
}

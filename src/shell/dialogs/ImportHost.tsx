import { useEffect, useState } from 'react';
import { ApiError } from '../../core/api/ApiError';
import { ImportDialog, type ImportReportView } from '../../ui/ImportDialog';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';

interface ImportMeta {
  note?: string | null;
  templateFileId?: string | number | null;
  sampleFileId?: string | number | null;
  /** The columns a file must have; the server then generates the template and sample files itself. */
  columns?: string[];
}

interface RefusedImport {
  message?: string;
  rows?: number;
  errors?: { row: number; column: string; message: string }[];
  reportFileId?: string;
}

/**
 * The import dialog of an `/import/{path}` link (SPEC §2.3, §7 Import): its meta from `GET import/{path}`,
 * the file sent as form data to the same path, and the spec's toasts for the outcome.
 */
export function ImportHost({ path, onClose }: { path: string; onClose(): void }) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const [meta, setMeta] = useState<ImportMeta>({});
  const apiBase = runtime.store.getState().config.apiBase;

  useEffect(() => {
    let live = true;
    runtime.api
      .get<{ data?: ImportMeta } & ImportMeta>(`import/${path}`)
      .then((body) => live && setMeta(body?.data ?? body ?? {}))
      // Without meta the dialog still imports; the note and sample links are extras.
      .catch((error: unknown) => console.warn('[platon] import meta unavailable', error instanceof ApiError ? error.status : error));
    return () => {
      live = false;
    };
  }, [runtime, path]);

  const [report, setReport] = useState<ImportReportView | null>(null);

  async function upload(file: File) {
    const body = new FormData();
    body.append('file', file);
    setReport(null);
    try {
      await runtime.api.request(`import/${path}`, { method: 'POST', body });
      runtime.toasts.show('success', 'Маълумотлар импорт қилинди');
      onClose();
    } catch (error) {
      runtime.toasts.show('danger', 'Маълумотлар импорт қилишда хатолик');
      const refused = error instanceof ApiError ? (error.data as RefusedImport | null) : null;
      if (refused?.errors?.length) {
        setReport({
          summary: t('Файлда {0} та хато топилди, ҳеч нарса ёзилмади', { 0: refused.errors.length }),
          errors: refused.errors,
          downloadUrl: fileUrl(refused.reportFileId),
          downloadLabel: t('Хатолар билан файлни юклаб олиш'),
          rowLabel: t('Қатор'),
          columnLabel: t('Устун'),
          errorLabel: t('Хато'),
        });
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setReport({ summary: error.message, errors: [], downloadUrl: null, downloadLabel: '', rowLabel: t('Қатор'), columnLabel: t('Устун'), errorLabel: t('Хато') });
      }
      throw error;
    }
  }

  const fileUrl = (id: string | number | null | undefined) => (id == null ? null : `${apiBase}uploads/files/${encodeURIComponent(String(id))}`);
  // Without uploaded files the server generates both; the download needs the session, hence a fetched blob.
  const generated = (sample: boolean) => (meta.columns?.length ? () => downloadBlob(`import/${path}/template${sample ? '?sample=true' : ''}`, `${path}-${sample ? 'sample' : 'template'}.xlsx`) : null);
  async function downloadBlob(apiPath: string, name: string) {
    const blob = await runtime.api.request<Blob>(apiPath, { responseType: 'blob' });
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
      templateUrl={fileUrl(meta.templateFileId)}
      sampleUrl={fileUrl(meta.sampleFileId)}
      onTemplate={meta.templateFileId == null ? generated(false) : null}
      onSample={meta.sampleFileId == null ? generated(true) : null}
      report={report}
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
}

import { useEffect, useState } from 'react';
import { ApiError } from '../../core/api/ApiError';
import { ImportDialog } from '../../ui/ImportDialog';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';

interface ImportMeta {
  note?: string | null;
  templateFileId?: string | number | null;
  sampleFileId?: string | number | null;
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

  async function upload(file: File) {
    const body = new FormData();
    body.append('file', file);
    try {
      await runtime.api.request(`import/${path}`, { method: 'POST', body });
      runtime.toasts.show('success', 'Маълумотлар импорт қилинди');
      onClose();
    } catch (error) {
      runtime.toasts.show('danger', 'Маълумотлар импорт қилишда хатолик');
      throw error;
    }
  }

  const fileUrl = (id: string | number | null | undefined) => (id == null ? null : `${apiBase}uploads/files/${encodeURIComponent(String(id))}`);
  return (
    <ImportDialog
      open
      title={t('Маълумотларни импорт қилиш')}
      note={meta.note}
      templateUrl={fileUrl(meta.templateFileId)}
      sampleUrl={fileUrl(meta.sampleFileId)}
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

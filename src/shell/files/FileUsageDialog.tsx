import { useEffect, useState } from 'react';
import type { FileUsage, ManagedFile } from '../../core/api/fileManagerContract';
import type { FileManagerApi } from '../../core/files/createFileManagerApi';
import { Dialog } from '../../ui/Dialog';
import type { Translate } from '../../ui/useTranslator';
import { AppLink } from '../routing/AppLink';

export interface FileUsageDialogProps {
  /** The file asked about; null keeps the dialog closed. */
  file: ManagedFile | null;
  api: FileManagerApi;
  t: Translate;
  onClose(): void;
}

/**
 * "Where used": the records whose file fields hold the file, by form title, field and record, each record a
 * link to its form (following one closes the dialog). Loaded when opened.
 */
export function FileUsageDialog({ file, api, t, onClose }: FileUsageDialogProps) {
  const [usage, setUsage] = useState<{ id: string; records: FileUsage[] | null; failed: boolean } | null>(null);
  useEffect(() => {
    if (!file) return;
    const controller = new AbortController();
    setUsage({ id: file.id, records: null, failed: false });
    api.usage(file.id, controller.signal).then(
      (records) => controller.signal.aborted || setUsage({ id: file.id, records, failed: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[platon] file usage failed', error);
        setUsage({ id: file.id, records: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [api, file]);
  const current = usage?.id === file?.id ? usage : null;
  return (
    <Dialog
      open={file !== null}
      title={`${t('Қаерда ишлатилган')}: ${file?.name ?? ''}`}
      width={560}
      closeLabel={t('Ёпиш')}
      onClose={onClose}
    >
      {current?.failed ? (
        <p className="pl-alert pl-alert--danger" role="alert">
          {t('Маълумотларни юклашда хатолик')}
        </p>
      ) : !current?.records ? (
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      ) : !current.records.length ? (
        <p className="pl-fm__usage-none">{t('Файл ҳеч бир ёзувда ишлатилмаган')}</p>
      ) : (
        <ul className="pl-fm__usage">
          {current.records.map((record) => (
            <li key={`${record.form}/${record.field}/${record.recordId}`}>
              <span className="pl-fm__usage-form">{record.title || record.form}</span>
              <span className="pl-fm__usage-field">
                {t('Майдон')}: {record.field}
              </span>
              <AppLink to={`/forms/${encodeURIComponent(record.form)}/${encodeURIComponent(record.recordId)}`} onClick={onClose}>
                {t('Ёзув #{0}', { 0: record.recordId })}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FileCategory } from '../../core/api/fileManagerContract';
import type { UploadProgress } from '../../core/api/uploadProgress';
import type { FileManagerApi } from '../../core/files/createFileManagerApi';
import { uploadFolder } from '../../core/files/uploadFolder';
import { fileSizeText } from '../../core/format/fileSizeText';
import { acceptAttribute } from '../../form/controls/files/acceptAttribute';
import { uploadErrorMessage } from '../../form/controls/files/uploadErrorMessage';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';

export interface FileUploadPanelProps {
  api: FileManagerApi;
  category: FileCategory;
  /** The open folder: uploads go there, or into the subfolder typed. */
  folder: string;
  t: Translate;
  /** After a stored upload, with the folder it went to. */
  onUploaded(folder: string): void;
}

/**
 * Upload into an uploadable category: a file, an optional new subfolder of the open folder (folders exist only
 * as paths of files, so typing one is how it is made), and a progress bar of the bytes sent. The server checks
 * the category's extensions and size; its refusal (413, 415, a bad folder) is shown as it words it.
 */
export function FileUploadPanel({ api, category, folder, t, onUploaded }: FileUploadPanelProps) {
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [subfolder, setSubfolder] = useState('');
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  // A refusal was about the upload into the folder it named; elsewhere it would read as news about this one.
  useEffect(() => setError(null), [folder]);

  const limits = [
    category.allowedExtensions ? t('Рухсат этилган турлар: {0}', { 0: category.allowedExtensions }) : null,
    category.maxSize ? t('Энг катта ҳажм: {0}', { 0: fileSizeText(category.maxSize * 1024) }) : null,
  ].filter(Boolean);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || running.current) return;
    const target = uploadFolder(folder, subfolder);
    if (target === null) {
      setError(t('Папка номи нотўғри'));
      return;
    }
    const controller = new AbortController();
    running.current = controller;
    setError(null);
    setProgress({ percent: 0, loaded: 0, total: file.size });
    try {
      await api.upload({ category: category.key, folder: target, file }, setProgress, controller.signal);
      if (fileRef.current) fileRef.current.value = '';
      setFile(null);
      setSubfolder('');
      onUploaded(target);
    } catch (failure) {
      // A cancel is the user's own doing and says nothing (docs/behaviour.md §9).
      if (!controller.signal.aborted) setError(uploadErrorMessage(failure, t));
    } finally {
      if (running.current === controller) running.current = null;
      setProgress(null);
    }
  }

  return (
    <section className="pl-fm__upload" aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`}>{t('Файл юклаш')}</h2>
      <form className="pl-fm__upload-form" onSubmit={(event) => void submit(event)}>
        <div className="pl-field">
          <label htmlFor={`${id}file`}>{t('Файлни танланг')}</label>
          <input
            ref={fileRef}
            id={`${id}file`}
            type="file"
            part="input"
            className="pl-input"
            accept={acceptAttribute(category.allowedExtensions, 'file')}
            aria-describedby={limits.length ? `${id}limits` : undefined}
            disabled={progress !== null}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
          {limits.length ? (
            <small id={`${id}limits`} className="pl-fm__hint">
              {limits.join('; ')}
            </small>
          ) : null}
        </div>
        <div className="pl-field">
          <label htmlFor={`${id}folder`}>{t('Янги папка')}</label>
          <input
            id={`${id}folder`}
            type="text"
            part="input"
            className="pl-input"
            value={subfolder}
            aria-describedby={`${id}folderHint`}
            disabled={progress !== null}
            onChange={(event) => setSubfolder(event.target.value)}
          />
          <small id={`${id}folderHint`} className="pl-fm__hint">
            {t('Бўш қолса, файл очиқ папкага юкланади')}
          </small>
        </div>
        <div className="pl-fm__upload-buttons">
          <Button type="submit" variant="primary" disabled={!file || progress !== null}>
            {t('Юклаш')}
          </Button>
          {progress ? <Button onClick={() => running.current?.abort()}>{t('Бекор қилиш')}</Button> : null}
        </div>
      </form>
      {progress ? (
        <div className="pl-fm__progress">
          <progress max={progress.total || 1} value={progress.loaded} aria-labelledby={`${id}title`} aria-describedby={`${id}sent`} />
          <span id={`${id}sent`}>{t('Юборилди: {0} / {1}', { 0: fileSizeText(progress.loaded), 1: fileSizeText(progress.total) })}</span>
        </div>
      ) : null}
      {error ? (
        <p className="pl-alert pl-alert--danger pl-fm__upload-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

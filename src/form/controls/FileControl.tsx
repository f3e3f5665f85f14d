import { lazy, Suspense, useId, useRef, useState, type DragEvent } from 'react';
import type { RemoteFile } from '../../core/api/formMeta';
import { fileLinkExpired } from '../../core/files/fileLinkExpired';
import { followFileLink } from '../../core/files/followFileLink';
import type { PreviewFile } from '../../ui/FilePreviewModal';
import type { ControlProps } from './ControlProps';
import { acceptAttribute } from './files/acceptAttribute';
import { isCompressibleImage } from './files/isCompressibleImage';
import { lazyNamed } from './lazyNamed';
import { PendingFileView } from './files/PendingFileView';
import { UploadedFileView } from './files/UploadedFileView';
import { useUploads, type OutgoingFile } from './files/useUploads';
import { useFormControl } from './useFormControl';
import { useFormFileStyles } from '../styles/useFormFileStyles';

// react-easy-crop is a chunk of its own (docs/architecture.md): only someone who crops downloads it.
// The preview dialog (with floating-ui) is its own chunk, drawn only while a file is previewed (docs/performance.md).
const FilePreviewModal = lazyNamed(() => import('../../ui/FilePreviewModal').then((m) => m.FilePreviewModal));
const ImageCropDialog = lazy(() => import('./files/ImageCropDialog').then((m) => ({ default: m.ImageCropDialog })));

const NO_FILES: readonly RemoteFile[] = [];

/**
 * File and image elements (docs/behaviour.md §5, §10, §9): a real "Файлни танланг" button (the label's target)
 * opens the hidden file input, whose `accept` comes from allowedExtensions; files may also be dropped on
 * the zone. Each file shows as uploading (percent, cancel), failed (message, retry, cancel) or uploaded
 * (download link, preview of images and PDFs, delete after confirmation). maxCount disables choosing once
 * reached; maxSize (KB) compresses an oversized image and refuses anything else. Image elements can crop a
 * picture before it goes up. The value is the list of uploaded files (RemoteFile[]).
 *
 * @example
 * <FileControl element={{ id: 7, type: 'file', dataField: 'attachments', maxCount: 3, maxSize: 2048, allowedExtensions: 'pdf,docx' }} env={env} />
 */
export function FileControl(props: ControlProps) {
  const { element, env } = props;
  const { t } = env;
  const field = useFormControl(props);
  const files = Array.isArray(field.value) ? (field.value as RemoteFile[]) : NO_FILES;
  const uploads = useUploads(element, env, files, (next) => field.onChange(next));
  const pickerRef = useRef<HTMLInputElement>(null);
  const cropPickerRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  useFormFileStyles(rootRef);
  const chooseTextId = useId();
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const [cropping, setCropping] = useState<OutgoingFile | null>(null);
  const [dragging, setDragging] = useState(false);
  const isImage = element.type === 'image';
  const accept = acceptAttribute(element.allowedExtensions, isImage ? 'image' : 'file');
  const locked = field.disabled || field.readOnly;
  const canChoose = !locked && uploads.hasRoom;
  const { readOnly: _readOnly, disabled: _disabled, ...inputProps } = field.inputProps;

  function take(list: FileList | null) {
    if (!list?.length || !canChoose) return;
    uploads.add([...list].map((file) => ({ blob: file, name: file.name })));
  }

  function showPreview(file: RemoteFile, href: string) {
    // The server sends files as attachments; the preview frame asks for a PDF to be shown instead.
    const url = file.extension.toLowerCase() === 'pdf' ? `${href}${href.includes('?') ? '&' : '?'}inline=true` : href;
    setPreview({ url, name: file.name, extension: file.extension, downloadUrl: href });
  }

  async function remove(file: RemoteFile) {
    if (!(await env.confirm(t('Файлни ўчиришни хоҳлайсизми?')))) return;
    const current = Array.isArray(field.value) ? (field.value as RemoteFile[]) : [];
    field.onChange(current.filter((item) => item.id !== file.id));
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files);
  }

  return (
    <div
      ref={rootRef}
      className={`pl-files${dragging ? ' pl-files--dragging' : ''}${field.error ? ' pl-files--invalid' : ''}`}
      data-kind={element.type}
      onDragOver={(event) => {
        if (!canChoose) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="pl-files__bar">
        <button
          {...inputProps}
          ref={field.ref}
          type="button"
          part="button"
          className="pl-button pl-files__choose"
          disabled={!canChoose}
          aria-labelledby={`${field.ids.label} ${chooseTextId}`}
          onClick={() => pickerRef.current?.click()}
          onBlur={field.onBlur}
        >
          <span id={chooseTextId}>{t('Файлни танланг')}</span>
        </button>
        {isImage ? (
          <button
            type="button"
            part="button"
            className="pl-button pl-files__crop"
            disabled={!canChoose}
            onClick={() => cropPickerRef.current?.click()}
          >
            {t('Кесиб юклаш')}
          </button>
        ) : null}
        {canChoose ? <span className="pl-files__drop-hint">{t('ёки файлларни шу ерга ташланг')}</span> : null}
        <input
          ref={pickerRef}
          id={`${field.ids.input}-picker`}
          className="pl-files__input"
          type="file"
          hidden
          tabIndex={-1}
          accept={accept}
          multiple={element.maxCount !== 1}
          disabled={!canChoose}
          onChange={(event) => {
            take(event.target.files);
            // Picking the same file again must fire change again.
            event.target.value = '';
          }}
        />
        {isImage ? (
          <input
            ref={cropPickerRef}
            className="pl-files__input"
            type="file"
            hidden
            tabIndex={-1}
            accept={accept}
            disabled={!canChoose}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file && isCompressibleImage(file)) setCropping({ blob: file, name: file.name });
              else if (file) take(event.target.files);
            }}
          />
        ) : null}
      </div>
      {uploads.notice ? (
        <p className="pl-files__notice" role="alert">
          {uploads.notice}
        </p>
      ) : null}
      {files.length || uploads.pending.length ? (
        <ul className="pl-files__list">
          {files.map((file) => (
            <UploadedFileView
              key={file.id}
              file={file}
              href={env.api.fileHref(file)}
              thumbnail={isImage}
              locked={locked}
              t={t}
              onPreview={(chosen) => {
                const href = env.api.fileHref(chosen);
                if (!fileLinkExpired(href) || !env.api.fileLink) showPreview(chosen, href);
                else
                  void env.api.fileLink(chosen).then(
                    (fresh) => showPreview(chosen, fresh),
                    () => showPreview(chosen, href),
                  );
              }}
              onExpiredLink={
                env.api.fileLink
                  ? (chosen) =>
                      void env.api.fileLink!(chosen).then(followFileLink, (error: unknown) => console.warn('[platon] file link', error))
                  : undefined
              }
              onDelete={(chosen) => void remove(chosen)}
            />
          ))}
          {uploads.pending.map((upload) => (
            <PendingFileView key={upload.key} upload={upload} t={t} onCancel={uploads.cancel} onRetry={uploads.retry} />
          ))}
        </ul>
      ) : null}
      {preview ? (
        <Suspense fallback={null}>
          <FilePreviewModal
            file={preview}
            unsupportedText={t("This item can't be previewed")}
            failedText={t('Файлни юклаб олишда хатолик')}
            downloadLabel={t('Юклаб олиш')}
            closeLabel={t('Ёпиш')}
            onClose={() => setPreview(null)}
          />
        </Suspense>
      ) : null}
      {cropping ? (
        <Suspense fallback={null}>
          <ImageCropDialog
            image={cropping}
            t={t}
            onCancel={() => setCropping(null)}
            onDone={(cropped) => {
              setCropping(null);
              uploads.add([cropped]);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { useId } from 'react';
import type { RemoteFile } from '../../../core/api/formMeta';
import { fileLinkExpired } from '../../../core/files/fileLinkExpired';
import { previewKind } from '../../../ui/previewKind';
import type { Translate } from '../../../ui/useTranslator';
import { fileSizeText } from '../../../core/format/fileSizeText';

export interface UploadedFileViewProps {
  file: RemoteFile;
  href: string;
  /** An image element shows a thumbnail. */
  thumbnail: boolean;
  /** Read-only or disabled: no delete. */
  locked: boolean;
  t: Translate;
  onPreview(file: RemoteFile): void;
  onDelete(file: RemoteFile): void;
  /**
   * The download link was clicked after its signed address expired (a form left open a while): the control
   * fetches a fresh one and follows it instead. Without it the link is followed as it is.
   */
  onExpiredLink?(file: RemoteFile): void;
}

/**
 * One uploaded file (docs/behaviour.md §5): its name as the download link, its size in 1024-based units, a preview
 * button for images and PDFs, and delete (the control asks for confirmation). The buttons are described
 * by the file's name, so "Ўчириш" says which file.
 *
 * @example
 * <UploadedFileView file={file} href={env.api.fileHref(file)} thumbnail={false} locked={false} t={t} onPreview={show} onDelete={remove} />
 */
export function UploadedFileView({ file, href, thumbnail, locked, t, onPreview, onDelete, onExpiredLink }: UploadedFileViewProps) {
  const nameId = useId();
  const kind = previewKind(file.extension || file.name.split('.').pop());
  return (
    <li className="pl-file pl-file--uploaded" data-state="uploaded">
      {thumbnail && kind === 'image' ? <img className="pl-file__thumb" src={href} alt="" loading="lazy" /> : null}
      <a
        id={nameId}
        className="pl-file__name"
        href={href}
        download={file.name}
        title={t('Юклаб олиш')}
        onClick={(event) => {
          if (!onExpiredLink || !fileLinkExpired(href)) return;
          event.preventDefault();
          onExpiredLink(file);
        }}
      >
        {file.name}
      </a>
      <span className="pl-file__size">{fileSizeText(file.size)}</span>
      <span className="pl-file__actions">
        {kind === 'image' || kind === 'pdf' ? (
          <button type="button" className="pl-icon-button pl-file__action" aria-describedby={nameId} onClick={() => onPreview(file)}>
            {t('Кўриш')}
          </button>
        ) : null}
        {locked ? null : (
          <button
            type="button"
            className="pl-icon-button pl-file__action pl-file__action--danger"
            aria-describedby={nameId}
            onClick={() => onDelete(file)}
          >
            {t('Ўчириш')}
          </button>
        )}
      </span>
    </li>
  );
}

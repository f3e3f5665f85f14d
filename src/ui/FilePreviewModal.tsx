import { useEffect, useRef, type RefObject } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { previewKind } from './previewKind';

export interface PreviewFile {
  /** Where the preview loads the file from (may be a blob: URL the caller fetched with the token). */
  url: string;
  name: string;
  /** With or without the dot; taken from the name when absent. */
  extension?: string | null;
  /** Where Download goes; `url` when absent. */
  downloadUrl?: string | null;
}

export interface FilePreviewModalProps {
  /** The file to show; null keeps the modal closed. */
  file: PreviewFile | null;
  /** "This item can't be previewed", translated. */
  unsupportedText: string;
  downloadLabel: string;
  closeLabel: string;
  onClose(): void;
}

/** SPEC §2.6, §9: 600 px wide (the window width minus 40 on narrow screens, from the dialog's max-width), 90% high. */
export const FILE_PREVIEW_SIZE = { width: 600, height: '90vh' } as const;

/**
 * Shows an image, a video or a PDF in place (SPEC §2.6), or says it can't; Download and Close either way.
 * Download is a real link, so the browser's own download handling (and "save link as") works.
 */
export function FilePreviewModal({ file, unsupportedText, downloadLabel, closeLabel, onClose }: FilePreviewModalProps) {
  const kind = previewKind(file?.extension || file?.name.split('.').pop());
  const frameRef = useRef<HTMLIFrameElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  usePdfViewerKeepsNoFocus(kind === 'pdf' && file !== null, frameRef, closeRef);
  return (
    <Dialog
      open={file !== null}
      title={file?.name ?? ''}
      width={FILE_PREVIEW_SIZE.width}
      height={FILE_PREVIEW_SIZE.height}
      closeLabel={closeLabel}
      onClose={onClose}
      footer={
        file ? (
          <>
            <a part="button" className="pl-button" href={file.downloadUrl ?? file.url} download={file.name}>
              {downloadLabel}
            </a>
            <Button ref={closeRef} variant="primary" onClick={onClose}>
              {closeLabel}
            </Button>
          </>
        ) : null
      }
    >
      {file ? (
        <div className="pl-preview" data-kind={kind}>
          {kind === 'image' ? <img className="pl-preview__media" src={file.url} alt={file.name} /> : null}
          {kind === 'video' ? <video className="pl-preview__media" src={file.url} controls aria-label={file.name} /> : null}
          {kind === 'pdf' ? <iframe ref={frameRef} className="pl-preview__frame" src={file.url} title={file.name} tabIndex={-1} /> : null}
          {kind === 'none' ? <p className="pl-preview__none">{unsupportedText}</p> : null}
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * Chromium's PDF viewer is a frame of its own: once it has focus, its keys never reach this document, so
 * Escape could not close the preview. The viewer is left out of the Tab order, and when a click gives it
 * focus anyway (the window blurs while the frame is the active element), focus comes back to Close; the
 * mouse wheel still scrolls the PDF, which needs no focus.
 */
function usePdfViewerKeepsNoFocus(active: boolean, frameRef: RefObject<HTMLIFrameElement | null>, closeRef: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onBlur = () => {
      clearTimeout(timer);
      // The frame becomes the active element only after the window's blur has been dispatched.
      timer = setTimeout(() => {
        const frame = frameRef.current;
        if (frame && (frame.getRootNode() as Document | ShadowRoot).activeElement === frame) closeRef.current?.focus();
      });
    };
    window.addEventListener('blur', onBlur);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('blur', onBlur);
    };
  }, [active, frameRef, closeRef]);
}

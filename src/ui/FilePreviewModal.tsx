import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { previewKind } from './previewKind';
import { useDialogStyles } from './styles/useDialogStyles';

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
  /** Shown when a video's address answers outside 200 to 400 (docs/behaviour.md §11); the unsupported text by default. */
  failedText?: string;
  downloadLabel: string;
  closeLabel: string;
  onClose(): void;
}

/** docs/behaviour.md §6, §12: 600 px wide (the window width minus 40 on narrow screens, from the dialog's max-width), 90% high. */
export const FILE_PREVIEW_SIZE = { width: 600, height: '90vh' } as const;

/**
 * Shows an image, a video or a PDF in place (docs/behaviour.md §6), or says it can't; Download and Close either way.
 * Download is a real link, so the browser's own download handling (and "save link as") works.
 */
export function FilePreviewModal({ file, unsupportedText, failedText, downloadLabel, closeLabel, onClose }: FilePreviewModalProps) {
  useDialogStyles();
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
          {kind === 'video' ? <VideoPreview url={file.url} name={file.name} failedText={failedText ?? unsupportedText} /> : null}
          {kind === 'pdf' ? <iframe ref={frameRef} className="pl-preview__frame" src={file.url} title={file.name} tabIndex={-1} /> : null}
          {kind === 'none' ? <p className="pl-preview__none">{unsupportedText}</p> : null}
        </div>
      ) : null}
    </Dialog>
  );
}

/**
 * A video, once its address answers (docs/behaviour.md §11: a GET of the video, statuses 200 to 400 accepted, others
 * logged). The check asks for the first byte only; the player then streams the file with range requests,
 * so a long video starts at once and seeks without being downloaded whole.
 */
function VideoPreview({ url, name, failedText }: { url: string; name: string; failedText: string }) {
  const [state, setState] = useState<{ url: string; ok: boolean } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const failed = (detail: unknown) => {
      console.warn('[platon] video preview unavailable', detail);
      setState({ url, ok: false });
    };
    fetch(url, { headers: { Range: 'bytes=0-0' }, signal: controller.signal })
      .then((response) => {
        void response.body?.cancel();
        if (response.status >= 200 && response.status <= 400) setState({ url, ok: true });
        else failed(response.status);
      })
      .catch((error: unknown) => controller.signal.aborted || failed(error));
    return () => controller.abort();
  }, [url]);
  if (state?.url !== url) return <span className="pl-spinner-ring" role="status" aria-label={name} />;
  if (!state.ok)
    return (
      <p className="pl-preview__none" role="alert">
        {failedText}
      </p>
    );
  return <video className="pl-preview__media" src={url} controls aria-label={name} />;
}

/**
 * Chromium's PDF viewer is a frame of its own: once it has focus, its keys never reach this document, so
 * Escape could not close the preview. The viewer is left out of the Tab order, and when a click gives it
 * focus anyway (the window blurs while the frame is the active element), focus comes back to Close; the
 * mouse wheel still scrolls the PDF, which needs no focus.
 */
function usePdfViewerKeepsNoFocus(
  active: boolean,
  frameRef: RefObject<HTMLIFrameElement | null>,
  closeRef: RefObject<HTMLButtonElement | null>,
) {
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

import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ImportDialogProps {
  open: boolean;
  title: string;
  /** The import's note (SPEC §3 Import meta), shown above the file field when given. */
  note?: string | null;
  /** Download links built by the caller from `templateFileId` / `sampleFileId`; each shows only when given. */
  templateUrl?: string | null;
  sampleUrl?: string | null;
  /** The file input's accept filter, e.g. '.xlsx,.xls,.csv'. */
  accept?: string;
  fileLabel: string;
  noFileText: string;
  templateLabel: string;
  sampleLabel: string;
  uploadLabel: string;
  busyLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /**
   * Sends the file. The caller shows 'Маълумотлар импорт қилинди' or 'Маълумотлар импорт қилишда хатолик' as a
   * toast and closes the dialog on success; a rejection leaves it open with the file still chosen, to retry.
   */
  onUpload(file: File): Promise<unknown>;
  onClose(): void;
}

/**
 * The import dialog a `/import/...` menu link opens (SPEC §2.3): note, template and sample links, a labelled
 * file field, and an upload button that stays disabled until a file is chosen and while the upload runs.
 */
export function ImportDialog(props: ImportDialogProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  // A new opening starts without a file; adjusted during render so the old name never flashes.
  const [wasOpen, setWasOpen] = useState(props.open);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setFile(null);
  }

  async function upload(event?: FormEvent) {
    event?.preventDefault();
    if (!file || busy) return;
    setBusy(true);
    try {
      await props.onUpload(file);
    } catch {
      // The caller reports the failure (a toast); the dialog only has to stay usable for a retry.
    } finally {
      setBusy(false);
    }
  }

  const close = () => {
    if (!busy) props.onClose();
  };

  return (
    <Dialog
      open={props.open}
      title={props.title}
      width={480}
      closeLabel={props.closeLabel}
      closeOnOutsideClick={false}
      initialFocus={inputRef}
      onClose={close}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            {props.cancelLabel}
          </Button>
          <Button variant="primary" onClick={() => void upload()} disabled={!file || busy} aria-busy={busy}>
            {busy ? props.busyLabel : props.uploadLabel}
          </Button>
        </>
      }
    >
      <form className="pl-import" onSubmit={upload} noValidate>
        {props.note ? <p className="pl-import__note">{props.note}</p> : null}
        {props.templateUrl || props.sampleUrl ? (
          <p className="pl-import__links">
            {props.templateUrl ? (
              <a href={props.templateUrl} download>
                {props.templateLabel}
              </a>
            ) : null}
            {props.sampleUrl ? (
              <a href={props.sampleUrl} download>
                {props.sampleLabel}
              </a>
            ) : null}
          </p>
        ) : null}
        <div className="pl-field">
          <label htmlFor={inputId}>{props.fileLabel}</label>
          <div className="pl-file-input">
            {/* The native control stays the focusable, labelled element; its browser-language caption is
                hidden and the chosen name is shown in the interface language instead. */}
            <input
              ref={inputRef}
              id={inputId}
              name="file"
              type="file"
              className="pl-file-input__native"
              accept={props.accept}
              disabled={busy}
              aria-describedby={`${inputId}-name`}
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
            <span id={`${inputId}-name`} className="pl-file-input__name">
              {file ? file.name : props.noFileText}
            </span>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { Translate } from '../../ui/useTranslator';

/** docs/behaviour.md §1: signature dialogs are at most 500 px wide. */
const WIDTH = 'min(500px, calc(100vw - 24px))';

export interface KeyFileDialogProps {
  open: boolean;
  t: Translate;
  busy: boolean;
  /** The key file's problem (a message key), shown under the fields. */
  error: string | null;
  onSubmit(file: File, password: string): void;
  onCancel(): void;
}

/** Asks for the key file and its password; both stay in the browser (the file is read, never uploaded). */
export function KeyFileDialog({ open, t, busy, error, onSubmit, onCancel }: KeyFileDialogProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ file?: boolean; password?: boolean }>({});
  const fileRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const next = { file: !file, password: !password };
    setMissing(next);
    if (next.file) return fileRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    onSubmit(file!, password);
  }

  return (
    <Dialog
      open={open}
      title={t('Калит файлини очиш')}
      width={WIDTH}
      closeLabel={t('Ёпиш')}
      closeOnOutsideClick={false}
      initialFocus={fileRef}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{t('Бекор қилиш')}</Button>
          <Button variant="primary" onClick={() => submit()} disabled={busy} aria-busy={busy}>
            {busy ? t('Имзоланмоқда…') : t('Кириш')}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <div className="pl-field">
          <label htmlFor={`${id}-file`}>{t('Калит файли')}</label>
          <input
            ref={fileRef}
            id={`${id}-file`}
            name="keyFile"
            type="file"
            accept=".pfx,.p12,application/x-pkcs12"
            part="input"
            className="pl-input"
            aria-invalid={missing.file ? 'true' : 'false'}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setMissing((m) => ({ ...m, file: false }));
            }}
          />
          {missing.file ? <span className="pl-field-error">{t('Майдонни тўлдириш керак')}</span> : null}
        </div>
        <div className="pl-field">
          <label htmlFor={`${id}-password`}>{t('Калит пароли')}</label>
          <input
            ref={passwordRef}
            id={`${id}-password`}
            name="keyPassword"
            type="password"
            autoComplete="off"
            part="input"
            className="pl-input"
            value={password}
            aria-invalid={missing.password || error ? 'true' : 'false'}
            aria-describedby={`${id}-error`}
            onChange={(e) => {
              setPassword(e.target.value);
              setMissing((m) => ({ ...m, password: false }));
            }}
          />
          {missing.password ? <span className="pl-field-error">{t('Майдонни тўлдириш керак')}</span> : null}
          <span id={`${id}-error`} className="pl-field-error" role="alert">
            {error ? t(error) : ''}
          </span>
        </div>
        {/* Enter in either field submits, as the dialog's footer button does. */}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}

import { useId, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '../../core/validation/validationMessages';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { Translate } from '../../ui/useTranslator';

export interface SetPasswordDialogProps {
  open: boolean;
  t: Translate;
  /** `required`: no way round it; otherwise the person may skip. */
  required: boolean;
  busy: boolean;
  onSubmit(password: string | undefined): void;
  /** Closing a required dialog abandons the sign-in. */
  onCancel(): void;
}

/**
 * docs/behaviour.md §5 social set-password: after a first social sign-in (or into an account without a password) the
 * person may choose a password for signing in without the provider next time: at least 6 characters.
 */
export function SetPasswordDialog({ open, t, required, busy, onSubmit, onCancel }: SetPasswordDialogProps) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if ([...password].length < PASSWORD_MIN_LENGTH) {
      setError('Парол 6та дан кам бўлмаслиги керак');
      inputRef.current?.focus();
      return;
    }
    onSubmit(password);
  }

  return (
    <Dialog
      open={open}
      title={t('Паролни киритинг')}
      width="min(500px, calc(100vw - 24px))"
      closeLabel={t('Ёпиш')}
      closeOnOutsideClick={false}
      initialFocus={inputRef}
      onClose={required ? onCancel : () => onSubmit(undefined)}
      footer={
        <>
          {required ? null : (
            <Button onClick={() => onSubmit(undefined)} disabled={busy}>
              {t('Ўтказиб юбориш')}
            </Button>
          )}
          <Button variant="primary" onClick={() => submit()} disabled={busy} aria-busy={busy}>
            {t('Сақлаш')}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <p className="pl-muted">{t('Кейинги сафар логин ва парол билан ҳам кириш учун парол танланг')}</p>
        <div className="pl-field">
          <label htmlFor={`${id}-password`}>{t('Парол')}</label>
          <input
            ref={inputRef}
            id={`${id}-password`}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            part="input"
            className="pl-input"
            value={password}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby={`${id}-error`}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(null);
            }}
          />
          <span id={`${id}-error`} className="pl-field-error" role="alert">
            {error ? t(error) : ''}
          </span>
        </div>
      </form>
    </Dialog>
  );
}

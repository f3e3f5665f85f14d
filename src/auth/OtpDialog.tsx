import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import type { Translate } from '../ui/useTranslator';
import { OTP_LENGTH, isCompleteOtp, sanitiseOtp } from '../core/auth/otpInput';

export interface OtpDialogProps {
  open: boolean;
  t: Translate;
  /** Resolves to an error message key, or null on success. */
  onSubmit(code: string): Promise<string | null>;
  onCancel(): void;
}

/**
 * The one-time-code step (docs/behaviour.md §6, §10, §5): digits only, at most 6; submitting needs exactly 6, otherwise
 * the input shows its error state; a wrong code from the server shows an error too.
 */
export function OtpDialog({ open, t, onSubmit, onCancel }: OtpDialogProps) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    if (!isCompleteOtp(code)) {
      setError('Код 6 та рақамдан иборат бўлиши керак');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const failure = await onSubmit(code);
    setBusy(false);
    if (failure) {
      setError(failure);
      setCode('');
      inputRef.current?.focus();
    }
  }

  return (
    <Dialog
      open={open}
      title={t('Бир марталик кодни тасдиқланг')}
      width={400}
      closeLabel={t('Ёпиш')}
      closeOnOutsideClick={false}
      initialFocus={inputRef}
      onClose={onCancel}
      footer={
        <>
          <Button onClick={onCancel}>{t('Бекор қилиш')}</Button>
          <Button variant="primary" onClick={() => void submit()} disabled={busy}>
            {t('Тасдиқлаш')}
          </Button>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <div className="pl-field">
          <label htmlFor="platon-otp">{t('Бир марталик код')}</label>
          <input
            ref={inputRef}
            id="platon-otp"
            name="otp"
            part="input"
            className="pl-input pl-otp-input"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            aria-invalid={error ? 'true' : 'false'}
            aria-describedby="platon-otp-hint platon-otp-error"
            onChange={(e) => {
              setCode(sanitiseOtp(e.target.value));
              setError(null);
            }}
          />
          <span id="platon-otp-hint" className="pl-muted">
            {t('Илова кўрсатган 6 хонали кодни киритинг')}
          </span>
          <span id="platon-otp-error" className="pl-field-error" role="alert">
            {error ? t(error) : ''}
          </span>
        </div>
      </form>
    </Dialog>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { disableOtp } from '../../core/account/accountCalls';
import { isCompleteOtp } from '../../core/auth/otpInput';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { Translate } from '../../ui/useTranslator';
import { OtpCodeField } from './OtpCodeField';

/** docs/behaviour.md §10, §12: the disable modal closes 500 ms after success. */
export const OTP_DISABLE_CLOSE_MS = 500;

/**
 * The disable modal (docs/behaviour.md §3, §5, §9; 600x510): a code shorter than 6 sets the error state and sends
 * nothing; a wrong code shows the error and the button reads 'Қайта урунинг' (else 'Ўчириш'); success
 * turns the code off and closes after 500 ms.
 */
export function OtpDisableDialog({
  runtime,
  t,
  onClose,
  onDisabled,
}: {
  runtime: PlatonRuntime;
  t: Translate;
  onClose(): void;
  onDisabled(): void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (busy || done) return;
    if (!isCompleteOtp(code)) {
      setError('Код 6 та рақамдан иборат бўлиши керак');
      codeRef.current?.focus();
      return;
    }
    setBusy(true);
    const disabled = await disableOtp(runtime.api, code).catch(() => false);
    setBusy(false);
    if (!disabled) {
      setFailed(true);
      setError('Бир марталик код нотўғри');
      codeRef.current?.focus();
      return;
    }
    setDone(true);
    onDisabled();
    setTimeout(onClose, OTP_DISABLE_CLOSE_MS);
  }

  return (
    <Dialog
      open
      title={t('Бир марталик кодни ўчириш')}
      width="min(600px, calc(100vw - 40px))"
      height="min(510px, 90vh)"
      closeLabel={t('Ёпиш')}
      closeOnOutsideClick={false}
      initialFocus={codeRef}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t('Бекор қилиш')}</Button>
          <Button variant="danger" disabled={busy || done} onClick={() => void submit()}>
            {failed ? t('Қайта урунинг') : t('Ўчириш')}
          </Button>
        </>
      }
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <p className="pl-muted">{t('Илова кўрсатган 6 хонали кодни киритинг')}</p>
        <OtpCodeField
          ref={codeRef}
          value={code}
          error={error}
          t={t}
          onChange={(next) => {
            setCode(next);
            setError(null);
          }}
        />
      </form>
    </Dialog>
  );
}

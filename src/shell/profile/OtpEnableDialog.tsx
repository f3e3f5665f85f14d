import { useEffect, useRef, useState, type FormEvent } from 'react';
import { enableOtp, verifyOtp } from '../../core/account/accountCalls';
import { accountErrorMessage } from '../../core/account/accountErrorMessage';
import { WRONG_PASSWORD } from '../../core/api/accountContract';
import { ApiError } from '../../core/api/ApiError';
import { OTP_INVALID } from '../../core/api/contract';
import { isCompleteOtp } from '../../core/auth/otpInput';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import type { Translate } from '../../ui/useTranslator';
import { OtpCodeField } from './OtpCodeField';
import { PasswordField } from './PasswordField';

/** docs/behaviour.md §10, §12: the enable modal closes 800 ms after a verified code. */
export const OTP_ENABLE_CLOSE_MS = 800;

type Qr = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; src: string; secret: string };

/**
 * The enable modal (docs/behaviour.md §3, 600x510): panel 1 shows the QR code of a new secret and its key for typing
 * in, Next only once it loaded; panel 2 takes a 6-digit code from the app and verifies it. Verified: the
 * state becomes enabled and the modal closes after 800 ms; a wrong code sets the error state.
 *
 * While a code is already on (re-activation), panel 2 also asks for the password and a code of the app in
 * use now: the server replaces the secret only with both, so a stolen session cannot swap the authenticator.
 */
export function OtpEnableDialog({
  runtime,
  t,
  onClose,
  onEnabled,
  intro,
}: {
  runtime: PlatonRuntime;
  t: Translate;
  onClose(): void;
  onEnabled(): void;
  /** Why the dialog opened, when the user did not open it (a code an administrator made required). */
  intro?: string;
}) {
  // Read once: the dialog replaces the code that was on when it opened, whatever it does meanwhile.
  const [replacing] = useState(() => Boolean(runtime.store.getState().user?.hasOtpSecret));
  const [qr, setQr] = useState<Qr>({ state: 'loading' });
  const [panel, setPanel] = useState<1 | 2>(1);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [currentCode, setCurrentCode] = useState('');
  const [currentError, setCurrentError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    enableOtp(runtime.api).then(
      ({ qrSrc, secret }) => live && setQr({ state: 'ready', src: qrSrc, secret }),
      (failure) => {
        console.warn('[platon] one-time code setup failed', failure);
        if (live) setQr({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [runtime]);

  useEffect(() => {
    if (panel === 2) codeRef.current?.focus();
  }, [panel]);

  async function verify(event?: FormEvent) {
    event?.preventDefault();
    if (busy || done) return;
    const short = 'Код 6 та рақамдан иборат бўлиши керак';
    const missing = {
      code: isCompleteOtp(code) ? null : short,
      password: replacing && !password ? 'Жорий паролни киритинг' : null,
      current: replacing && !isCompleteOtp(currentCode) ? short : null,
    };
    if (missing.code || missing.password || missing.current) {
      setError(missing.code);
      setPasswordError(missing.password);
      setCurrentError(missing.current);
      return;
    }
    setBusy(true);
    let verified: boolean;
    try {
      verified = await verifyOtp(runtime.api, code, replacing ? { password, currentOtp: currentCode } : undefined);
    } catch (refusal) {
      setBusy(false);
      const reason = refusal instanceof ApiError ? refusal.code : null;
      if (reason === WRONG_PASSWORD) return setPasswordError(accountErrorMessage(refusal));
      if (reason === OTP_INVALID) return setCurrentError(accountErrorMessage(refusal));
      // Too many attempts, a failing server: the error state, with what happened rather than "wrong code".
      return setError(accountErrorMessage(refusal));
    }
    setBusy(false);
    if (!verified) {
      setError('Бир марталик код нотўғри');
      return;
    }
    setDone(true);
    onEnabled();
    setTimeout(onClose, OTP_ENABLE_CLOSE_MS);
  }

  const footer =
    panel === 1 ? (
      <>
        <Button onClick={onClose}>{t('Бекор қилиш')}</Button>
        <Button variant="primary" disabled={qr.state !== 'ready'} onClick={() => setPanel(2)}>
          {t('Кейинги')}
        </Button>
      </>
    ) : (
      <>
        <Button onClick={() => setPanel(1)} disabled={done}>
          {t('Орқага')}
        </Button>
        <Button variant="primary" disabled={busy || done} onClick={() => void verify()}>
          {t('Тасдиқлаш')}
        </Button>
      </>
    );

  return (
    <Dialog
      open
      title={t('Бир марталик кодни ёқиш')}
      width="min(600px, calc(100vw - 40px))"
      height="min(510px, 90vh)"
      closeLabel={t('Ёпиш')}
      closeOnOutsideClick={false}
      onClose={onClose}
      footer={footer}
    >
      {intro ? <p className="pl-muted">{intro}</p> : null}
      {panel === 1 ? (
        <div className="pl-otp-setup">
          <p>{t('Аутентификатор иловасида QR кодни сканерланг')}</p>
          {qr.state === 'ready' ? (
            <>
              <img className="pl-otp-setup__qr" src={qr.src} alt={t('QR код')} width={200} height={200} />
              <p className="pl-muted">{t('Сканерлаб бўлмаса, бу калитни киритинг')}</p>
              <code className="pl-otp-setup__secret">{qr.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
            </>
          ) : qr.state === 'loading' ? (
            <div className="pl-spinner" role="status">
              {t('QR код юкланмоқда...')}
            </div>
          ) : (
            <div className="pl-alert pl-alert--danger" role="alert">
              {t('QR кодни юклашда хатолик')}
            </div>
          )}
        </div>
      ) : (
        <form onSubmit={(e) => void verify(e)} noValidate>
          <p className="pl-muted">{t('Илова кўрсатган 6 хонали кодни киритинг')}</p>
          <OtpCodeField
            ref={codeRef}
            label={replacing ? 'Янги бир марталик код' : undefined}
            value={code}
            error={error}
            t={t}
            onChange={(next) => {
              setCode(next);
              setError(null);
            }}
          />
          {replacing ? (
            <>
              <p className="pl-muted">{t('Бир марталик кодни алмаштириш учун жорий парол ва ҳозирги илова кўрсатган кодни киритинг')}</p>
              <PasswordField
                label={t('Жорий парол')}
                value={password}
                autoComplete="current-password"
                error={passwordError}
                t={t}
                onChange={(next) => {
                  setPassword(next);
                  setPasswordError(null);
                }}
              />
              <OtpCodeField
                label="Жорий бир марталик код"
                value={currentCode}
                error={currentError}
                t={t}
                onChange={(next) => {
                  setCurrentCode(next);
                  setCurrentError(null);
                }}
              />
            </>
          ) : null}
          {done ? (
            <div className="pl-alert pl-alert--success" role="status">
              {t('Бир марталик код ёқилди')}
            </div>
          ) : null}
        </form>
      )}
    </Dialog>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../core/api/ApiError';
import { OTP_INVALID } from '../../core/api/contract';
import { eimzoLogin, TimestampFailed } from '../../core/auth/eimzoLogin';
import { createEimzoServiceSigner, EIMZO_PUBLIC_API_KEYS } from '../../core/eimzo/createEimzoServiceSigner';
import type { EimzoServiceProblem } from '../../core/eimzo/EimzoServiceError';
import type { SoftwareSigner } from '../../core/eimzo/createSoftwareSigner';
import { EIMZO_SERVICE_TEXTS, eimzoErrorMessage, type EimzoRefusal } from '../../core/eimzo/eimzoErrorMessage';
import { rememberedKey } from '../../core/eimzo/rememberedKey';
import type { Signer, SignerKey } from '../../core/eimzo/Signer';
import { Button } from '../../ui/Button';
import { OtpDialog } from '../OtpDialog';
import type { SignInMethodProps } from '../SignInMethodProps';
import { KEY_FILE_CHOICE, KeyList } from './KeyList';
import { KeyFileDialog } from './KeyFileDialog';
import { SignatureRefusal } from './SignatureRefusal';

export interface SignatureSignInProps extends SignInMethodProps {
  /** The E-IMZO desktop service; tests pass a fake one (it is a third party's program). */
  service?: Signer;
}

type Sign = (challenge: string) => Promise<string>;

/** KeyFileError reasons (read by name: importing the class would pull the CMS library into this bundle). */
const KEY_FILE_ERRORS: Record<string, string> = {
  password: 'Калит пароли нотўғри',
  format: 'Бу файлни калит сифатида очиб бўлмади',
  algorithm: 'Бу турдаги калит қўллаб-қувватланмайди',
};

/** Where a person without E-IMZO gets it (the vendor's download page). */
const EIMZO_DOWNLOAD_URL = 'https://e-imzo.soliq.uz';
/** The E-IMZO application with this site's API keys from the project info (the vendor's public ones before it loads). */
function projectService(runtime: SignatureSignInProps['runtime']): Signer {
  return createEimzoServiceSigner({ apiKeys: runtime.store.getState().projectInfo?.eimzoApiKeys ?? EIMZO_PUBLIC_API_KEYS });
}

/**
 * Digital-signature sign-in (docs/behaviour.md §10): the keys of the E-IMZO desktop service when it runs, and always a key
 * file; the chosen key is remembered 6 hours. Signing sends the server's challenge back signed and
 * time-stamped; an account with a one-time code asks for it. The CMS code loads only when a key file is used.
 */
export function SignatureSignIn({ runtime, t, onSignedIn, onFailed, service: givenService }: SignatureSignInProps) {
  const service = useMemo(() => givenService ?? projectService(runtime), [givenService, runtime]);
  const [keys, setKeys] = useState<SignerKey[]>([]);
  const [checking, setChecking] = useState(true);
  /** Why E-IMZO's keys could not be listed: the note under the list says so. */
  const [absence, setAbsence] = useState<EimzoServiceProblem | null>(null);
  const [choice, setChoice] = useState(KEY_FILE_CHOICE);
  const [fileDialog, setFileDialog] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<EimzoRefusal | null>(null);
  const [otpFor, setOtpFor] = useState<{ keyId: string; sign: Sign } | null>(null);
  const software = useRef<SoftwareSigner | null>(null);

  useEffect(() => {
    let live = true;
    service
      .listKeys()
      .then((found) => {
        if (!live) return;
        setKeys(found);
        const remembered = rememberedKey.get();
        const preferred = found.find((key) => key.id === remembered) ?? (remembered?.startsWith('file:') ? undefined : found[0]);
        if (preferred) setChoice(preferred.id);
      })
      // Not installed, not running, too old or refused: the key file remains, and the note says why.
      .catch((error: { problem?: EimzoServiceProblem }) => live && setAbsence(error.problem ?? 'unavailable'))
      .finally(() => live && setChecking(false));
    return () => {
      live = false;
    };
  }, [service]);

  /** One sign-in attempt; answers what the one-time-code dialog should show, or null. */
  async function attempt(keyId: string, sign: Sign, otp?: string): Promise<string | null> {
    try {
      const outcome = await eimzoLogin(runtime, sign, otp);
      if (outcome.status === 'otp-required') {
        setFileDialog(false);
        setOtpFor({ keyId, sign });
        return null;
      }
      rememberedKey.set(keyId);
      setOtpFor(null);
      setFileDialog(false);
      onSignedIn(outcome.user);
      return null;
    } catch (error) {
      if (otp !== undefined && error instanceof ApiError && error.code === OTP_INVALID) {
        onFailed?.(error, 'Бир марталик код нотўғри');
        return 'Бир марталик код нотўғри';
      }
      setOtpFor(null);
      setFileDialog(false);
      if (error instanceof TimestampFailed) {
        runtime.toasts.show('danger', 'Timestamp олишда хатолик');
        onFailed?.(error, 'Timestamp олишда хатолик');
      } else {
        const refusal = eimzoErrorMessage(error);
        setRefusal(refusal);
        onFailed?.(error, refusal.message);
      }
      return null;
    }
  }

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setRefusal(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }

  function start() {
    if (choice === KEY_FILE_CHOICE) {
      setFileError(null);
      setFileDialog(true);
      return;
    }
    void run(async () => {
      await attempt(choice, (challenge) => service.sign(choice, challenge));
    });
  }

  function openKeyFile(file: File, password: string) {
    setFileError(null);
    void run(async () => {
      let key: SignerKey;
      let signer: SoftwareSigner;
      try {
        const { createSoftwareSigner } = await import('../../core/eimzo/createSoftwareSigner');
        signer = software.current ??= createSoftwareSigner();
        key = await signer.open(await file.arrayBuffer(), file.name, password);
      } catch (error) {
        const message = KEY_FILE_ERRORS[(error as { reason?: string }).reason ?? ''] ?? 'Бу файлни калит сифатида очиб бўлмади';
        setFileError(message);
        onFailed?.(error, message);
        return;
      }
      await attempt(key.id, (challenge) => signer.sign(key.id, challenge));
    });
  }

  return (
    <div className="pl-signature">
      {refusal ? <SignatureRefusal t={t} refusal={refusal} /> : null}
      <KeyList t={t} keys={keys} value={choice} onChange={setChoice} disabled={busy} />
      <p className="pl-muted" aria-live="polite">
        {checking
          ? t('E-IMZO калитлари қидирилмоқда…')
          : absence === 'old' || absence === 'apikey'
            ? t(EIMZO_SERVICE_TEXTS[absence])
            : absence
              ? t('E-IMZO дастури ишламаяпти ёки ўрнатилмаган: калит файлидан фойдаланинг')
              : keys.length === 0
                ? t('E-IMZO дастури ёки унда калит топилмади: калит файлидан фойдаланинг')
                : ''}
        {absence === 'old' || absence === 'unavailable' ? (
          <>
            {' '}
            <a href={EIMZO_DOWNLOAD_URL} target="_blank" rel="noopener noreferrer">
              {t('E-IMZO дастурини юклаб олиш')}
            </a>
          </>
        ) : null}
      </p>
      <Button variant="primary" className="pl-signature__submit" onClick={start} disabled={busy} aria-busy={busy}>
        {busy && !fileDialog ? t('Имзоланмоқда…') : t('Имзолаб кириш')}
      </Button>
      <KeyFileDialog open={fileDialog} t={t} busy={busy} error={fileError} onSubmit={openKeyFile} onCancel={() => setFileDialog(false)} />
      <OtpDialog
        open={otpFor !== null}
        t={t}
        onSubmit={(code) => attempt(otpFor!.keyId, otpFor!.sign, code)}
        onCancel={() => setOtpFor(null)}
      />
    </div>
  );
}

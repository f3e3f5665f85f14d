import { useRef } from 'react';
import { refreshUser } from '../../core/auth/refreshUser';
import { useTranslator } from '../../ui/useTranslator';
import { OtpEnableDialog } from '../profile/OtpEnableDialog';
import { useShell } from '../routing/ShellContext';
import { useShellStyles } from '../styles/useShellStyles';

/**
 * A user for whom an administrator made a one-time code required, and who has none (never set up, or reset
 * by the administrator), gets nothing but this: the profile page's set-up dialog, before any menu or page
 * loads (the server refuses those with OTP_SETUP_REQUIRED until then). Once verified, the user is read again
 * and the page reloads into the shell; closing the dialog offers the logout confirmation.
 */
export function OtpSetupRequired({ reload = () => globalThis.location.reload() }: { reload?(): void }) {
  const { runtime, confirmLogout } = useShell();
  const t = useTranslator(runtime.i18n);
  const ref = useRef<HTMLDivElement>(null);
  useShellStyles(ref);
  return (
    <div ref={ref}>
      <OtpEnableDialog
        runtime={runtime}
        t={t}
        intro={t('Администратор сиз учун бир марталик кодни мажбурий қилган. Давом этиш учун уни ёқинг.')}
        onClose={() => confirmLogout()}
        onEnabled={() => void refreshUser(runtime).finally(reload)}
      />
    </div>
  );
}

import { useRef } from 'react';
import { refreshUser } from '../../core/auth/refreshUser';
import { Dialog } from '../../ui/Dialog';
import { useTranslator } from '../../ui/useTranslator';
import { ChangePasswordPanel } from '../profile/ChangePasswordPanel';
import { useShell } from '../routing/ShellContext';
import { useShellStyles } from '../styles/useShellStyles';

/**
 * A user signed in with a temporary password an administrator set gets nothing but this: the change-password
 * form of the profile page (docs/behaviour.md §3) in a dialog, before any menu or page loads (the server refuses those
 * until then). Changed, the user is read again and the page reloads into the shell; × offers the logout
 * confirmation.
 */
export function PasswordChangeRequired({ reload = () => globalThis.location.reload() }: { reload?(): void }) {
  const { runtime, confirmLogout } = useShell();
  const t = useTranslator(runtime.i18n);
  const ref = useRef<HTMLDivElement>(null);
  useShellStyles(ref);
  return (
    <div ref={ref}>
      <Dialog
        open
        title={t('Янги парол ўрнатинг')}
        width="min(440px, calc(100vw - 40px))"
        closeLabel={t('Чиқиш')}
        closeOnOutsideClick={false}
        onClose={() => confirmLogout()}
      >
        <p className="pl-muted">{t('Администратор сизга вақтинчалик парол берган. Давом этиш учун ўз паролингизни ўрнатинг.')}</p>
        <ChangePasswordPanel
          runtime={runtime}
          t={t}
          // What was asked while the password was pending (the menu, prefetched) was refused: start afresh.
          onChanged={() => void refreshUser(runtime).finally(reload)}
        />
      </Dialog>
    </div>
  );
}

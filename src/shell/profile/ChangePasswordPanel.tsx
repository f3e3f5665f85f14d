import { useState, type FormEvent } from 'react';
import { changePassword } from '../../core/account/accountCalls';
import { accountErrorMessage } from '../../core/account/accountErrorMessage';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';
import { PasswordField } from './PasswordField';

/**
 * Change password (docs/behaviour.md §3, §11): old and new, no rules checked here (the server applies the policy and
 * says which rule failed). 'Маълумотлар сақланди' on success; the server's message, or 'Серверда хатолик'.
 */
export function ChangePasswordPanel({ runtime, t, onChanged }: { runtime: PlatonRuntime; t: Translate; onChanged?(): void }) {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await changePassword(runtime.api, { oldPassword, newPassword });
      setOldPassword('');
      setNewPassword('');
      runtime.toasts.show('success', 'Маълумотлар сақланди');
      onChanged?.();
    } catch (failure) {
      const message = accountErrorMessage(failure);
      setError(message);
      runtime.toasts.show('danger', message, undefined, failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="pl-profile-form" onSubmit={(e) => void submit(e)} noValidate>
      {/* A hidden username lets password managers file the new password under the right account. */}
      <input type="text" autoComplete="username" value={runtime.store.getState().user?.username ?? ''} readOnly hidden />
      <PasswordField label={t('Жорий парол')} value={oldPassword} autoComplete="current-password" t={t} onChange={setOldPassword} />
      <PasswordField label={t('Янги парол')} value={newPassword} autoComplete="new-password" t={t} onChange={setNewPassword} />
      {error ? (
        <div className="pl-alert pl-alert--danger" role="alert">
          {t(error)}
        </div>
      ) : null}
      <Button type="submit" variant="primary" disabled={busy} aria-busy={busy}>
        {t('Сақлаш')}
      </Button>
    </form>
  );
}

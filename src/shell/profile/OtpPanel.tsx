import { useState } from 'react';
import { useStore } from 'zustand';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';
import { OtpDisableDialog } from './OtpDisableDialog';
import { OtpEnableDialog } from './OtpEnableDialog';

/** The one-time code's state, with set-up (again, while on: docs/behaviour.md §3 re-activation) and turning off. */
export function OtpPanel({ runtime, t }: { runtime: PlatonRuntime; t: Translate }) {
  const enabled = useStore(runtime.store, (s) => Boolean(s.user?.hasOtpSecret));
  const [dialog, setDialog] = useState<'enable' | 'disable' | null>(null);
  const setEnabled = (hasOtpSecret: boolean) => {
    const user = runtime.store.getState().user;
    if (user) runtime.store.setState({ user: { ...user, hasOtpSecret } });
  };
  return (
    <div className="pl-profile-otp">
      <p className="pl-profile-otp__state" data-enabled={enabled} role="status">
        {enabled ? t('Бир марталик код ёқилган') : t('Бир марталик код ўчирилган')}
      </p>
      <div className="pl-profile-actions">
        <Button variant={enabled ? 'default' : 'primary'} onClick={() => setDialog('enable')}>
          {enabled ? t('Қайта ёқиш') : t('Ёқиш')}
        </Button>
        {enabled ? (
          <Button variant="danger" onClick={() => setDialog('disable')}>
            {t('Ўчириш')}
          </Button>
        ) : null}
      </div>
      {dialog === 'enable' ? (
        <OtpEnableDialog runtime={runtime} t={t} onClose={() => setDialog(null)} onEnabled={() => setEnabled(true)} />
      ) : null}
      {dialog === 'disable' ? (
        <OtpDisableDialog runtime={runtime} t={t} onClose={() => setDialog(null)} onDisabled={() => setEnabled(false)} />
      ) : null}
    </div>
  );
}

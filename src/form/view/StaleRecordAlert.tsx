import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';

/**
 * The 409 alert inside the form (docs/architecture.md): the record changed since it was read. The user's values stay
 * as they are; only the explicit reload replaces them with the stored record.
 *
 * @example
 * <StaleRecordAlert message={serverMessage} t={t} onReload={reload} busy={false} />
 */
export function StaleRecordAlert({ message, t, onReload, busy }: { message: string; t: Translate; onReload(): void; busy: boolean }) {
  return (
    <div className="pl-alert pl-alert--danger pl-form__stale" role="alert">
      <p className="pl-form__stale-text">{t(message)}</p>
      <Button onClick={onReload} disabled={busy}>
        {t('Ёзувни қайта юклаш')}
      </Button>
    </div>
  );
}

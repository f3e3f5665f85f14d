import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { Translate } from '../../ui/useTranslator';

/**
 * A promise-shaped yes/no confirmation (SPEC §2.6 confirm dialog, 350 px) for the form and its controls
 * (`env.confirm`): `await confirm(message)` resolves true on yes, false on no, × or Escape. Render `dialog`
 * once, inside the element's shadow root.
 *
 * @example
 * const { confirm, dialog } = useConfirmDialog(t);
 * if (await confirm(t('Маълумотни ўчиришни хоҳлайсизми?'))) remove();
 */
export function useConfirmDialog(t: Translate): { confirm(message: string): Promise<boolean>; dialog: ReactNode } {
  const [message, setMessage] = useState<string | null>(null);
  const pending = useRef<((yes: boolean) => void) | null>(null);
  const confirm = useCallback((text: string) => {
    // A second question answers the first one with no: only one dialog is open at a time.
    pending.current?.(false);
    setMessage(text);
    return new Promise<boolean>((resolve) => {
      pending.current = resolve;
    });
  }, []);
  const answer = (yes: boolean) => {
    const resolve = pending.current;
    pending.current = null;
    setMessage(null);
    resolve?.(yes);
  };
  const dialog = (
    <ConfirmDialog
      open={message !== null}
      title={t('Тасдиқлаш')}
      message={message ?? ''}
      yesLabel={t('Ҳа')}
      noLabel={t('Йўқ')}
      closeLabel={t('Ёпиш')}
      onAnswer={answer}
    />
  );
  return { confirm, dialog };
}

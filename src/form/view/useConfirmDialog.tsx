import { Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { Translate } from '../../ui/useTranslator';
import { lazyNamed } from '../controls/lazyNamed';

// The dialog (with floating-ui) is its own chunk, drawn only while a question is open (docs/performance.md).
const ConfirmDialog = lazyNamed(() => import('../../ui/ConfirmDialog').then((m) => m.ConfirmDialog));

/**
 * A promise-shaped yes/no confirmation (docs/behaviour.md §6 confirm dialog, 350 px) for the form and its controls
 * (`env.confirm`): `await confirm(message)` resolves true on yes, false on no, × or Escape. Render `dialog`
 * once, inside the element's shadow root. The dialog is a lazy chunk: `likely` (e.g. the form shows a
 * Delete button) fetches it once the form is shown, so the question appears at once.
 *
 * @example
 * const { confirm, dialog } = useConfirmDialog(t, canDelete);
 * if (await confirm(t('Маълумотни ўчиришни хоҳлайсизми?'))) remove();
 */
export function useConfirmDialog(t: Translate, likely = false): { confirm(message: string): Promise<boolean>; dialog: ReactNode } {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (likely) void ConfirmDialog.preload();
  }, [likely]);
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
  const dialog =
    message === null ? null : (
      <Suspense fallback={null}>
        <ConfirmDialog
          open
          title={t('Тасдиқлаш')}
          message={message}
          yesLabel={t('Ҳа')}
          noLabel={t('Йўқ')}
          closeLabel={t('Ёпиш')}
          onAnswer={answer}
        />
      </Suspense>
    );
  return { confirm, dialog };
}

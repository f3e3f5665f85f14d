import { useRef } from 'react';
import { LoadFailureView } from '../../ui/LoadFailureView';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { fileManagerCss } from './fileManagerCss';

/**
 * The access-denied view of docs/behaviour.md §6 (403: the text and a home button) under the page's title, so the
 * reader still knows which page refused: for a user without the permission, and when the server says 403.
 */
export function FileManagerForbidden() {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const rootRef = useRef<HTMLElement>(null);
  useAdoptedStyles(rootRef, fileManagerCss);
  return (
    <section ref={rootRef} className="pl-fm pl-fm--denied" aria-labelledby="pl-fm-title">
      <h1 id="pl-fm-title">{t('Файл менежери')}</h1>
      {/* No retry: asking again would be refused again. */}
      <LoadFailureView status={403} t={t} onRetry={() => undefined} onHome={() => router.navigate('/')} />
    </section>
  );
}

import { useRef } from 'react';
import { LoadFailureView } from '../../ui/LoadFailureView';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { call24ViewCss } from './call24ViewCss';

/**
 * The access-denied view of docs/behaviour.md §6 (403: the text, a home button and the support line) under the page's
 * title, so the reader still knows which page refused.
 */
export function Call24Forbidden() {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const rootRef = useRef<HTMLElement>(null);
  useAdoptedStyles(rootRef, call24ViewCss);
  return (
    <section ref={rootRef} className="pl-call24-page pl-call24-page--denied" aria-labelledby="pl-call24-title">
      <h1 id="pl-call24-title">{t('Қайта қўнғироқ сўровлари')}</h1>
      {/* No retry: asking again would be refused again. */}
      <LoadFailureView status={403} t={t} onRetry={() => undefined} onHome={() => router.navigate('/')} />
    </section>
  );
}

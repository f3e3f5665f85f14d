import { useRef } from 'react';
import { LoadFailureView } from '../../ui/LoadFailureView';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { dbControlCss } from './dbControlCss';

/** The access-denied view of docs/behaviour.md §6 (403) under the page's title: for a non-administrator, and on a server 403. */
export function DbControlForbidden() {
  const { runtime, router } = useShell();
  const t = useTranslator(runtime.i18n);
  const rootRef = useRef<HTMLElement>(null);
  useAdoptedStyles(rootRef, dbControlCss);
  return (
    <section ref={rootRef} className="pl-dbc" aria-labelledby="pl-dbc-title">
      <h1 id="pl-dbc-title">{t('Маълумотлар базаси бошқаруви')}</h1>
      <LoadFailureView status={403} t={t} onRetry={() => undefined} onHome={() => router.navigate('/')} />
    </section>
  );
}

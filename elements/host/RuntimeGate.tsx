import { useEffect, useState, type ReactNode } from 'react';
import { mergeConfig, type ConfigAttributes } from '../../src/core/config/platonConfig';
import { bootstrapRuntime } from '../../src/core/runtime/bootstrapRuntime';
import { StartupError } from '../../src/core/runtime/diagnoseStartupFailure';
import type { PlatonRuntime } from '../../src/core/runtime/platonRuntime';
import { useResolvedTheme } from '../../src/shell/layout/useResolvedTheme';
import { Button } from '../../src/ui/Button';
import { ElementFrame } from '../../src/ui/ElementFrame';
import { useTranslator } from '../../src/ui/useTranslator';
import { RuntimeToasts } from './RuntimeToasts';

/**
 * What every element does before its own content: apply its configuration attributes to the page's runtime,
 * wait for project info and translations, and offer a retry when the server cannot be reached. It also paints
 * the element in the page's theme, so every element (not only the app) follows a theme change.
 */
export function RuntimeGate({ runtime, config, children }: { runtime: PlatonRuntime; config: ConfigAttributes; children: ReactNode }) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(() => (runtime.store.getState().projectInfo ? 'ready' : 'loading'));
  // Set with a failure: a page on an origin the server refuses hears so, not 'no connection'.
  const [refusedOrigin, setRefusedOrigin] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const t = useTranslator(runtime.i18n);
  const { theme, themeColor } = useResolvedTheme(runtime);

  // Configuration must be in place before the first call goes out, hence during the first render.
  useState(() => runtime.store.setState((s) => ({ config: mergeConfig(s.config, config) })));

  useEffect(() => {
    let live = true;
    bootstrapRuntime(runtime).then(
      () => live && setStatus('ready'),
      (error) => {
        const failure = error instanceof StartupError ? error.failure : null;
        // A refused origin was already explained in the console, once for the page (bootstrapRuntime).
        if (failure?.kind !== 'refused-origin') console.error('[platon] start-up failed', error);
        if (!live) return;
        setRefusedOrigin(failure?.kind === 'refused-origin' ? failure.origin : null);
        setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [runtime, attempt]);

  return (
    <ElementFrame theme={theme} color={themeColor}>
      {status === 'ready' ? children : null}
      {status === 'loading' ? (
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      ) : null}
      {status === 'failed' ? (
        <div className="pl-center" role="alert">
          <p>
            {refusedOrigin
              ? t('Сервер бу саҳифанинг манзилидан ({0}) келган сўровларга рухсат бермаган', { 0: refusedOrigin })
              : t('Сервер билан алоқа йўқ')}
          </p>
          <Button
            onClick={() => {
              setStatus('loading');
              setAttempt((n) => n + 1);
            }}
          >
            {t('Қайта урунинг')}
          </Button>
        </div>
      ) : null}
      <RuntimeToasts runtime={runtime} />
    </ElementFrame>
  );
}

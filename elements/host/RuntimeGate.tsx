import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import type { ProjectInfo } from '../../src/core/api/contract';
import { DEFAULT_CONFIG, type ConfigAttributes } from '../../src/core/config/platonConfig';
import { forgetPrefetched } from '../../src/core/api/prefetch';
import { logCallFailure } from '../../src/core/api/logCallFailure';
import { applyElementSettings } from '../../src/core/runtime/applyElementSettings';
import { bootstrapRuntime } from '../../src/core/runtime/bootstrapRuntime';
import { supportContactOf } from '../../src/core/call24/supportContact';
import { langTag } from '../../src/core/i18n/langTag';
import type { PlatonRuntime } from '../../src/core/runtime/platonRuntime';
import { useResolvedTheme } from '../../src/shell/layout/useResolvedTheme';
import { Button } from '../../src/ui/Button';
import { ElementFrame } from '../../src/ui/ElementFrame';
import { SupportContactContext, type SupportContactView } from '../../src/ui/SupportContactLinks';
import { useTranslator } from '../../src/ui/useTranslator';
import { ScriptDialogHost } from '../../src/shell/dialogs/ScriptDialogHost';
import { RuntimeToasts } from './RuntimeToasts';

/**
 * What every element does before its own content: apply its configuration attributes to the page's runtime,
 * wait for project info and translations, and offer a retry when the server cannot be reached or refuses
 * this page's origin (any call may find that out: runtime.refusedOrigin). The start is the page's, so is its
 * recovery: a retry in any element, or any later start that succeeds (another element's settings naming the
 * server), brings every element of the page out of its failure, without a reload. It also paints
 * the element in the page's theme, so every element (not only the app) follows a theme change.
 */
export function RuntimeGate({
  runtime,
  config,
  onStart,
  publicOnly = false,
  children,
}: {
  runtime: PlatonRuntime;
  config: ConfigAttributes;
  /**
   * The element makes public calls only (a public form, table or page), which the server answers for any
   * origin: a refused origin concerns the signed-in calls, so it leaves this element showing and working.
   */
  publicOnly?: boolean;
  /**
   * Runs once, on the first render, right after the configuration is applied: the element starts its lazy
   * chunk and its first calls here (prefetchTable, prefetchUser...), beside the project info and the
   * translations rather than after them (issue 13). The content waits for what it returns (the element's
   * chunks) as it waits for the project info, under the same spinner: a lazy view whose code is not in when
   * it first renders suspends, and React then reveals it no sooner than 300 ms after the fallback showed
   * (its reveal throttle): twice on the way to a table's rows, about 0.3 s of the first paint (issue 13).
   */
  onStart?: () => Promise<unknown> | void;
  children: ReactNode;
}) {
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>(() => (runtime.store.getState().projectInfo ? 'ready' : 'loading'));
  // A page on an origin the server refuses hears so, not 'no connection', whichever call found out.
  const refused = useStore(runtime.refusedOrigin, (s) => s.origin);
  const refusedOrigin = publicOnly ? null : refused;
  const [attempt, setAttempt] = useState(0);
  const t = useTranslator(runtime.i18n);
  const { theme, themeColor } = useResolvedTheme(runtime);
  const locale = useStore(runtime.store, (s) => s.locale);
  const info = useStore(runtime.store, (s) => s.projectInfo);
  const support = useSupportContact(info, t);

  // The settings alone, as a key: r2wc hands an element its shadow root (`container`) among the props.
  const settings = JSON.stringify(Object.keys(DEFAULT_CONFIG).map((key) => config[key as keyof ConfigAttributes] ?? null));

  // Configuration must be in place before the first call goes out, hence during the first render.
  // The project info is asked right then too, not after the first commit: every element waits for it.
  const [chunks] = useState(() => {
    applyElementSettings(runtime, settingsOf(settings));
    bootstrapRuntime(runtime).catch(() => undefined);
    // A chunk that fails to load is the view's to report (its lazy import fails again, in its error boundary).
    return Promise.resolve(onStart?.()).catch(() => undefined);
  });

  // Attributes changed after the start (a host correcting api-base): applied as the element's own, and a
  // new server is a new start for every element of the page.
  const applied = useRef(settings);
  useEffect(() => {
    if (applied.current === settings) return;
    const previous = settingsOf(applied.current);
    applied.current = settings;
    if (!applyElementSettings(runtime, settingsOf(settings), previous)) return;
    setStatus('loading');
    setAttempt((n) => n + 1);
  }, [runtime, settings]);

  useEffect(() => {
    let live = true;
    Promise.all([bootstrapRuntime(runtime), chunks]).then(
      () => live && setStatus('ready'),
      (error) => {
        // No answer is a warning: a page left while it starts aborts the call, and the view says so anyway.
        logCallFailure('[platon] start-up failed', error);
        if (live) setStatus('failed');
      },
    );
    return () => {
      live = false;
    };
    // New project info is a start that succeeded, whoever asked (another element's retry or settings): this
    // element's too.
  }, [runtime, attempt, info]);

  return (
    <ElementFrame theme={theme} color={themeColor} lang={locale ? langTag(locale) : undefined}>
      {status === 'ready' ? (
        // Hidden, not unmounted, while the origin is refused: what the visitor typed is there after the retry.
        <div className="pl-gate" hidden={Boolean(refusedOrigin)}>
          <SupportContactContext.Provider value={support}>{children}</SupportContactContext.Provider>
        </div>
      ) : null}
      {status === 'loading' && !refusedOrigin ? (
        <div className="pl-spinner" role="status">
          {t('Юкланмоқда...')}
        </div>
      ) : null}
      {status === 'failed' || refusedOrigin ? (
        <div className="pl-center" role="alert">
          <p>
            {refusedOrigin
              ? t('Сервер бу саҳифанинг манзилидан ({0}) келган сўровларга рухсат бермаган', { 0: refusedOrigin })
              : t('Сервер билан алоқа йўқ')}
          </p>
          <Button
            onClick={() => {
              runtime.refusedOrigin.setState({ origin: null });
              if (status === 'ready') return;
              setStatus('loading');
              // What the views asked beside the failed start failed with it: they ask again as they show.
              forgetPrefetched(runtime.api);
              setAttempt((n) => n + 1);
            }}
          >
            {t('Қайта урунинг')}
          </Button>
        </div>
      ) : null}
      <RuntimeToasts runtime={runtime} />
      {status === 'ready' ? <ScriptDialogHost runtime={runtime} /> : null}
    </ElementFrame>
  );
}

/** The settings an element named, back from RuntimeGate's key (values in DEFAULT_CONFIG's key order). */
function settingsOf(key: string): ConfigAttributes {
  const values = JSON.parse(key) as Array<string | null>;
  return Object.fromEntries(Object.keys(DEFAULT_CONFIG).map((name, index) => [name, values[index] ?? undefined]));
}

/** The project's support line (issue 15) for the sidebar and the error views under this element, in its language. */
function useSupportContact(info: ProjectInfo | null, t: ReturnType<typeof useTranslator>): SupportContactView | null {
  return useMemo(() => {
    const contact = supportContactOf(info);
    if (!contact) return null;
    const labels = {
      heading: t('Техник қўллаб-қувватлаш'),
      call: t('Қўнғироқ қилиш: {0}', { 0: contact.phone ?? '' }),
      chat: t('Қўллаб-қувватлаш чати'),
      newWindow: t('(янги ойнада очилади)'),
    };
    return { ...contact, labels };
  }, [info, t]);
}

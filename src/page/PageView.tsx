import { useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { sendAudit } from '../core/audit/sendAudit';
import { createDialogApi } from '../core/dialogs/createDialogApi';
import { appHref } from '../core/router/appHref';
import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { useTranslator } from '../ui/useTranslator';
import { PageContent } from './PageContent';
import { definedTextLookup } from '../core/i18n/definedTextLookup';
import { PageErrorView } from './PageErrorView';
import type { PageLinks } from './PageLinks';
import type { PageQuery } from './PageScriptContext';
import { PageLoading } from './PageLoading';
import { usePageDefinition } from './usePageDefinition';

export interface PageViewProps {
  runtime: PlatonRuntime;
  /** API path of the definition: `pages/{name}`, `public/pages/{name}` or `public/main`. */
  path: string;
  query: PageQuery;
  /** The error view's home button (401, 403); by default the page goes to the configured base path. */
  onHome?: () => void;
  /** Where the page's marked links go (`data-platon-link`); default the routes of the app at `app-url`. */
  links?: PageLinks;
  /** Called with the page's name once it shows (after `OnPageOpened`). */
  onShown?: (name: string) => void;
}

/**
 * The machinery every dynamic page shares (DynamicPage, LandingPage, `<platon-page>`): loading view until
 * the definition and its scripts are in, the error view for a failed request, then the page. Once a page
 * shows, the `OnPageOpened` plugin event fires and a signed-in user's visit goes to the audit trail.
 */
export function PageView({ runtime, path, query, onHome, onShown, links }: PageViewProps) {
  const [attempt, setAttempt] = useState(0);
  const state = usePageDefinition(runtime, path, query, attempt);
  const t = useTranslator(runtime.i18n);
  const user = useStore(runtime.store, (s) => s.user);
  const ready = state.status === 'ready' ? state : null;

  const scriptContext = useMemo(
    () =>
      ready
        ? {
            page: ready.model.name,
            data: ready.model.data,
            query,
            api: runtime.api,
            user,
            t,
            dialogsAt: (origin: Node) => createDialogApi(runtime.dialogs, runtime.toasts, origin),
          }
        : null,
    // Keyed by the load (whose key includes the query): a language switch or a new user object must not
    // re-run the scripts of a page that is already showing.
    [ready?.key, runtime],
  );

  useEffect(() => {
    if (!ready) return;
    const { name, title } = ready.model;
    runtime.events.emit('OnPageOpened', { name });
    onShown?.(name);
    // The audit call needs a user; anonymous visitors of public pages are not audited from the browser.
    if (runtime.store.getState().token) sendAudit(runtime.api, 'pageRead', title ?? name, { name, query });
    // Once per loaded page, whatever else re-renders.
  }, [ready?.key, runtime]);

  const pageLinks = useMemo<PageLinks>(
    () => links ?? { hrefOf: (route) => appHref(route, runtime.store.getState().config) },
    [links, runtime],
  );

  if (state.status === 'loading') return <PageLoading runtime={runtime} />;
  if (state.status === 'failed') {
    return (
      <PageErrorView
        runtime={runtime}
        status={state.httpStatus}
        requestId={state.requestId}
        onReload={() => setAttempt((n) => n + 1)}
        onHome={onHome}
      />
    );
  }
  // The administrator's title in the chosen language (docs/behaviour.md §2); `t` re-renders this on a language switch.
  const title = state.model.title ? definedTextLookup(runtime.i18n)(state.model.title) : state.model.title;
  return (
    <PageContent
      key={state.key}
      model={state.model}
      modules={state.modules}
      scriptContext={scriptContext!}
      links={pageLinks}
      title={title}
    />
  );
}

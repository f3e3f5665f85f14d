import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { ErrorView } from '../ui/ErrorView';
import { errorViewTexts } from '../ui/errorViewTexts';
import { useTranslator } from '../ui/useTranslator';
import { appHref } from '../core/router/appHref';

export interface PageErrorViewProps {
  runtime: PlatonRuntime;
  status: number;
  /** The failed request's id, shown under a server error. */
  requestId?: string | null;
  onReload?: () => void;
  /** Default: the application's home (`app-url`, see appHref), never a path of the host page. */
  onHome?: () => void;
}

/** The error view of docs/behaviour.md §6 with the runtime's texts in the user's language. */
export function PageErrorView({ runtime, status, requestId = null, onReload, onHome }: PageErrorViewProps) {
  const t = useTranslator(runtime.i18n);
  return (
    <ErrorView
      status={status}
      texts={errorViewTexts(t, requestId)}
      onReload={onReload ?? (() => globalThis.location.reload())}
      onHome={onHome ?? (() => globalThis.location.assign(appHref('/', runtime.store.getState().config)))}
    />
  );
}

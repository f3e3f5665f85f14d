import type { PlatonRuntime } from '../core/runtime/platonRuntime';
import { ErrorView } from '../ui/ErrorView';
import { useTranslator } from '../ui/useTranslator';
import { appHref } from '../core/router/appHref';

export interface PageErrorViewProps {
  runtime: PlatonRuntime;
  status: number;
  onReload?: () => void;
  /** Default: the application's home (`app-url`, see appHref), never a path of the host page. */
  onHome?: () => void;
}

/** The error view of SPEC §2.6 with the runtime's texts in the user's language. */
export function PageErrorView({ runtime, status, onReload, onHome }: PageErrorViewProps) {
  const t = useTranslator(runtime.i18n);
  return (
    <ErrorView
      status={status}
      texts={{
        serverError: t('Серверда хатолик'),
        reload: t('Қайта юклаш'),
        accessDenied: t('Бу саҳифа кўришга рўхсат берилмаган'),
        home: t('Бош саҳифага'),
        notFound: t('Саҳифа топилмади'),
      }}
      onReload={onReload ?? (() => globalThis.location.reload())}
      onHome={onHome ?? (() => globalThis.location.assign(appHref('/', runtime.store.getState().config)))}
    />
  );
}

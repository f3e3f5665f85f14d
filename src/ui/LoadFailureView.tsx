import { Button } from './Button';
import { ErrorView } from './ErrorView';
import { errorViewTexts } from './errorViewTexts';
import type { Translate } from './useTranslator';

export interface LoadFailureViewProps {
  /** HTTP status of the failed load; 0 means the server could not be reached. */
  status: number;
  /** The failed request's id, shown under a server error (ApiError.requestId). */
  requestId?: string | null;
  t: Translate;
  onRetry: () => void;
  onHome: () => void;
  /**
   * A retry whatever the status, for a public element on a host page: its definition may have been asked
   * before the server was up or the page's settings were known, and it has no application to go home to.
   */
  offerRetry?: boolean;
}

/**
 * What a table or form shows when its definition could not be loaded (docs/behaviour.md §6 error views): no connection
 * with a retry button, else the error view for the status (403 no access, 404 not found, 500 with reload).
 *
 * @example
 * <LoadFailureView status={state.httpStatus} t={t} onRetry={retry} onHome={goHome} />
 */
export function LoadFailureView({ status, requestId = null, t, onRetry, onHome, offerRetry = false }: LoadFailureViewProps) {
  if (status === 0) {
    return (
      <div className="pl-center" role="alert">
        <p>{t('Сервер билан алоқа йўқ')}</p>
        <Button onClick={onRetry}>{t('Қайта урунинг')}</Button>
      </div>
    );
  }
  return (
    <>
      <ErrorView status={status} texts={errorViewTexts(t, requestId)} onReload={onRetry} onHome={onHome} />
      {/* A server error offers its reload (the same retry) already. */}
      {offerRetry && status < 500 ? <Button onClick={onRetry}>{t('Қайта урунинг')}</Button> : null}
    </>
  );
}

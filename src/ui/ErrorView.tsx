import { Button } from './Button';
import { SupportContactLinks } from './SupportContactLinks';

export interface ErrorViewTexts {
  serverError: string;
  reload: string;
  accessDenied: string;
  home: string;
  notFound: string;
  /** The request-id line under a server error, its `{0}` already filled; absent when the answer named no request. */
  requestId?: string;
}

export interface ErrorViewProps {
  /** HTTP status of the failed request. */
  status: number;
  /** Already translated (ui does not know the runtime's i18n). */
  texts: ErrorViewTexts;
  onReload?: () => void;
  onHome?: () => void;
}

/**
 * The error view of docs/behaviour.md §6, by status: 500 and above a server-error message with a reload button; 401
 * and 403 an access-denied text with a home button; anything else a not-found text. The message is an
 * alert, so screen readers announce it when it replaces the loading view. A server error and a refusal also
 * show the technical-support line (issue 15), when the element's project configures one; a server error names
 * the request (texts.requestId) so that whoever reports it can quote it.
 *
 * @example
 * <ErrorView status={403} texts={texts} onHome={() => navigate('/')} onReload={retry} />
 */
export function ErrorView({ status, texts, onReload, onHome }: ErrorViewProps) {
  const kind = status >= 500 ? 'server' : status === 401 || status === 403 ? 'denied' : 'not-found';
  const message = kind === 'server' ? texts.serverError : kind === 'denied' ? texts.accessDenied : texts.notFound;
  return (
    <section className={`pl-error-view pl-error-view--${kind}`}>
      <p className="pl-error-view__code" aria-hidden="true">
        {status}
      </p>
      <p className="pl-error-view__message" role="alert">
        {message}
      </p>
      {kind === 'server' && onReload ? (
        <Button variant="primary" onClick={onReload}>
          {texts.reload}
        </Button>
      ) : null}
      {kind === 'denied' && onHome ? (
        <Button variant="primary" onClick={onHome}>
          {texts.home}
        </Button>
      ) : null}
      {kind !== 'not-found' ? <SupportContactLinks className="pl-error-view__support" /> : null}
      {kind === 'server' && texts.requestId ? <p className="pl-error-view__request">{texts.requestId}</p> : null}
    </section>
  );
}

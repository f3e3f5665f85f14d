import type { ApiClient } from '../api/apiClient';
import type { SessionStore } from '../session/sessionStore';

export interface ErrorReportingOptions {
  api: Pick<ApiClient, 'post'>;
  store: SessionStore;
  /** Address prefix of the bundle's own scripts: only errors thrown from them are ours to report. */
  scriptBase: string;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  random?: () => number;
  /** Reports one page may send at most, whatever the sampling lets through. */
  maxPerPage?: number;
}

/** docs/behaviour.md §12 'Error-reporting sample rate 0.2', used when the project info does not say otherwise. */
export const DEFAULT_ERROR_SAMPLE_RATE = 0.2;

/**
 * docs/behaviour.md §12 error reporting: listens for uncaught errors and unhandled rejections, keeps those raised by the
 * elements' own code (the host page's errors are the host's business), and while the project's
 * `errorReporting` setting is on sends a sample of them (`errorSampleRate`, 0.2) to `POST error-reports`.
 * The setting is read at each error, so turning it on or off needs no reload. Returns the uninstall.
 *
 * @example
 * installErrorReporting({ api: runtime.api, store: runtime.store, scriptBase: new URL('.', import.meta.url).href });
 */
export function installErrorReporting(options: ErrorReportingOptions): () => void {
  const target = options.target ?? globalThis.window;
  if (!target) return () => undefined;
  const random = options.random ?? Math.random;
  let left = options.maxPerPage ?? 10;

  const report = (kind: 'error' | 'unhandledrejection', error: unknown, filename?: string, line?: number) => {
    const info = options.store.getState().projectInfo;
    if (!info?.errorReporting || left <= 0) return;
    const stack = error instanceof Error ? (error.stack ?? '') : '';
    const ours = (filename ?? '').startsWith(options.scriptBase) || stack.includes(options.scriptBase);
    if (!ours) return;
    if (random() >= (info.errorSampleRate ?? DEFAULT_ERROR_SAMPLE_RATE)) return;
    left -= 1;
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000) || 'Error';
    const body = {
      kind,
      message,
      ...(stack && { stack: stack.slice(0, 8000) }),
      ...(filename && { source: `${filename}${line ? `:${line}` : ''}`.slice(0, 2000) }),
      url: String(globalThis.location?.href ?? '').slice(0, 2000),
    };
    // A report that fails is dropped: it must never raise an error of its own.
    options.api.post('error-reports', body).catch(() => undefined);
  };

  const onError = (event: Event) => {
    const e = event as ErrorEvent;
    report('error', e.error ?? e.message, e.filename, e.lineno);
  };
  const onRejection = (event: Event) => report('unhandledrejection', (event as PromiseRejectionEvent).reason);
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

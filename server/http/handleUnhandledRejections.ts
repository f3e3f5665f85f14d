import { sendError } from './sendError';
import { requestInScope } from './requestScope';

interface Log {
  error(detail: unknown, message: string): void;
}

/**
 * Keeps the process serving when a promise fails with nobody waiting for it (a plugin's floating
 * `await reply.send(error)`, a fire-and-forget write). Node's default ends the process, and with it every
 * user's requests, for one request's bug. Node calls this listener in the failed promise's async context, so
 * the request that started the work is known (registerRequestScope): the failure is logged with that
 * request's id, and the request gets a 500 if it is still waiting for an answer. Outside any request the
 * failure is logged on `log`.
 *
 * @example
 * handleUnhandledRejections(app.log); // in startServer.ts, once per process
 */
export function handleUnhandledRejections(log: Log, target: NodeJS.EventEmitter = process): void {
  target.on('unhandledRejection', (reason: unknown) => {
    const scope = requestInScope();
    if (!scope) {
      log.error({ err: reason }, 'unhandled rejection outside any request');
      return;
    }
    scope.request.log.error({ err: reason }, 'unhandled rejection in a request');
    if (!scope.reply.sent && !scope.reply.raw.headersSent) sendError(scope.reply, 500, 'Серверда хатолик', 'Internal Server Error');
  });
}

import { ApiError } from '../../core/api/ApiError';

/**
 * Logs a failed form call by what it means: a server error (500 and above) or a bug in the browser is an
 * error; no connection and 4xx answers, which the view already shows the user, are warnings (the split the
 * tables and pages use, so a console watched for errors reports only real faults).
 *
 * @example
 * api.definition(name).catch((error) => logFormCallFailure(`[platon] form ${name} could not be loaded`, error));
 */
export function logFormCallFailure(message: string, error: unknown): void {
  const fault = !(error instanceof ApiError) || error.status >= 500;
  if (fault) console.error(message, error);
  else console.warn(message, error);
}

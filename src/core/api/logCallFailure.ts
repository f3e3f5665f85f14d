import { ApiError } from './ApiError';

/**
 * Logs a failed call by what it means: a server error (500 and above) or a bug in the browser is an error;
 * no connection (a page being left aborts its calls too) and 4xx answers, which the view already shows the
 * user, are warnings. Tables, forms, pages and the elements' start-up share it, so a console watched for
 * errors reports only real faults.
 *
 * @example
 * api.page(name, query).catch((error) => logCallFailure(`[platon] rows of table ${name} could not be loaded`, error));
 */
export function logCallFailure(message: string, error: unknown): void {
  const fault = !(error instanceof ApiError) || error.status >= 500;
  if (fault) console.error(message, error);
  else console.warn(message, error);
}

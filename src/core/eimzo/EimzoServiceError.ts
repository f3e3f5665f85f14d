/**
 * Why the E-IMZO desktop application could not list or sign: not running or not installed, a version older
 * than we can use, the site's API key refused, a wrong key password, an expired key, no ID card in the reader,
 * or any other refusal. The signature tab shows a text for each (eimzoErrorMessage).
 */
export type EimzoServiceProblem = 'unavailable' | 'old' | 'apikey' | 'password' | 'expired' | 'idcard' | 'refused';

export class EimzoServiceError extends Error {
  constructor(
    readonly problem: EimzoServiceProblem,
    message: string = problem,
  ) {
    super(message);
    this.name = 'EimzoServiceError';
  }
}

/**
 * Why a signed package was not accepted: the HTTP status, the `message` the client maps to docs/behaviour.md §9's texts
 * (the EIMZO_* constants of signInContract), and a short reason for the `loginFailed` audit entry.
 */
export class EimzoRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403,
    message: string,
    readonly reason: string,
  ) {
    super(message);
    this.name = 'EimzoRefusal';
  }
}

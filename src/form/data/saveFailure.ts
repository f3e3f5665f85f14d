import { ApiError } from '../../core/api/ApiError';
import { STALE_RECORD, type FieldErrors } from '../../core/api/formContract';

/** What a failed save or delete means for the form. */
export type SaveFailure =
  /** 422: the server's rules refused these fields; each message goes under its field. */
  | { kind: 'fields'; errors: FieldErrors; message: string | null }
  /** 409 STALE_RECORD: the record moved on since it was read; the user's edit is kept. */
  | { kind: 'stale'; message: string }
  /** Anything else: a toast with the server's message, or null for the generic 'Хатолик'. */
  | { kind: 'other'; status: number; message: string | null };

/**
 * Sorts a failed insert, update or delete into what the form does about it (docs/architecture.md "Writes").
 *
 * @example
 * saveFailure(new ApiError(409, { message: 'Record changed', code: 'STALE_RECORD' })); // { kind: 'stale', message: 'Record changed' }
 */
export function saveFailure(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return { kind: 'other', status: 0, message: null };
  const body = (error.data ?? {}) as { message?: unknown; code?: unknown; errors?: unknown };
  const message = typeof body.message === 'string' && body.message ? body.message : null;
  if (error.status === 422 && body.errors && typeof body.errors === 'object' && Object.keys(body.errors).length) {
    return { kind: 'fields', errors: body.errors as FieldErrors, message };
  }
  if (error.status === 409 && (body.code === STALE_RECORD || error.code === STALE_RECORD)) {
    return { kind: 'stale', message: message ?? STALE_RECORD };
  }
  return { kind: 'other', status: error.status, message: error.status === 0 ? null : message };
}

import { ApiError } from '../core/api/ApiError';

/**
 * The HTTP status the error view is chosen by (docs/behaviour.md §6). An unreachable server (status 0) and anything
 * that is not an HTTP answer count as server errors, whose view offers a retry.
 */
export function pageErrorStatus(error: unknown): number {
  if (error instanceof ApiError && error.status >= 400) return error.status;
  if (error instanceof ApiError && error.status === 0) return 503;
  return 500;
}

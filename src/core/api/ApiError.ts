/** A failed call: the HTTP status (0 when the server could not be reached) and the decoded error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly data: unknown;

  constructor(status: number, data: unknown, fallback = 'Request failed') {
    super(messageOf(data) ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }

  /** A failure of the server's (5xx): the id its log line carries, shown on error screens for support. */
  get requestId(): string | null {
    const id = (this.data as { requestId?: unknown } | null)?.requestId;
    return typeof id === 'string' && id ? id : null;
  }

  /** The server's machine-readable `error` field, when it sent one. */
  get code(): string | null {
    const error = (this.data as { error?: unknown } | null)?.error;
    return typeof error === 'string' ? error : null;
  }
}

function messageOf(data: unknown): string | null {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : null;
}

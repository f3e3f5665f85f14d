import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';

describe('ApiError.requestId', () => {
  it("is the id a server failure's body names, for the error screens", () => {
    const error = new ApiError(500, { statusCode: 500, error: 'Internal Server Error', message: 'Серверда хатолик', requestId: 'a1b2' });
    expect(error.requestId).toBe('a1b2');
  });

  it('is null when the body names none (a proxy error page, no answer at all)', () => {
    expect(new ApiError(502, '<html>Bad Gateway</html>').requestId).toBeNull();
    expect(new ApiError(0, null).requestId).toBeNull();
    expect(new ApiError(500, { requestId: 42 }).requestId).toBeNull();
  });
});

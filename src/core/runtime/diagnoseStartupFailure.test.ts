import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { diagnoseStartupFailure, refusedOriginLog, type ProbeFetch } from './diagnoseStartupFailure';

const PAGE = 'https://portal.example';
const NO_ANSWER = new ApiError(0, null, 'Failed to fetch');

function recording(answers: boolean) {
  const calls: { url: string; init: RequestInit }[] = [];
  const probe: ProbeFetch = (url, init) => {
    calls.push({ url, init });
    return answers ? Promise.resolve({ type: 'opaque' }) : Promise.reject(new TypeError('Failed to fetch'));
  };
  return { calls, probe };
}

describe('why the first call of a page failed', () => {
  it('names a refused origin when a cross-origin server still answers a no-cors probe', async () => {
    const { calls, probe } = recording(true);
    expect(await diagnoseStartupFailure(NO_ANSWER, 'https://platon.example/api/', PAGE, probe)).toEqual({ kind: 'refused-origin', origin: PAGE });
    expect(calls).toEqual([{ url: 'https://platon.example/api/info', init: { mode: 'no-cors', credentials: 'omit', cache: 'no-store' } }]);
  });

  it('keeps "no connection" for a server that does not answer at all', async () => {
    const { probe } = recording(false);
    expect(await diagnoseStartupFailure(NO_ANSWER, 'https://platon.example/api/', PAGE, probe)).toEqual({ kind: 'unreachable' });
  });

  it('does not probe a same-origin API, nor a server that answered with an error', async () => {
    const { calls, probe } = recording(true);
    expect(await diagnoseStartupFailure(NO_ANSWER, '/api/', PAGE, probe)).toEqual({ kind: 'unreachable' });
    expect(await diagnoseStartupFailure(NO_ANSWER, 'https://portal.example/api/', PAGE, probe)).toEqual({ kind: 'unreachable' });
    expect(await diagnoseStartupFailure(new ApiError(500, null), 'https://platon.example/api/', PAGE, probe)).toEqual({ kind: 'failed' });
    expect(calls).toEqual([]);
  });

  it('tells the administrator what to change in one line', () => {
    expect(refusedOriginLog(PAGE, 'https://platon.example/api/')).toBe(
      "[platon] The server at https://platon.example/api/ refuses calls from this page's origin https://portal.example: its administrator must add https://portal.example to PLATON_CORS_ORIGINS.",
    );
  });
});

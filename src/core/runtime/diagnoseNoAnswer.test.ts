import { describe, expect, it } from 'vitest';
import { diagnoseNoAnswer, refusedOriginLog, type ProbeFetch } from './diagnoseNoAnswer';

const PAGE = 'https://portal.example';
const API = 'https://platon.example/api/';

function recording(answers: boolean) {
  const calls: { url: string; init: RequestInit }[] = [];
  const probe: ProbeFetch = (url, init) => {
    calls.push({ url, init });
    return answers ? Promise.resolve({ type: 'opaque' }) : Promise.reject(new TypeError('Failed to fetch'));
  };
  return { calls, probe };
}

describe('why a call got no answer', () => {
  it('names a refused origin when a cross-origin server still answers a no-cors probe of its info', async () => {
    const { calls, probe } = recording(true);
    expect(await diagnoseNoAnswer('https://platon.example/api/auth/', API, PAGE, probe)).toBe('refused-origin');
    expect(calls).toEqual([{ url: 'https://platon.example/api/info', init: { mode: 'no-cors', credentials: 'omit', cache: 'no-store' } }]);
  });

  it('keeps "no connection" for a server that does not answer at all', async () => {
    const { probe } = recording(false);
    expect(await diagnoseNoAnswer(API, API, PAGE, probe)).toBe('unreachable');
  });

  it('does not probe for a call to the page’s own origin', async () => {
    const { calls, probe } = recording(true);
    expect(await diagnoseNoAnswer('/api/', '/api/', PAGE, probe)).toBe('unreachable');
    expect(await diagnoseNoAnswer('https://portal.example/api/', '/api/', PAGE, probe)).toBe('unreachable');
    expect(calls).toEqual([]);
  });

  it('tells the administrator what to change in one line', () => {
    expect(refusedOriginLog(PAGE, API)).toBe(
      "[platon] The server at https://platon.example/api/ refuses calls from this page's origin https://portal.example: its administrator must add https://portal.example to PLATON_CORS_ORIGINS.",
    );
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
afterEach(async () => t?.close());

const REPORT = {
  kind: 'error',
  message: 'TypeError: x is undefined',
  stack: 'TypeError: x is undefined\n    at a (https://app/elements/platon.js:1:2)',
  url: 'https://app/pages/x',
};

function post(payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/error-reports', payload: payload as object });
}

describe('POST /api/error-reports (docs/behaviour.md §12 error reporting)', () => {
  it('is refused while the errorReporting setting is off, its default; /info says off and 0.2', { timeout: 90_000 }, async () => {
    t = await createTestApp();
    const info = (await t.app.inject({ method: 'GET', url: '/api/info' })).json().data;
    expect(info).toMatchObject({ errorReporting: false, errorSampleRate: 0.2, winterModeDate: '02-15' });
    const response = await post(REPORT);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: 'Error reporting is turned off' });
  });

  it('when on, accepts reports, rejects bad input with 400, and rate-limits a burst with 429', { timeout: 90_000 }, async () => {
    t = await createTestApp();
    await t.db
      .insertInto('project_settings')
      .values({ key: 'errorReporting', value: JSON.stringify(true) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(true) }))
      .execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/info' })).json().data.errorReporting).toBe(true);

    for (const bad of [
      {},
      { kind: 'error' },
      { ...REPORT, message: '' },
      { ...REPORT, kind: 'warning' },
      { ...REPORT, message: 'x'.repeat(2001) },
    ]) {
      const response = await post(bad);
      expect(response.statusCode, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }

    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) statuses.push((await post(REPORT)).statusCode);
    expect(statuses.filter((s) => s === 202)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    expect((await post(REPORT)).json()).toMatchObject({ statusCode: 429, message: 'Too many error reports; try later' });
  });
});

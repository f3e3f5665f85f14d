import { describe, expect, it } from 'vitest';
import { jobFromAnswer } from './jobFromAnswer';

describe('jobFromAnswer', () => {
  it('finds the job of a 202 answer', () => {
    const job = { id: 'j1', kind: 'import', status: 'queued', done: 0, total: null };
    expect(jobFromAnswer({ data: job })).toBe(job);
  });
  it('gives null for a finished import, an empty answer or something else', () => {
    expect(jobFromAnswer({ message: 'Маълумотлар импорт қилинди', data: { inserted: 2, updated: 1 } })).toBeNull();
    expect(jobFromAnswer(null)).toBeNull();
    expect(jobFromAnswer('')).toBeNull();
    expect(jobFromAnswer({ data: { id: 5, kind: 'import', status: 'done' } })).toBeNull();
  });
});

import type { Job } from '../../api/jobContract';

/**
 * Tests: a job as the server lists it, running an export of the appeals table unless `overrides` say otherwise.
 *
 * @example
 * testJob({ status: 'done', resultFileId: 'f1', resultFileName: 'appeals.xlsx' });
 */
export function testJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 'j1',
    kind: 'export',
    name: 'appeals',
    title: 'Мурожаатлар',
    status: 'running',
    done: 0,
    total: 100,
    createdAt: '2025-03-01T10:00:00.000Z',
    startedAt: '2025-03-01T10:00:01.000Z',
    finishedAt: null,
    message: null,
    detail: null,
    resultFileId: null,
    resultFileName: null,
    resultSize: null,
    expiresAt: null,
    ...overrides,
  };
}

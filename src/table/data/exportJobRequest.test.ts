import { describe, expect, it } from 'vitest';
import { exportJobRequest } from './exportJobRequest';

describe('exportJobRequest', () => {
  it('carries the level, sort and active filters as the export link does', () => {
    expect(exportJobRequest({ level: 2, sort: 'amount', order: -1, filters: { region: 3, name: '', tags: [], date: { from: '', to: '' } } })).toEqual({
      level: 2,
      sort: 'amount',
      order: -1,
      filters: '{"region":3}',
    });
  });
  it('leaves out a sort without order and filters without values', () => {
    expect(exportJobRequest({ level: 1, sort: 'amount', order: null, filters: { name: '' } })).toEqual({ level: 1 });
  });
});

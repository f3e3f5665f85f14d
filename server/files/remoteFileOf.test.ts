import { describe, expect, it } from 'vitest';
import { remoteFileOf } from './remoteFileOf';

describe('remoteFileOf', () => {
  it('shows createdAt as DD.MM.YYYY HH:mm:ss in Asia/Tashkent and size as a number', () => {
    const row = {
      id: 'f1',
      kind: 'files' as const,
      name: 'ариза.pdf',
      extension: 'pdf',
      size: '1024',
      created_at: new Date('2024-05-01T19:30:05Z'),
    };
    expect(remoteFileOf(row)).toEqual({
      id: 'f1',
      kind: 'files',
      name: 'ариза.pdf',
      extension: 'pdf',
      size: 1024,
      createdAt: '02.05.2024 00:30:05',
    });
  });

  it('takes another time zone when asked', () => {
    const row = { id: 'f2', kind: 'images' as const, name: 'a.png', extension: 'png', size: 5, created_at: '2024-01-31T23:00:00Z' };
    expect(remoteFileOf(row, 'UTC').createdAt).toBe('31.01.2024 23:00:00');
  });
});

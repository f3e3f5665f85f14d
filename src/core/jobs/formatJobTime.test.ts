import { describe, expect, it } from 'vitest';
import { formatJobTime } from './formatJobTime';

describe('formatJobTime', () => {
  it('writes DD.MM.YYYY HH:mm:ss in the backend’s time zone whatever the browser’s, and nothing for no time', () => {
    // The file manager writes the same moment so (server/files/remoteFileOf.ts): both say 15:04:05.
    expect(formatJobTime('2025-03-01T10:04:05.000Z')).toBe('01.03.2025 15:04:05');
    expect(formatJobTime('2025-03-01T20:30:00.000Z')).toBe('02.03.2025 01:30:00');
    expect(formatJobTime('2025-03-01T10:04:05.000Z', 'UTC')).toBe('01.03.2025 10:04:05');
    expect(formatJobTime(null)).toBe('');
    expect(formatJobTime('not a date')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../../../server/auth/createSessionCache';

describe('createSessionCache', () => {
  it('remembers a session for its TTL only, and only for the user it belongs to', () => {
    let now = 1000;
    const cache = createSessionCache<string>(2000, 10, () => now);
    cache.set('s1', 7, 'user 7');
    expect(cache.get('s1', 7)).toBe('user 7');
    expect(cache.get('s1', 8)).toBeUndefined();
    now += 1999;
    expect(cache.get('s1', 7)).toBe('user 7');
    now += 1;
    expect(cache.get('s1', 7)).toBeUndefined();
  });

  it('forgets a session, or all of a user but the one kept', () => {
    const cache = createSessionCache<string>(2000, 10);
    for (const id of ['a', 'b', 'c']) cache.set(id, 1, id);
    cache.set('d', 2, 'd');
    cache.forgetSession('a');
    expect(cache.get('a', 1)).toBeUndefined();
    cache.forgetUser(1, 'b');
    expect([cache.get('b', 1), cache.get('c', 1), cache.get('d', 2)]).toEqual(['b', undefined, 'd']);
  });

  it('holds at most its size, dropping the oldest; a TTL of 0 remembers nothing', () => {
    const cache = createSessionCache<number>(2000, 2);
    cache.set('a', 1, 1);
    cache.set('b', 1, 2);
    cache.set('c', 1, 3);
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, 2, 3]);
    const off = createSessionCache<number>(0, 2);
    off.set('a', 1, 1);
    expect(off.get('a', 1)).toBeUndefined();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { providerMemoryAdapter } from './providerMemoryAdapter';

describe('the local provider’s store', () => {
  afterEach(() => vi.useRealTimers());

  it('finds what it keeps until it expires, by id and by a session’s uid', async () => {
    vi.useFakeTimers();
    const adapter = providerMemoryAdapter();
    await adapter('Session').upsert('s1', { uid: 'u1', accountId: 'demo-jasur' }, 60);
    expect(await adapter('Session').find('s1')).toMatchObject({ accountId: 'demo-jasur' });
    expect(await adapter('Session').findByUid('u1')).toMatchObject({ accountId: 'demo-jasur' });
    expect(await adapter('Interaction').find('s1')).toBeUndefined();
    vi.advanceTimersByTime(61_000);
    expect(await adapter('Session').find('s1')).toBeUndefined();
    expect(await adapter('Session').findByUid('u1')).toBeUndefined();
  });

  it('marks a code consumed, and a revoked grant takes its codes and tokens with it', async () => {
    const adapter = providerMemoryAdapter();
    await adapter('AuthorizationCode').upsert('c1', { grantId: 'g1' }, 60);
    await adapter('AccessToken').upsert('t1', { grantId: 'g1' }, 60);
    await adapter('AccessToken').upsert('t2', { grantId: 'g2' }, 60);
    await adapter('AuthorizationCode').consume('c1');
    expect((await adapter('AuthorizationCode').find('c1'))?.consumed).toEqual(expect.any(Number));
    await adapter('AccessToken').revokeByGrantId('g1');
    expect(await adapter('AuthorizationCode').find('c1')).toBeUndefined();
    expect(await adapter('AccessToken').find('t1')).toBeUndefined();
    expect(await adapter('AccessToken').find('t2')).toBeDefined();
  });

  it('stays bounded: past its size the oldest entry goes', async () => {
    const adapter = providerMemoryAdapter(3)('Interaction');
    for (const id of ['a', 'b', 'c', 'd']) await adapter.upsert(id, { kind: 'Interaction' }, 60);
    expect(await adapter.find('a')).toBeUndefined();
    expect(await adapter.find('d')).toBeDefined();
  });
});

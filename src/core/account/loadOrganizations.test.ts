import { describe, expect, it, vi } from 'vitest';
import type { RequestOptions } from '../api/apiClient';
import type { Organization, User } from '../api/contract';
import { createRuntime } from '../runtime/platonRuntime';
import { loadOrganizations } from './loadOrganizations';

const ORG: Organization = { tin: '305123456', pinfl: null, name: '«Тошкент Савдо» АЖ', nameLa: '«Toshkent Savdo» AJ' };
const SIGNER = {
  id: 5,
  username: 'director',
  fullName: 'Жасур Раҳимов',
  registeredWithEimzo: true,
  eimzoAllowToLogin: 'all',
  pinfl: '30505851234567',
  orgId: null,
} as User;

function runtimeFor(user: User | null, organizations: Organization[] | Error) {
  const runtime = createRuntime();
  const request = vi.fn(async (path: string, options: RequestOptions = {}) => {
    if (path !== 'user_organizations') return { data: { ...runtime.store.getState().user, orgId: Number(options.query!.org_id) } };
    if (organizations instanceof Error) throw organizations;
    return { data: organizations };
  });
  runtime.api = { ...runtime.api, request: request as typeof runtime.api.request };
  runtime.store.setState({ user });
  return { runtime, request };
}

describe('loadOrganizations (docs/behaviour.md §10)', () => {
  it('stores the organisations with the individual’s own entry, and picks none while there are several', async () => {
    const { runtime, request } = runtimeFor(SIGNER, [ORG]);
    await loadOrganizations(runtime);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('user_organizations', { base: 'auth' });
    expect(runtime.store.getState().organizations).toEqual([
      ORG,
      { tin: null, pinfl: SIGNER.pinfl, name: 'Жасур Раҳимов', nameLa: 'Жасур Раҳимов' },
    ]);
    expect(runtime.store.getState().user!.orgId).toBeNull();
  });

  it('picks the only organisation on the server when none is chosen, and keeps the answer as the user', async () => {
    const { runtime, request } = runtimeFor({ ...SIGNER, pinfl: null }, [ORG]);
    await loadOrganizations(runtime);
    expect(request).toHaveBeenLastCalledWith('change_user_org', { base: 'auth', query: { org_id: '305123456' } });
    expect(runtime.store.getState().user!.orgId).toBe(305123456);
  });

  it('leaves a chosen organisation alone', async () => {
    const { runtime, request } = runtimeFor({ ...SIGNER, pinfl: null, orgId: 305123456 }, [ORG]);
    await loadOrganizations(runtime);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks nothing for password users, users limited to legal entities, or nobody', async () => {
    for (const user of [{ ...SIGNER, registeredWithEimzo: false }, { ...SIGNER, eimzoAllowToLogin: 'legal' }, null] as (User | null)[]) {
      const { runtime, request } = runtimeFor(user, [ORG]);
      await loadOrganizations(runtime);
      expect(request).not.toHaveBeenCalled();
      expect(runtime.store.getState().organizations).toEqual([]);
    }
  });

  it('only logs a failure (docs/behaviour.md §9)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { runtime } = runtimeFor(SIGNER, new Error('502'));
    await expect(loadOrganizations(runtime)).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(runtime.store.getState().organizations).toEqual([]);
    warn.mockRestore();
  });
});

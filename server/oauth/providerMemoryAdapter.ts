import type { Adapter, AdapterPayload } from 'oidc-provider';

/** Models whose entries a revoked grant takes with it. */
const GRANTABLE = new Set(['AccessToken', 'AuthorizationCode', 'RefreshToken', 'DeviceCode', 'BackchannelAuthenticationRequest']);

/**
 * The storage of the provider that this server runs itself (the demo's Keycloak, the tests' providers): both
 * ends of every flow live in this one process and its client secret is new at every start, so what the provider
 * keeps (interactions, sessions, codes) is meant to end with the process. A store per provider, bounded (the
 * oldest entry goes past `maxEntries`) and expiring entries as oidc-provider asks; passed as its `adapter`,
 * which also says this choice was made on purpose (the library warns at start when it falls back to its own).
 *
 * @example
 * new Provider(issuer, { adapter: providerMemoryAdapter(), ... });
 */
export function providerMemoryAdapter(maxEntries = 5000): (model: string) => Adapter {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const set = (key: string, value: unknown, expiresInSeconds: number) => {
    entries.delete(key);
    entries.set(key, { value, expiresAt: Date.now() + expiresInSeconds * 1000 });
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  const get = <T>(key: string): T | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.value as T;
    entries.delete(key);
    return undefined;
  };

  return (model) => {
    const key = (id: string) => `${model}:${id}`;
    const find = async (id: string | undefined) => (id === undefined ? undefined : get<AdapterPayload>(key(id)));
    return {
      async upsert(id, payload, expiresIn) {
        if (model === 'Session' && payload.uid) set(`sessionUid:${payload.uid}`, id, expiresIn);
        if (payload.userCode) set(`userCode:${payload.userCode}`, id, expiresIn);
        if (GRANTABLE.has(model) && payload.grantId) {
          const grantKey = `grant:${payload.grantId}`;
          set(grantKey, [...(get<string[]>(grantKey) ?? []), key(id)], expiresIn);
        }
        set(key(id), payload, expiresIn);
      },
      find,
      findByUid: async (uid) => find(get<string>(`sessionUid:${uid}`)),
      findByUserCode: async (userCode) => find(get<string>(`userCode:${userCode}`)),
      async consume(id) {
        const payload = get<AdapterPayload>(key(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        entries.delete(key(id));
      },
      async revokeByGrantId(grantId) {
        for (const token of get<string[]>(`grant:${grantId}`) ?? []) entries.delete(token);
        entries.delete(`grant:${grantId}`);
      },
    };
  };
}

// Social sign-in on the server (issue 11): the OIDC code exchange of `oauth2-validate` (state spent, code
// traded with the client secret and PKCE verifier, ID token verified against the provider's keys), timed on
// its own, against the demo Keycloak-shaped provider the server runs. The person's part at the provider is
// done beforehand and not counted.
import { tsImport } from 'tsx/esm/api';
import { startBenchServer } from './lib/benchServer.mjs';

const EXCHANGES = 30;

export const title = `OIDC code exchange on the server (oauth2-validate against the demo provider), ${EXCHANGES} in turn`;

export async function run() {
  const { signInAtProvider } = await tsImport('../tests/server/support/signInAtProvider.ts', import.meta.url);
  const server = await startBenchServer({ PLATON_DEMO_APPEALS: '0' });
  try {
    const back = `${server.url}/auth/user`;
    const returned = async () => {
      const started = await fetch(`${server.url}/api/auth/oauth2-authorize?method=keycloak&redirect_uri=${encodeURIComponent(back)}`);
      const { data } = await started.json();
      const url = await signInAtProvider(data.url, 'jasur', 'jasur123', back);
      return { code: url.searchParams.get('code'), state: data.state, redirect_uri: back, iss: url.searchParams.get('iss') ?? undefined };
    };
    const exchange = async (body) => {
      const sent = performance.now();
      const response = await fetch(`${server.url}/api/auth/oauth2-validate?method=keycloak`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`oauth2-validate answered ${response.status}`);
      return performance.now() - sent;
    };
    await exchange(await returned()); // warm-up: discovery, JWKS
    const times = [];
    // The rate limit allows 30 a minute per address: the warm-up plus these stay within it.
    for (let i = 0; i < EXCHANGES - 2; i += 1) times.push(await exchange(await returned()));
    times.sort((a, b) => a - b);
    const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
    return [{ metric: `code exchange p50 / p99 (${times.length})`, value: `${at(0.5).toFixed(0)} / ${at(0.99).toFixed(0)} ms` }];
  } finally {
    await server.stop();
  }
}

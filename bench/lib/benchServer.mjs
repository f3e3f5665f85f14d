// The server as the benches start it: the built dist/server/main.js, on PostgreSQL when DATABASE_URL is set
// (`node scripts/with-postgres.mjs npm run bench`), else on PGlite in a temp data dir.
import { startServer } from '../../scripts/lib/server.mjs';

export const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

/** @param {Record<string, string | undefined>} [env] */
export function startBenchServer(env = {}) {
  return startServer({ DATABASE_URL: process.env.DATABASE_URL, ...env });
}

/** Signs in as the demo admin and returns the bearer token. */
export async function adminToken(url) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'admin123' }),
  });
  const body = await response.json().catch(() => ({}));
  const token = body?.data?.token ?? body?.token;
  if (!response.ok || !token) throw new Error(`admin sign-in failed: HTTP ${response.status} ${JSON.stringify(body)}`);
  return token;
}

// Sign-in under load (issue 10): the latency of valid sign-ins arriving together, and what a burst of guesses
// at one account costs the server in memory and in password checks. Loopback only, bounded in count.
import { readFileSync } from 'node:fs';
import { startBenchServer } from './lib/benchServer.mjs';

const CONCURRENT_SIGN_INS = 20;
const WAVES = 5;
const BURST = 40;
const ACCOUNTS = [
  { username: 'admin', password: 'admin123' },
  { username: 'user', password: 'user123' },
];

export const title = `Sign-in: ${CONCURRENT_SIGN_INS} concurrent valid sign-ins x ${WAVES}, and a ${BURST}-request guessing burst`;

export async function run() {
  // Each simulated browser has its own address (X-Forwarded-For from a trusted loopback proxy), as real
  // users behind a load balancer do; PLATON_DEMO_APPEALS=0 keeps the start short (sign-in does not read them).
  const server = await startBenchServer({ PLATON_TRUST_PROXY: '127.0.0.1', PLATON_DEMO_APPEALS: '0' });
  try {
    const pid = server.process.pid;
    const signIn = (account, address) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address, 'device-id': `bench-${address}` },
        body: JSON.stringify(account),
      }).then(async (response) => {
        await response.arrayBuffer();
        return response.status;
      });

    await signIn(ACCOUNTS[0], '10.1.0.1'); // warm-up: JIT, pool, the dummy hash
    const latencies = [];
    let refused = 0;
    for (let wave = 0; wave < WAVES; wave += 1) {
      await Promise.all(
        Array.from({ length: CONCURRENT_SIGN_INS }, async (_, i) => {
          const sent = performance.now();
          const status = await signIn(ACCOUNTS[i % ACCOUNTS.length], `10.2.${wave}.${i + 1}`);
          if (status === 200) latencies.push(performance.now() - sent);
          else refused += 1;
        }),
      );
    }
    latencies.sort((a, b) => a - b);
    const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? NaN;

    // The burst: 39 wrong passwords and the right one, all at once, at one account from one address.
    const before = residentMiB(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMiB(pid));
    }, 5);
    const statuses = await Promise.all(
      Array.from({ length: BURST }, (_, i) =>
        signIn({ username: 'admin', password: i === BURST - 1 ? 'admin123' : `wrong-${i}` }, '10.3.0.1'),
      ),
    );
    clearInterval(sampler);
    peak = Math.max(peak, residentMiB(pid));
    const count = (status) => statuses.filter((s) => s === status).length;

    // `budget` holds the figures measured here before issue 10 (scrypt N=2^17, failures counted after the check).
    return [
      {
        metric: `valid sign-in p50 / p99 (${latencies.length} of ${CONCURRENT_SIGN_INS * WAVES} signed in)`,
        value: `${percentile(0.5).toFixed(0)} / ${percentile(0.99).toFixed(0)} ms`,
        budget: 'was 4976 / 5991 ms',
      },
      ...(refused ? [{ metric: 'valid sign-ins refused', value: String(refused) }] : []),
      { metric: 'server memory before / peak during the burst', value: `${before} / ${peak} MiB`, budget: 'was 470 / 982 MiB' },
      {
        metric: 'burst answers: 401 checked / 429 refused / 200 signed in',
        value: `${count(401)} / ${count(429)} / ${count(200)}`,
        budget: 'was 39 / 0 / 1',
      },
    ];
  } finally {
    await server.stop();
  }
}

/** Resident set of a process in MiB, from /proc (Linux). */
function residentMiB(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Math.round(Number(match[1]) / 1024) : NaN;
}

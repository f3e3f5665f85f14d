// Digital-signature sign-in (issue 11): challenge to token, as the browser does it with a software key (sign
// the challenge, get it time-stamped, sign in), one at a time and 20 at once. Loopback only, bounded in count.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { startBenchServer } from './lib/benchServer.mjs';

const SEQUENTIAL = 30;
const CONCURRENT = 20;

export const title = `Signature sign-in: challenge to token with the demo key, ${SEQUENTIAL} in turn and ${CONCURRENT} at once`;

export async function run() {
  // The browser's own signing code, so the figure includes what the user's machine does.
  const { readKeyFile } = await tsImport('../src/core/eimzo/readKeyFile.ts', import.meta.url);
  const { signPackage } = await tsImport('../src/core/eimzo/signPackage.ts', import.meta.url);
  const dataDir = await mkdtemp(join(tmpdir(), 'platon-bench-eimzo-'));
  // Distinct client addresses (X-Forwarded-For from a trusted loopback proxy) keep the per-address budget out of it.
  const server = await startBenchServer({ PLATON_DATA_DIR: dataDir, PLATON_TRUST_PROXY: '127.0.0.1', PLATON_DEMO_APPEALS: '0' });
  try {
    const bytes = await readFile(join(dataDir, 'eimzo', 'director.p12'));
    const key = await readKeyFile(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), 'demo123');
    let address = 0;
    const signIn = async () => {
      address += 1;
      const headers = { 'x-forwarded-for': `10.9.${address >> 8}.${address & 255}`, 'device-id': `bench-${address}` };
      const started = performance.now();
      const { data } = await (await fetch(`${server.url}/api/auth/e-imzo`, { headers })).json();
      const pkcs7 = await signPackage(data.challenge, key);
      const stamped = await fetch(`${server.url}/api/eimzo/timestamp`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ pkcs7 }),
      });
      const { data: stamp } = await stamped.json();
      const response = await fetch(`${server.url}/api/auth/e-imzo`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'text/plain' },
        body: stamp.pkcs7b64,
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`signature sign-in answered ${response.status}`);
      return performance.now() - started;
    };

    await signIn(); // warm-up
    const inTurn = [];
    for (let i = 0; i < SEQUENTIAL; i += 1) inTurn.push(await signIn());
    const together = await Promise.all(Array.from({ length: CONCURRENT }, signIn));
    const stats = (values) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
      return `${at(0.5).toFixed(0)} / ${at(0.99).toFixed(0)} ms`;
    };
    return [
      { metric: `challenge to token p50 / p99, one at a time (${SEQUENTIAL})`, value: stats(inTurn) },
      { metric: `challenge to token p50 / p99, ${CONCURRENT} at once`, value: stats(together) },
    ];
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

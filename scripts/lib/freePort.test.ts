import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { freePort } from './server.mjs';

/** Listens on `port` (failing the test when it cannot) and closes again. */
function listenOnce(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

describe('freePort (the servers of the e2e suite and the benches)', () => {
  it('hands out free ports, each once, below the kernel’s ephemeral range where it has one', async () => {
    // CI saw a server fail with EADDRINUSE: its port, picked by listen(0), was the kernel's to give to any
    // outgoing connection or listener again before the server bound it.
    const ports = await Promise.all(Array.from({ length: 60 }, () => freePort()));
    expect(new Set(ports).size).toBe(ports.length);
    for (const port of ports) expect(port).toBeGreaterThan(1023);
    if (process.platform === 'linux') {
      const [low, high] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
      expect(ports.filter((port) => port >= low && port <= high)).toEqual([]);
    }
    for (const port of ports.slice(0, 10)) await listenOnce(port);
  });
});

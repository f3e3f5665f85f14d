// The server's memory as its own `GET /metrics` reports it (prom-client's default process figures).

/**
 * @param {string} url the server's base address
 * @param {Record<string, string>} [headers] e.g. the PLATON_METRICS_TOKEN bearer
 * @returns {Promise<{ rss: number, heapUsed: number, heapTotal: number, external: number }>} bytes; `heapTotal` is
 *   what V8 holds for its heap (used or not), `external` buffers and the embedded database's WebAssembly memory
 */
export async function serverMemory(url, headers = {}) {
  const response = await fetch(`${url}/metrics`, { headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET /metrics answered ${response.status}: ${text.slice(0, 200)}`);
  return {
    rss: gauge(text, 'process_resident_memory_bytes'),
    heapUsed: gauge(text, 'nodejs_heap_size_used_bytes'),
    heapTotal: gauge(text, 'nodejs_heap_size_total_bytes'),
    external: gauge(text, 'nodejs_external_memory_bytes'),
  };
}

function gauge(text, name) {
  const match = new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text);
  if (!match) throw new Error(`GET /metrics has no ${name}`);
  return Number(match[1]);
}

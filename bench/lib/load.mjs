// A small HTTP load generator on Node's own fetch: `concurrency` loops, each sending its next request as
// soon as the previous answer has been read, for `seconds`. Client and server share the machine, so the
// figures are for comparing runs on the same box, not absolute capacity.

/**
 * @param {string} url
 * @param {{ concurrency?: number, seconds?: number, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ requests: number, errors: number, firstError?: string, rps: number, p50: number, p99: number }>} latencies in ms
 */
export async function load(url, { concurrency = 50, seconds = 5, headers = {} } = {}) {
  const latencies = [];
  let errors = 0;
  let firstError;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now();
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        latencies.push(performance.now() - sent);
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, loop));
  const elapsed = (performance.now() - started) / 1000;
  if (latencies.length === 0) throw new Error(`every request to ${url} failed: ${firstError?.message}`);
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
  return {
    requests: latencies.length,
    errors,
    firstError: firstError?.message,
    rps: latencies.length / elapsed,
    p50: percentile(0.5),
    p99: percentile(0.99),
  };
}

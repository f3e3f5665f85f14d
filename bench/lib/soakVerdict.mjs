// Whether a soak's memory stayed flat and nothing failed (bench/soak.mjs). The budgets are docs/performance.md's.

/**
 * The heap after a forced full collection may grow by this much per minute after the warm-up: a leak of
 * 1 KB per request at the soak's default 20 requests/s is 1.2 MiB/min, so it fails here.
 */
export const HEAP_BUDGET_MIB_PER_MIN = 1;
/**
 * The resident set, also read after a full collection, may grow by this much per minute. Looser than the
 * heap: it holds the embedded database's memory, which grows with the database (every save adds audit rows)
 * and is not given back, and the allocator's pages.
 */
export const RSS_BUDGET_MIB_PER_MIN = 4;

const MIB = 1024 * 1024;

/**
 * @param {{
 *   atWarmup: { heapUsed: number, rss: number }, atEnd: { heapUsed: number, rss: number },
 *   measuredMinutes: number, requests: number, errors: number,
 * }} run memory in bytes, each read after a full collection
 * @returns {{ heapMiBPerMin: number, rssMiBPerMin: number, passed: boolean, problems: string[] }}
 */
export function soakVerdict(run) {
  const perMinute = (key) => (run.measuredMinutes > 0 ? (run.atEnd[key] - run.atWarmup[key]) / MIB / run.measuredMinutes : 0);
  const heapMiBPerMin = perMinute('heapUsed');
  const rssMiBPerMin = perMinute('rss');
  const problems = [];
  if (run.requests === 0) problems.push('no request was answered');
  if (run.errors > 0) problems.push(`${run.errors} of ${run.requests + run.errors} requests failed`);
  if (run.measuredMinutes <= 0) problems.push('the run ended before its warm-up did');
  if (heapMiBPerMin > HEAP_BUDGET_MIB_PER_MIN)
    problems.push(`the heap grew ${heapMiBPerMin.toFixed(2)} MiB/min (budget ${HEAP_BUDGET_MIB_PER_MIN})`);
  if (rssMiBPerMin > RSS_BUDGET_MIB_PER_MIN)
    problems.push(`the resident set grew ${rssMiBPerMin.toFixed(2)} MiB/min (budget ${RSS_BUDGET_MIB_PER_MIN})`);
  return { heapMiBPerMin, rssMiBPerMin, passed: problems.length === 0, problems };
}

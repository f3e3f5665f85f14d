/** Samples kept per key for its 95th percentile (reservoir sampling: a fair sample of all it has seen). */
const RESERVOIR = 128;

/** What one key measured since the last drain, plus its percentile over the whole life of the process. */
export interface MetricEntry {
  key: string;
  count: number;
  totalMs: number;
  maxMs: number;
  errors: number;
  p95Ms: number;
}

interface Slot {
  count: number;
  totalMs: number;
  maxMs: number;
  errors: number;
  seen: number;
  samples: number[];
}

export interface MetricTable {
  /** Adds one measurement: an in-memory update only (the request's hot path). Ignored when the table is full. */
  record(key: string, ms: number, failed?: boolean): void;
  /** The keys measured since the last drain, which starts afresh; percentiles keep their samples. */
  drain(): MetricEntry[];
  readonly size: number;
}

/**
 * Timings aggregated in memory per key (a route, a SQL text), bounded: at most `maxKeys` keys, further new
 * keys are not counted until a drain makes room (keys quiet since the last drain are then forgotten).
 *
 * @example
 * const routes = createMetricTable(500);
 * routes.record('GET /api/tables/:name/data', 12.5);
 * await write(routes.drain());
 */
export function createMetricTable(maxKeys: number): MetricTable {
  const slots = new Map<string, Slot>();
  return {
    record(key, ms, failed = false) {
      let slot = slots.get(key);
      if (!slot) {
        if (slots.size >= maxKeys) return;
        slot = { count: 0, totalMs: 0, maxMs: 0, errors: 0, seen: 0, samples: [] };
        slots.set(key, slot);
      }
      slot.count += 1;
      slot.totalMs += ms;
      if (ms > slot.maxMs) slot.maxMs = ms;
      if (failed) slot.errors += 1;
      slot.seen += 1;
      if (slot.samples.length < RESERVOIR) slot.samples.push(ms);
      else {
        const index = Math.floor(Math.random() * slot.seen);
        if (index < RESERVOIR) slot.samples[index] = ms;
      }
    },
    drain() {
      const entries: MetricEntry[] = [];
      for (const [key, slot] of slots) {
        if (slot.count === 0) {
          // Quiet for a whole window: its room goes to keys that are busy now.
          if (slots.size > maxKeys / 2) slots.delete(key);
          continue;
        }
        entries.push({
          key,
          count: slot.count,
          totalMs: slot.totalMs,
          maxMs: slot.maxMs,
          errors: slot.errors,
          p95Ms: percentile(slot.samples, 0.95),
        });
        slot.count = 0;
        slot.totalMs = 0;
        slot.maxMs = 0;
        slot.errors = 0;
      }
      return entries;
    },
    get size() {
      return slots.size;
    },
  };
}

function percentile(samples: number[], rank: number): number {
  if (!samples.length) return 0;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(rank * sorted.length) - 1)];
}

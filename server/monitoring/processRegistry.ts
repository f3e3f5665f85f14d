import { collectDefaultMetrics, Registry } from 'prom-client';

let registry: Registry | null = null;

/**
 * The process's own figures (CPU, memory, event loop lag, garbage collection, open handles), collected once
 * per process: they describe the process, not an app, and tests build many apps in one process, each of which
 * would otherwise start its own event-loop and GC observers.
 *
 * @example
 * const text = await processRegistry().metrics(); // 'process_cpu_user_seconds_total 0.42\n…'
 */
export function processRegistry(): Registry {
  if (!registry) {
    registry = new Registry();
    collectDefaultMetrics({ register: registry });
  }
  return registry;
}

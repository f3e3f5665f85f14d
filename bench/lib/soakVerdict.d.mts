export const HEAP_BUDGET_MIB_PER_MIN: number;
export const RSS_BUDGET_MIB_PER_MIN: number;
export function soakVerdict(run: {
  atWarmup: { heapUsed: number; rss: number };
  atEnd: { heapUsed: number; rss: number };
  measuredMinutes: number;
  requests: number;
  errors: number;
}): { heapMiBPerMin: number; rssMiBPerMin: number; passed: boolean; problems: string[] };

// The soak's settings: `--soak-minutes N` on the command line (`npm run bench -- --soak-minutes 60`, or
// `node bench/soak.mjs --soak-minutes 60`) or BENCH_SOAK_MINUTES, and the rest from the environment.

/** Minutes a soak runs unless told otherwise: long enough to see a trend, short enough for `npm run bench`. */
export const DEFAULT_SOAK_MINUTES = 3;

/**
 * @param {string[]} argv the command line's words after the script
 * @param {Record<string, string | undefined>} env
 */
export function soakOptions(argv, env) {
  const at = argv.indexOf('--soak-minutes');
  const flag = at >= 0 ? argv[at + 1] : argv.find((word) => word.startsWith('--soak-minutes='))?.split('=')[1];
  const minutes = positive('--soak-minutes', flag ?? env.BENCH_SOAK_MINUTES, DEFAULT_SOAK_MINUTES);
  const intervalSeconds = positive('BENCH_SOAK_INTERVAL', env.BENCH_SOAK_INTERVAL, 15);
  return {
    minutes,
    intervalSeconds,
    // A sixth of the run, at least one interval and at most five minutes: JIT, caches and the database's
    // buffers fill here, and the memory verdict starts after it.
    warmupSeconds: positive('BENCH_SOAK_WARMUP', env.BENCH_SOAK_WARMUP, Math.min(300, Math.max(intervalSeconds, (minutes * 60) / 6))),
    users: Math.round(positive('BENCH_SOAK_USERS', env.BENCH_SOAK_USERS, 8)),
    /** Requests per second, all users together. */
    rate: positive('BENCH_SOAK_RATE', env.BENCH_SOAK_RATE, 20),
  };
}

/** The command line without the soak's own option, so the rest are bench names (bench/run.mjs). */
export function withoutSoakOptions(argv) {
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--soak-minutes') i += 1;
    else if (!argv[i].startsWith('--soak-minutes=')) rest.push(argv[i]);
  }
  return rest;
}

function positive(name, raw, fallback) {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

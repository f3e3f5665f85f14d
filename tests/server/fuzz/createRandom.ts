/** A seeded source of pseudo-random choices: the same seed gives the same requests on every run. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
}

/**
 * Mulberry32: 32 bits of state, good enough spread for choosing test inputs, and no dependency. Not for
 * anything secret.
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[int(list.length)],
    chance: (probability: number) => next() < probability,
  };
}

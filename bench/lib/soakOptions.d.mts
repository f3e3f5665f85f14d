export const DEFAULT_SOAK_MINUTES: number;
export interface SoakOptions {
  minutes: number;
  intervalSeconds: number;
  warmupSeconds: number;
  users: number;
  rate: number;
}
export function soakOptions(argv: string[], env: Record<string, string | undefined>): SoakOptions;
export function withoutSoakOptions(argv: string[]): string[];

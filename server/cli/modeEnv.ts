import { CliError } from './CliCommand';

/**
 * The environment `platon start` and `platon migrate` configure the server from, with the mode decided: an
 * installed package serves production unless asked otherwise. `--demo` turns the demo on; without it,
 * PLATON_DEMO when the environment sets it (a container's choice stays), and production (PLATON_DEMO=0)
 * otherwise. The repository's `npm start` keeps the demo, since there PLATON_DEMO unset means the demo.
 * Any other argument is refused, with the verb's usage.
 *
 * @example
 * loadConfig(modeEnv(['--demo'], process.env, USAGE)).demo; // true
 * loadConfig(modeEnv([], {}, USAGE)).demo; // false
 */
export function modeEnv(args: readonly string[], env: NodeJS.ProcessEnv, usage: string): NodeJS.ProcessEnv {
  const unknown = args.find((arg) => arg !== '--demo');
  if (unknown !== undefined) throw new CliError(`unknown argument "${unknown}"\n\n${usage}`, 2);
  if (args.includes('--demo')) return { ...env, PLATON_DEMO: '1' };
  return env.PLATON_DEMO === undefined || env.PLATON_DEMO === '' ? { ...env, PLATON_DEMO: '0' } : env;
}

import { CliError } from './CliCommand';

/** `FILE [--force]` in either order, as `platon backup` and `platon restore` take them; anything else is refused. */
export function backupArguments(verb: string, args: string[], usage: string): { file: string; force: boolean } {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  const unknown = rest.find((arg) => arg.startsWith('-') && arg !== '-');
  if (unknown) throw new CliError(`unknown option "${unknown}"\n\n${usage}`, 2);
  if (rest.length !== 1) throw new CliError(`name one backup file: platon ${verb} FILE [--force]\n\n${usage}`, 2);
  return { file: rest[0], force };
}

import type { CliIo } from './CliCommand';

/**
 * A verb's usage when it is asked for (`platon VERB help`, `--help`, `-h`: on stdout, code 0) or when a verb
 * that needs arguments got none (on stderr, code 2); null when the verb should run.
 *
 * @example
 * const answered = answerHelp(args, io, USAGE, { argumentsRequired: true });
 * if (answered !== null) return answered;
 */
export function answerHelp(args: string[], io: CliIo, usage: string, { argumentsRequired = false } = {}): number | null {
  if (['help', '--help', '-h'].includes(args[0] ?? '')) {
    io.stdout.write(usage);
    return 0;
  }
  if (argumentsRequired && args.length === 0) {
    io.stderr.write(usage);
    return 2;
  }
  return null;
}

import { CliError, type CliCommand, type CliIo } from './CliCommand';

/**
 * The `platon` command's dispatcher: the first argument picks the verb, the rest are the verb's. `platon`,
 * `platon help` and `platon --help` list the verbs; `platon help VERB` and `platon VERB help` give its usage.
 * Resolves the exit code; a CliError is one line on stderr, anything else its message too (a stack helps
 * nobody who typed a command), with code 1.
 *
 * @example
 * process.exitCode = await runPlaton(process.argv.slice(2), io, PLATON_COMMANDS);
 */
export async function runPlaton(argv: string[], io: CliIo, commands: readonly CliCommand[]): Promise<number> {
  const [verb, ...rest] = argv;
  if (verb === undefined || verb === 'help' || verb === '--help' || verb === '-h') {
    const about = rest[0] === undefined ? undefined : commands.find((command) => command.name === rest[0]);
    if (rest[0] !== undefined && !about) return unknown(rest[0], io, commands);
    (verb === undefined ? io.stderr : io.stdout).write(about ? about.usage : helpText(commands));
    return verb === undefined ? 2 : 0;
  }
  const command = commands.find((candidate) => candidate.name === verb);
  if (!command) return unknown(verb, io, commands);
  try {
    return await command.run(rest, io);
  } catch (error) {
    io.stderr.write(`platon ${verb}: ${error instanceof Error ? error.message : String(error)}\n`);
    return error instanceof CliError ? error.exitCode : 1;
  }
}

function unknown(verb: string, io: CliIo, commands: readonly CliCommand[]): number {
  io.stderr.write(`platon: unknown command "${verb}"\n\n${helpText(commands)}`);
  return 2;
}

function helpText(commands: readonly CliCommand[]): string {
  const width = Math.max(...commands.map((command) => command.name.length), 'help'.length);
  const lines = [...commands, { name: 'help', summary: 'this list; `platon help COMMAND` for one command' }].map(
    (command) => `  ${command.name.padEnd(width)}  ${command.summary}`,
  );
  return `Usage: platon COMMAND [ARGUMENTS]\n\nCommands:\n${lines.join('\n')}\n`;
}

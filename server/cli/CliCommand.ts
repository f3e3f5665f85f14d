import type { Readable, Writable } from 'node:stream';

/** What a command reads and writes: the process's own streams and environment, or a test's. */
export interface CliIo {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  /** Results, for scripts to read. */
  stdout: Writable;
  /** Prompts, progress and problems: never mixed into what a script reads. */
  stderr: Writable;
  env: NodeJS.ProcessEnv;
}

/** One verb of `platon`: `platon help` lists them with their summaries; `platon VERB help` prints the usage. */
export interface CliCommand {
  name: string;
  summary: string;
  usage: string;
  /** Resolves the process's exit code: 0 done, 1 refused or failed, 2 not understood. */
  run(args: string[], io: CliIo): Promise<number>;
}

/** A problem the command reports in one line, without a stack: bad input, a busy database. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

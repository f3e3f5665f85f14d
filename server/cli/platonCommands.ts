import { ADMIN_COMMAND } from './adminCommand';
import type { CliCommand } from './CliCommand';

/** Every verb of `platon`, in the order `platon help` lists them: a new verb joins with one line here. */
export const PLATON_COMMANDS: readonly CliCommand[] = [ADMIN_COMMAND];

import { ADMIN_COMMAND } from './adminCommand';
import { BACKUP_COMMAND } from './backupCommand';
import type { CliCommand } from './CliCommand';
import { RESTORE_COMMAND } from './restoreCommand';

/** Every verb of `platon`, in the order `platon help` lists them: a new verb joins with one line here. */
export const PLATON_COMMANDS: readonly CliCommand[] = [ADMIN_COMMAND, BACKUP_COMMAND, RESTORE_COMMAND];

import { ADMIN_COMMAND } from './adminCommand';
import { BACKUP_COMMAND } from './backupCommand';
import type { CliCommand } from './CliCommand';
import { KEYS_COMMAND } from './keysCommand';
import { MIGRATE_COMMAND } from './migrateCommand';
import { RESTORE_COMMAND } from './restoreCommand';
import { START_COMMAND } from './startCommand';

/** Every verb of `platon`, in the order `platon help` lists them: a new verb joins with one line here. */
export const PLATON_COMMANDS: readonly CliCommand[] = [
  START_COMMAND,
  MIGRATE_COMMAND,
  ADMIN_COMMAND,
  BACKUP_COMMAND,
  RESTORE_COMMAND,
  KEYS_COMMAND,
];

import { restoreBackup } from '../backup/restoreBackup';
import { LATEST_MIGRATION } from '../db/migrations';
import { PLATON_VERSION } from '../platonVersion';
import { backupArguments } from './backupArguments';
import { answerHelp } from './answerHelp';
import type { CliCommand } from './CliCommand';
import { commandConfig } from './commandConfig';
import { describeBackup } from './describeBackup';

const USAGE = `Usage:
  platon restore FILE [--force]

Restores a file written by platon backup: the database, the stored files and the data folder's keys,
into this installation's (DATABASE_URL or PLATON_DATA_DIR; PLATON_S3_BUCKET when set). The target
must be empty: no Platon tables in the database, no database in the data folder, no stored files.
--force replaces what is there instead.

The file is checked whole before anything is written; a file from a newer Platon release is refused,
one from an older release is restored and then migrated, as a start would. The embedded database must
not be in use: stop the server first.
`;

/** `platon restore FILE`: the counterpart of `platon backup`, into an empty installation (docs/backups.md). */
export const RESTORE_COMMAND: CliCommand = {
  name: 'restore',
  summary: 'restore a backup file into an empty database and data folder',
  usage: USAGE,
  async run(args, io) {
    const answered = answerHelp(args, io, USAGE, { argumentsRequired: true });
    if (answered !== null) return answered;
    const { file, force } = backupArguments('restore', args, USAGE);
    const config = commandConfig(io);
    const summary = await restoreBackup(config, file, { force, release: PLATON_VERSION });
    const lines = [`Restored ${summary.file}:`, ...describeBackup(summary.manifest, summary.end, summary.filesLabel)];
    if (summary.migratedFrom) lines.push(`  migrated: from ${summary.migratedFrom} to ${LATEST_MIGRATION}`);
    lines.push('Start the server on it: platon start');
    io.stdout.write(lines.join('\n') + '\n');
    // The environment's keys win over the data folder's (server/secrets.ts): the restored ones are then unused.
    if (summary.manifest.secrets && (config.jwtSecret || config.dataKey))
      io.stderr.write(
        "Note: PLATON_JWT_SECRET or PLATON_DATA_KEY is set and is used instead of the restored secrets.json: it must be the backed-up installation's, or sealed secrets will not open.\n",
      );
    return 0;
  },
};

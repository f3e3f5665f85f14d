import { writeBackup } from '../backup/writeBackup';
import { PLATON_VERSION } from '../platonVersion';
import { backupArguments } from './backupArguments';
import { answerHelp } from './answerHelp';
import type { CliCommand } from './CliCommand';
import { commandConfig } from './commandConfig';
import { describeBackup, size } from './describeBackup';

const USAGE = `Usage:
  platon backup FILE [--force]

Writes the whole installation into FILE: the database (the embedded one in PLATON_DATA_DIR, or the
PostgreSQL database at DATABASE_URL, through pg_dump), the stored files (PLATON_DATA_DIR/uploads, or
the objects under PLATON_S3_PREFIX in PLATON_S3_BUCKET) and the data folder's keys (secrets.json,
without which sealed secrets cannot be opened: keep the file as safe as the database).

FILE is written under a temporary name and renamed when complete; an existing FILE is kept unless
--force. The embedded database must not be in use: stop the server first. PostgreSQL and S3 are
copied while the server runs. Restore with: platon restore FILE
`;

/** `platon backup FILE`: the database, the stored files and the keys, in one file (docs/backups.md). */
export const BACKUP_COMMAND: CliCommand = {
  name: 'backup',
  summary: 'write the database, the stored files and the keys into one file',
  usage: USAGE,
  async run(args, io) {
    const answered = answerHelp(args, io, USAGE, { argumentsRequired: true });
    if (answered !== null) return answered;
    const { file, force } = backupArguments('backup', args, USAGE);
    const config = commandConfig(io);
    const summary = await writeBackup(config, file, { force, release: PLATON_VERSION });
    io.stdout.write(
      [
        `Backup written to ${summary.file} (${size(summary.bytes)}):`,
        ...describeBackup(summary.manifest, summary.end, summary.filesLabel),
      ].join('\n') + '\n',
    );
    if (config.jwtSecret || config.dataKey)
      io.stderr.write(
        'Note: PLATON_JWT_SECRET or PLATON_DATA_KEY is set, and keys from the environment are not in the backup: keep them with it.\n',
      );
    return 0;
  },
};

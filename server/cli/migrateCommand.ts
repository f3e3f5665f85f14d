import { PLATON_VERSION } from '../platonVersion';
import type { DatabaseUpgrade } from '../upgrade/upgradeDatabase';
import { upgradeDatabase } from '../upgrade/upgradeDatabase';
import { answerHelp } from './answerHelp';
import type { CliCommand } from './CliCommand';
import { modeEnv } from './modeEnv';
import { openCommandDatabase } from './openCommandDatabase';

const USAGE = `Usage:
  platon migrate          upgrade the database to this release, without starting the server
  platon migrate --demo   the same for a demo database (its sample data and demo configuration too)

It does what a start does before it listens: the schema migrations, then the release's built-in
forms, tables, pages, menus and translations (rows an administrator changed are kept, and the
release's version waits on the Configuration page). Run it before starting a new release, with
the server stopped: DATABASE_URL when set, otherwise the embedded database in PLATON_DATA_DIR.
`;

/**
 * `platon migrate`: upgradeDatabase, as a start runs it, on the database the server would open, then what it
 * did on stdout, one line each for the schema and the built-in configuration. Running it twice changes
 * nothing the second time and says so.
 */
export const MIGRATE_COMMAND: CliCommand = {
  name: 'migrate',
  summary: 'upgrade the database to this release without starting the server',
  usage: USAGE,
  async run(args, io) {
    const answered = answerHelp(args, io, USAGE);
    if (answered !== null) return answered;
    const env = modeEnv(args, io.env, USAGE);
    const database = await openCommandDatabase({ ...io, env }, 'platon migrate', { migrate: false });
    try {
      const { config, db, hasher } = database;
      const upgrade = await upgradeDatabase(db, {
        demo: config.demo,
        hasher,
        transferMethod: config.transferMethod,
        appealCount: config.demoAppeals,
      });
      io.stdout.write(upgradeReport(upgrade));
    } finally {
      await database.close();
    }
    return 0;
  },
};

/** What an upgrade did, in the words an operator checks after a release: which migration, how many rows. */
function upgradeReport({ applied, latest, builtIns }: DatabaseUpgrade): string {
  const schema = applied.length
    ? `Database at migration ${latest}: ${applied.length} applied (${applied.join(', ')}).`
    : `Database at migration ${latest}: already up to date.`;
  const rows = (count: number) => `${count} built-in row${count === 1 ? '' : 's'}`;
  const config =
    builtIns.written || builtIns.pending
      ? `Built-in configuration of release ${PLATON_VERSION}: ${rows(builtIns.written)} updated` +
        (builtIns.pending ? `, ${rows(builtIns.pending)} changed by an administrator kept (the release's version waits for review).` : '.')
      : `Built-in configuration of release ${PLATON_VERSION}: up to date.`;
  return `${schema}\n${config}\n`;
}

import { sql } from 'kysely';
import { normalizeUsername } from '../../src/core/auth/normalizeUsername';
import { createAdministrator } from '../admin/createAdministrator';
import { passwordProblem } from '../admin/passwordProblem';
import { resetAccountPassword } from '../admin/resetAccountPassword';
import { usernameProblem } from '../admin/usernameProblem';
import { answerHelp } from './answerHelp';
import { CliError, type CliCommand, type CliIo } from './CliCommand';
import { openCommandDatabase, type CommandDatabase } from './openCommandDatabase';
import { readPassword } from './readPassword';

const USAGE = `Usage:
  platon admin create NAME           a new administrator NAME (permission platon.admin)
  platon admin reset-password NAME   a new password for the account NAME; its sessions end

The password is asked twice at a terminal, or read from the first line of standard input
(echo "$PASSWORD" | platon admin create NAME); it is never an argument. The rules are the
change-password dialog's: at least 6 characters, not the username.

The command works on the server's database: DATABASE_URL when set, otherwise the embedded
database in PLATON_DATA_DIR (default ./data), which a running server holds: stop it first.
`;

/** `platon admin`: the first administrator without SQL, and a way back in the day the last one forgets the password. */
export const ADMIN_COMMAND: CliCommand = {
  name: 'admin',
  summary: 'create an administrator, or set a new password for an account',
  usage: USAGE,
  async run(args, io) {
    const answered = answerHelp(args, io, USAGE, { argumentsRequired: true });
    if (answered !== null) return answered;
    const [verb, ...rest] = args;
    const action = ACTIONS[verb];
    if (!action) throw new CliError(`unknown admin command "${verb}"\n\n${USAGE}`, 2);
    const name = accountName(verb, rest);
    const database = await openCommandDatabase(io, `platon admin ${verb}`);
    try {
      await action(name, io, database);
    } finally {
      await database.close();
    }
    return 0;
  },
};

const ACTIONS: Record<string, (name: string, io: CliIo, database: CommandDatabase) => Promise<void>> = {
  async create(name, io, { db, hasher }) {
    // Before the password is typed: a name that cannot be used is said at once.
    if (await storedAccount(db, name)) throw duplicate(name);
    const password = await readPassword(io, `Password for the new administrator "${name}"`, (text) => passwordProblem(name, text));
    const passwordHash = await hasher.hash(password);
    const id = await db
      .transaction()
      .execute((trx) => createAdministrator(trx, { username: name, passwordHash, source: 'platon admin create' }));
    if (id === null) throw duplicate(name);
    io.stdout.write(`Administrator "${name}" created: sign in with this name and password.\n`);
  },

  async 'reset-password'(name, io, { db, hasher }) {
    const account = await storedAccount(db, name);
    if (!account) throw new CliError(`no account is named "${name}"`);
    const password = await readPassword(io, `New password for "${account.username}"`, (text) => passwordProblem(account.username, text));
    const passwordHash = await hasher.hash(password);
    const username = await resetAccountPassword(db, { username: account.username, passwordHash, source: 'platon admin reset-password' });
    if (username === null) throw new CliError(`no account is named "${name}"`);
    io.stdout.write(`New password set for "${username}"; every session of the account has ended.\n`);
    if (!account.is_active) io.stderr.write(`Note: "${username}" is deactivated and cannot sign in until it is reactivated.\n`);
  },
};

/** The one argument, the account's name: a second one is most likely a password, which is refused as such. */
function accountName(verb: string, rest: string[]): string {
  if (rest.length === 0) throw new CliError(`name the account: platon admin ${verb} NAME`, 2);
  if (rest.length > 1 || /^--?p(assword)?\b/.test(rest[0]))
    throw new CliError(
      `platon admin ${verb} takes one argument, the account's name. A password is never an argument (the shell's ` +
        'history and the process list would keep it): type it when asked, or give it on standard input.',
      2,
    );
  const problem = usernameProblem(rest[0]);
  if (problem) throw new CliError(problem, 2);
  return rest[0];
}

async function storedAccount(db: CommandDatabase['db'], name: string) {
  return db
    .selectFrom('users')
    .select(['username', 'is_active'])
    .where(sql`lower(username)`, '=', normalizeUsername(name))
    .executeTakeFirst();
}

function duplicate(name: string): CliError {
  return new CliError(
    `an account named "${name}" exists already (names are compared in any letter case); to give it a new password: platon admin reset-password ${name}`,
  );
}

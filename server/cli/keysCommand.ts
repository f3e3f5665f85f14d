import { KEY_FINGERPRINTS_KEY } from '../requireSharedKeys';
import { answerHelp } from './answerHelp';
import { CliError, type CliCommand } from './CliCommand';
import { openCommandDatabase } from './openCommandDatabase';

const USAGE = `Usage:
  platon keys forget   forget the keys recorded for this database; the next start records its own

Instances on one PostgreSQL database must share PLATON_JWT_SECRET and PLATON_DATA_KEY, so the first
start records a fingerprint of each and a start with other keys is refused. After replacing the keys
on purpose (on every instance), run this once: the next instance to start records the new ones.
Sessions signed with the old key end, and values sealed with the old data key cannot be opened.
`;

/** `platon keys forget`: the way past requireSharedKeys after keys were replaced on purpose, without SQL. */
export const KEYS_COMMAND: CliCommand = {
  name: 'keys',
  summary: 'forget the recorded keys of this database after replacing them on purpose',
  usage: USAGE,
  async run(args, io) {
    const answered = answerHelp(args, io, USAGE, { argumentsRequired: true });
    if (answered !== null) return answered;
    const [verb, ...rest] = args;
    if (verb !== 'forget' || rest.length) throw new CliError(`unknown keys command "${[verb, ...rest].join(' ')}"\n\n${USAGE}`, 2);
    const database = await openCommandDatabase(io, 'platon keys forget');
    try {
      const { numDeletedRows } = await database.db
        .deleteFrom('project_settings')
        .where('key', '=', KEY_FINGERPRINTS_KEY)
        .executeTakeFirst();
      io.stdout.write(
        numDeletedRows
          ? 'The recorded keys are forgotten: the next instance to start records its own.\n'
          : 'No keys were recorded for this database.\n',
      );
    } finally {
      await database.close();
    }
    return 0;
  },
};

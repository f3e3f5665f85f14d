import { loadConfig } from '../config';
import { reportStartFailure } from '../reportStartFailure';
import { startServer } from '../startServer';
import { answerHelp } from './answerHelp';
import type { CliCommand } from './CliCommand';
import { modeEnv } from './modeEnv';

const USAGE = `Usage:
  platon start          the server, for production (PLATON_DEMO=0 unless the environment sets it)
  platon start --demo   the server with the demo: sample data, demo accounts, the demo host apps

The server listens on HOST:PORT (default 127.0.0.1:8080) and keeps its data in PLATON_DATA_DIR
(default ./data), or in PostgreSQL when DATABASE_URL is set; every setting is an environment
variable (see the operations guide). It upgrades the database first, as platon migrate does.
SIGTERM or Ctrl+C stop it gracefully: requests in flight are answered, the database is closed.
`;

/**
 * `platon start`: the same server as `node dist/server/main.js` (startServer), in this process, so signals
 * reach it directly. Resolves once it listens; from then on the server owns the process, and its shutdown
 * ends it. A failed start exits with code 1 (reportStartFailure), as the server's own entry does.
 */
export const START_COMMAND: CliCommand = {
  name: 'start',
  summary: 'run the server (production; --demo for the demo)',
  usage: USAGE,
  async run(args, io) {
    const answered = answerHelp(args, io, USAGE);
    if (answered !== null) return answered;
    const env = modeEnv(args, io.env, USAGE);
    await Promise.resolve()
      .then(() => startServer(loadConfig(env)))
      .catch(reportStartFailure);
    return 0;
  },
};

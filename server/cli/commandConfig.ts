import { loadConfig, type ServerConfig } from '../config';
import { CliError, type CliIo } from './CliCommand';

/**
 * The server's configuration as a command reads it (the same environment a start reads), a malformed value
 * being one line rather than a stack; and which database it names, on stderr, so that an operator in the
 * wrong folder or with the wrong DATABASE_URL sees it before anything is read or written.
 */
export function commandConfig(io: CliIo): ServerConfig {
  let config: ServerConfig;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    throw new CliError(error instanceof Error ? error.message : String(error));
  }
  io.stderr.write(
    config.databaseUrl
      ? 'Database: PostgreSQL at DATABASE_URL\n'
      : `Database: the embedded database in ${config.dataDir} (PLATON_DATA_DIR)\n`,
  );
  return config;
}

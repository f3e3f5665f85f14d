/**
 * The start's one line when no administrator exists and the environment names none: exactly how to make one.
 * On the embedded database the command needs the folder to itself, so it says to stop the server first and
 * names the folder; on PostgreSQL it runs beside the server, given the server's DATABASE_URL (never printed:
 * it may carry a password).
 *
 * @example
 * firstAdministratorHint({ dataDir: '/srv/platon/data' });
 */
export function firstAdministratorHint(target: { dataDir: string } | { postgres: true }): string {
  const command =
    'postgres' in target
      ? "run `npx platon admin create NAME` with the server's DATABASE_URL set"
      : `stop the server and run \`PLATON_DATA_DIR=${shellWord(target.dataDir)} npx platon admin create NAME\` in the Platon folder`;
  return (
    `No administrator exists yet. To create one, ${command} (it asks for the password), ` +
    'or start the server with PLATON_ADMIN_USERNAME and PLATON_ADMIN_PASSWORD set.'
  );
}

/** The folder as one word a POSIX shell reads back unchanged. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

import '../requireSupportedNode';
import { PLATON_COMMANDS } from './platonCommands';
import { runPlaton } from './runPlaton';

// The `platon` command (package.json "bin" → bin/platon.mjs → dist/server/platon.js), with the process's own streams.
process.exitCode = await runPlaton(
  process.argv.slice(2),
  { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env },
  PLATON_COMMANDS,
);

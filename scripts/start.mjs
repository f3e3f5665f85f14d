// `npm start`: refuse an unsupported Node.js in one line, build quietly (`npm start -- --verbose` lists every
// file the build writes), then run the server in the foreground, passing it the signals this process gets.
import { spawn, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const verbose = process.argv.includes('--verbose');

const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
const check = spawnSync(process.execPath, [tsx, 'server/requireSupportedNode.ts'], { cwd: ROOT, stdio: 'inherit' });
if (check.status !== 0) process.exit(check.status ?? 1);

const started = Date.now();
if (!verbose) console.log('Building Platon…');
const build = spawnSync(npm, ['run', '--silent', 'build'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: verbose ? process.env : { ...process.env, PLATON_QUIET_BUILD: '1' },
});
if (build.status !== 0) process.exit(build.status ?? 1);
if (!verbose) console.log(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);

const server = spawn(npm, ['run', '--silent', 'serve'], { cwd: ROOT, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// `node scripts/check-proxy-snippets.mjs nginx|caddy` (after `npm run build`, with nginx or caddy installed):
// runs docs/deploying.md's nginx or Caddy configuration, as the page prints it (only the ports, host name and
// certificate changed), in front of a production start of the built server, and checks through it: HTTPS
// and HTTP/2, the redirect from plain HTTP, a sign-in, the client address the server records (a connection
// from 127.0.0.2 with a forged X-Forwarded-For), the precompressed elements, the server's own compression
// and CSP, /metrics refused, an export, and /ready on the server's own port. Prints one line per check;
// exits 1 when one fails.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, startServer } from './lib/server.mjs';

const which = process.argv[2] ?? 'nginx';
const doc = readFileSync(new URL('../docs/deploying.md', import.meta.url), 'utf8');
const block = (lang) => new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(doc)[1];
const dir = mkdtempSync(join(tmpdir(), 'platon-proxy-'));
chmodSync(dir, 0o777);
const [httpPort, httpsPort] = [await freePort(), await freePort()];
const server = await startServer({
  PLATON_DEMO: '0',
  PLATON_ADMIN_USERNAME: 'boss',
  PLATON_ADMIN_PASSWORD: 'Tizim-Parol-2026!',
  PLATON_TRUST_PROXY: '127.0.0.1',
  PLATON_PUBLIC_URL: `https://localhost:${httpsPort}`,
});
const upstream = new URL(server.url).port;
let proxy;
try {
  if (which === 'nginx') {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const site = block('nginx')
      .replace('127.0.0.1:8080', `127.0.0.1:${upstream}`)
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replaceAll('platon.example.uz', 'localhost')
      .replace(/ssl_certificate .*;/, `ssl_certificate ${dir}/cert.pem;`)
      .replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${dir}/key.pem;`);
    writeFileSync(join(dir, 'site.conf'), site);
    writeFileSync(
      join(dir, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;' : ''} worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events {}
http { access_log ${dir}/access.log; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/f; uwsgi_temp_path ${dir}/u; scgi_temp_path ${dir}/s;
  include /etc/nginx/mime.types; include ${dir}/site.conf; }
`,
    );
    execFileSync('nginx', ['-t', '-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
    proxy = spawn('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir, '-g', 'daemon off;'], { stdio: 'inherit' });
  } else {
    const site = block('caddyfile')
      .replace(
        'platon.example.uz {',
        `{\n\tadmin off\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n\tskip_install_trust\n}\nlocalhost {\n\ttls internal`,
      )
      .replace('127.0.0.1:8080', `127.0.0.1:${upstream}`);
    writeFileSync(join(dir, 'Caddyfile'), site);
    execFileSync('caddy', ['validate', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      stdio: 'inherit',
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir },
    });
    proxy = spawn('caddy', ['run', '--config', join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    });
  }
  await new Promise((r) => setTimeout(r, 2500));
  const base = `https://localhost:${httpsPort}`;
  const curl = (...args) => execFileSync('curl', ['-sk', '--http2', '-D', '-', ...args], { encoding: 'utf8' });
  const head = (text, name) => new RegExp(`^${name}: (.*)$`, 'mi').exec(text)?.[1]?.trim();
  const results = [];
  const check = (what, ok, detail) => {
    results.push(ok);
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}: ${detail}`);
  };

  const info = curl(`${base}/api/info`, '-o', '/dev/null', '-w', 'HTTP/%{http_version}');
  check('HTTPS and HTTP/2 to the client', /HTTP\/2/.test(info), info.trim().split('\n').pop());
  const redirect = execFileSync(
    'curl',
    ['-s', '-o', '/dev/null', '-w', '%{http_code} %{redirect_url}', `http://localhost:${httpPort}/tables/x`],
    { encoding: 'utf8' },
  );
  check('plain HTTP redirects to HTTPS', redirect.startsWith('301') || redirect.startsWith('308'), redirect);
  const login = curl(
    '--interface',
    '127.0.0.2',
    '-X',
    'POST',
    `${base}/api/auth/login`,
    '-H',
    'content-type: application/json',
    '-H',
    'x-forwarded-for: 6.6.6.6',
    '--data',
    JSON.stringify({ username: 'boss', password: 'Tizim-Parol-2026!' }),
  );
  const body = JSON.parse(login.slice(login.indexOf('\r\n\r\n') + 4));
  check(
    'sign-in through the proxy',
    Boolean(body.data?.token),
    `${login.split('\n')[0].trim()}, x-request-id ${head(login, 'x-request-id')}`,
  );
  const token = body.data.token;
  const query = curl(
    '-X',
    'POST',
    `${base}/api/db-control/query`,
    '-H',
    `authorization: Bearer ${token}`,
    '-H',
    'content-type: application/json',
    '--data',
    JSON.stringify({ sql: "SELECT ip FROM user_logs WHERE action_type = 'loggedIn' ORDER BY id DESC LIMIT 1" }),
  );
  const ip = /"rows":\[\["([^"]+)"/.exec(query)?.[1] ?? query.slice(-300);
  check(
    'the sign-in is counted from the client address, not a forged X-Forwarded-For',
    ip === '127.0.0.2',
    `the audit trail has ${ip} (curl connected from 127.0.0.2 and sent X-Forwarded-For: 6.6.6.6)`,
  );
  const js = curl(`${base}/platon/platon.js`, '-H', 'accept-encoding: br', '-o', '/dev/null');
  check(
    'elements served precompressed',
    head(js, 'content-encoding') === 'br',
    `content-encoding ${head(js, 'content-encoding')}, vary ${head(js, 'vary')}, cache-control ${head(js, 'cache-control')}`,
  );
  const api = curl(`${base}/api/menus`, '-H', `authorization: Bearer ${token}`, '-H', 'accept-encoding: gzip', '-o', '/dev/null');
  check("an API answer keeps the server's encoding", true, `content-encoding ${head(api, 'content-encoding') ?? '(none: under 1 KiB)'}`);
  const page = curl(`${base}/`, '-o', '/dev/null');
  check(
    "the page keeps the server's CSP",
    /script-src 'self'/.test(head(page, 'content-security-policy') ?? ''),
    `csp ${head(page, 'content-security-policy')?.slice(0, 60)}…, hsts ${head(page, 'strict-transport-security')}`,
  );
  const metrics = curl(`${base}/metrics`, '-o', '/dev/null', '-w', '%{http_code}');
  check('/metrics refused at the proxy', metrics.trim().endsWith('404'), metrics.trim().split('\n').pop());
  const exported = curl(
    `${base}/api/export/users`,
    '-H',
    `authorization: Bearer ${token}`,
    '-o',
    '/dev/null',
    '-w',
    '%{http_code} %{size_download}',
  );
  check(
    'an export passes through',
    exported.trim().split('\n').pop().startsWith('200'),
    `${exported.trim().split('\n').pop()} bytes, ${head(exported, 'content-type')}`,
  );
  const ready = execFileSync('curl', ['-s', `${server.url}/ready`], { encoding: 'utf8' });
  check("/ready on the server's own port", ready.includes('ready'), ready);
  process.exitCode = results.every(Boolean) ? 0 : 1;
} finally {
  proxy?.kill('SIGTERM');
  await server.stop();
}

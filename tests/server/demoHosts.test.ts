import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoHostsOrigins, startDemoHostsServer } from '../../server/demoHosts/startDemoHostsServer';
import { registerStaticRoutes } from '../../server/staticRoutes';
import { createTestApp, type TestApp } from './testApp';

const PLATON = 'http://127.0.0.1:8080';
let root: string;
let t: TestApp;
let hosts: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'platon-hosts-'));
  for (const host of ['plain', 'csp']) {
    await mkdir(path.join(root, 'dist', 'hosts', host), { recursive: true });
    await writeFile(path.join(root, 'dist', 'hosts', host, 'index.html'), `<!doctype html><title>${host}</title>`);
  }
  await writeFile(path.join(root, 'dist', 'hosts', 'index.html'), '<!doctype html><title>hosts</title>');
  t = await createTestApp({ staticRoot: root });
  // The second origin: its own listener on a free port, naming the API's origin to its pages.
  hosts = await startDemoHostsServer({ staticRoot: root, host: '127.0.0.1', port: 0, platonOrigin: () => PLATON });
}, 120_000);

afterAll(async () => {
  await hosts?.close();
  await t?.close();
  await rm(root, { recursive: true, force: true });
});

const directives = (policy: string | string[] | number | undefined) =>
  Object.fromEntries(
    String(policy)
      .split('; ')
      .map((part) => [part.split(' ')[0], part.split(' ').slice(1)]),
  );

describe("demo host apps on the API's origin", () => {
  it('serves them in demo mode with a policy that allows nothing unsafe', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/demo/hosts/plain/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>plain</title>');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).not.toMatch(/unsafe-/);
    expect(directives(policy)['script-src']).toEqual(["'self'"]);
    expect(directives(policy)['style-src']).toEqual(["'self'"]);
  });

  it("holds the strict host to default-src 'none'", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/demo/hosts/csp/' });
    expect(page.statusCode).toBe(200);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe-/);
  });

  it('tells its pages that Platon is on their own origin', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/demo/hosts/platon-origin.js', headers: { host: 'portal.test:8080' } });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/^text\/javascript/);
    expect(script.body).toBe('window.PLATON_ORIGIN = "http://portal.test:8080";\n');
  });

  it('does not serve them outside demo mode', async () => {
    const production = Fastify();
    await registerStaticRoutes(production, root, { demo: false });
    expect((await production.inject({ method: 'GET', url: '/demo/hosts/csp/' })).statusCode).toBe(404);
    await production.close();
  });
});

describe('demo host apps on the second origin', () => {
  const base = () => {
    const address = hosts.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };

  it("serves only the host apps, each page allowed to load Platon from the API's origin", async () => {
    const response = await fetch(`${base()}/demo/hosts/csp/`);
    expect(response.status).toBe(200);
    const policy = directives(response.headers.get('content-security-policy') ?? '');
    expect(policy['script-src']).toEqual(["'self'", PLATON]);
    expect(policy['connect-src']).toEqual(["'self'", PLATON]);
    const plain = directives((await fetch(`${base()}/demo/hosts/plain/`)).headers.get('content-security-policy') ?? '');
    expect(plain['script-src']).toEqual(["'self'", PLATON]);
    expect((await fetch(`${base()}/api/info`)).status).toBe(404);
    expect((await fetch(`${base()}/platon/platon.js`)).status).toBe(404);
  });

  it("names the API's origin in platon-origin.js, and leads from / to the list of hosts", async () => {
    expect(await (await fetch(`${base()}/demo/hosts/platon-origin.js`)).text()).toBe(`window.PLATON_ORIGIN = "${PLATON}";\n`);
    const root = await fetch(`${base()}/`, { redirect: 'manual' });
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/demo/hosts/');
  });

  it('gives the CORS allow-list the origins a browser shows for it', () => {
    expect(demoHostsOrigins('127.0.0.1', 8081)).toEqual(['http://127.0.0.1:8081', 'http://localhost:8081']);
    expect(demoHostsOrigins('0.0.0.0', 8081)).toEqual(['http://127.0.0.1:8081', 'http://localhost:8081']);
    expect(demoHostsOrigins('portal.example.uz', 9001)).toEqual(['http://portal.example.uz:9001']);
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../server/http/contentSecurityPolicy';
import { parseFrameAncestors } from '../../server/http/parseFrameAncestors';
import { createTestApp, type TestApp } from './testApp';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'platon-csp-'));
  await mkdir(path.join(root, 'dist', 'elements'), { recursive: true });
  await mkdir(path.join(root, 'demo', 'examples'), { recursive: true });
  await writeFile(path.join(root, 'dist', 'elements', 'platon.js'), 'export {};\n');
  await writeFile(path.join(root, 'demo', 'app.html'), '<!doctype html><title>app</title>');
  await writeFile(path.join(root, 'demo', 'auth.html'), '<!doctype html><title>auth</title>');
  await writeFile(path.join(root, 'demo', 'examples', 'table-portal.html'), '<!doctype html><title>portal</title>');
});

afterAll(async () => rm(root, { recursive: true, force: true }));

/** Every HTML page the server itself sends: the app, the sign-in page, deep links, the example pages. */
const HTML_PAGES = ['/', '/tables/appeals', '/forms/kitchen_sink', '/auth/user', '/auth/user?next=%2F', '/examples/table-portal.html'];

function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('the server`s own HTML pages send a strict Content-Security-Policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ demo: false, staticRoot: root });
  });
  afterAll(async () => t?.close());

  it('on every page: scripts and styles from this origin only, no inline, no eval, no plugins, framed by this origin only', async () => {
    for (const url of HTML_PAGES) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      const policy = directives(response.headers['content-security-policy'] as string);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('style-src'), url).toEqual(["'self'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(policy.get('connect-src'), url).toEqual(expect.arrayContaining(["'self'", 'wss://127.0.0.1:64443']));
      expect(String(response.headers['content-security-policy']), url).not.toMatch(/unsafe-(inline|eval)/);
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('leaves the API, the runtime`s modules and plain-text hints without a page policy', async () => {
    for (const url of ['/api/info', '/platon/platon.js']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy'], url).toBeUndefined();
    }
  });
});

describe('PLATON_FRAME_ANCESTORS', () => {
  it('puts the configured partners into frame-ancestors and leaves out X-Frame-Options, which cannot name them', async () => {
    const t = await createTestApp({
      demo: false,
      staticRoot: root,
      frameAncestors: parseFrameAncestors("'self' https://portal.example.uz,https://*.gov.uz"),
    });
    try {
      for (const url of HTML_PAGES) {
        const response = await t.app.inject({ url });
        expect(directives(response.headers['content-security-policy'] as string).get('frame-ancestors'), url).toEqual([
          "'self'",
          'https://portal.example.uz',
          'https://*.gov.uz',
        ]);
        expect(response.headers['x-frame-options'], url).toBeUndefined();
      }
    } finally {
      await t.close();
    }
  });

  it("'none' forbids every frame, with X-Frame-Options DENY for older browsers", async () => {
    const t = await createTestApp({ demo: false, staticRoot: root, frameAncestors: parseFrameAncestors('none') });
    try {
      const response = await t.app.inject({ url: '/auth/user' });
      expect(directives(response.headers['content-security-policy'] as string).get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
    } finally {
      await t.close();
    }
  });

  it('stops the start on a malformed source', () => {
    for (const value of ['https://portal.example.uz/path', '*', "'unsafe-inline'", 'none self', 'javascript:']) {
      expect(() => parseFrameAncestors(value), value).toThrow(/PLATON_FRAME_ANCESTORS/);
    }
  });
});

describe('contentSecurityPolicy (for host apps that reuse it)', () => {
  it('adds a page`s own sources to the strict base', () => {
    const policy = directives(
      contentSecurityPolicy({ scriptSrc: ['https://cdn.example'], connectSrc: ['https://api.example'], frameAncestors: ["'none'"] }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", 'https://cdn.example']);
    expect(policy.get('connect-src')).toContain('https://api.example');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });
});

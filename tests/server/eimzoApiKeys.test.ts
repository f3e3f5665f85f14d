import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { EIMZO_PUBLIC_API_KEYS } from '../../src/core/eimzo/createEimzoServiceSigner';
import { createTestApp, type TestApp } from './testApp';

describe('E-IMZO desktop API keys (PLATON_EIMZO_API_KEYS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ eimzoApiKeys: ['platon.example.uz', 'ABC123'] });
  });
  afterAll(async () => t.close());

  it('hands the site’s keys, then the vendor’s public development keys, to the sign-in page in /info', async () => {
    const info = (await t.app.inject({ url: '/api/info' })).json().data;
    expect(info.eimzoApiKeys).toEqual(['platon.example.uz', 'ABC123', ...EIMZO_PUBLIC_API_KEYS]);
  });

  it('reads domain:key pairs and refuses anything else at start', () => {
    expect(loadConfig({ PLATON_EIMZO_API_KEYS: 'a.uz:0F1E, b.uz:AA' }).eimzoApiKeys).toEqual(['a.uz', '0F1E', 'b.uz', 'AA']);
    expect(loadConfig({}).eimzoApiKeys).toEqual([]);
    expect(() => loadConfig({ PLATON_EIMZO_API_KEYS: 'a.uz' })).toThrow(/domain:key pairs/);
    expect(() => loadConfig({ PLATON_EIMZO_API_KEYS: 'a.uz:not hex' })).toThrow(/domain:key pairs/);
  });
});

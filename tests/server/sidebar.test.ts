import { afterEach, describe, expect, it } from 'vitest';
import type { Organization, User } from '../../src/core/api/contract';
import type { AdsTables } from '../../server/ads/AdvertisementsTable';
import { seedDemoAds } from '../../server/seed/demoAds';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
afterEach(async () => t?.close());

function call(method: 'GET' | 'PUT', url: string, token?: string) {
  return t.app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('sidebar calls need a signed-in user', () => {
  it.each([
    ['GET', '/api/ads'],
    ['PUT', '/api/ads/increment?id=1'],
    ['GET', '/api/auth/user_organizations'],
    ['GET', '/api/auth/change_user_org?org_id=201234567'],
  ] as const)('%s %s without a token is 401', async (method, url) => {
    t = await createTestApp();
    expect((await call(method, url)).statusCode).toBe(401);
    expect((await call(method, url, 'garbage')).statusCode).toBe(401);
  });
});

describe('advertisements (docs/behaviour.md §2, §11 PUT /ads/increment)', () => {
  it('serves the seeded demo ad with the contract fields', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    const response = await call('GET', '/api/ads', token);
    expect(response.statusCode).toBe(200);
    const ads = response.json().data;
    expect(ads).toHaveLength(1);
    expect(Object.keys(ads[0]).sort()).toEqual(['id', 'mediaId', 'mediaUrl', 'title', 'websiteUrl']);
    expect(ads[0]).toMatchObject({ websiteUrl: 'https://example.com/platon', mediaId: null, mediaUrl: null });
    // Its title is an administrator's text: translated for every enabled locale (docs/behaviour.md §2).
    for (const locale of ['la', 'ru', 'en', 'qq']) {
      const texts = (await t.app.inject({ url: `/api/web/assets/translations?locale=${locale}` })).json();
      expect(texts[ads[0].title], locale).toMatch(/^Platon: /);
    }
  });

  it('counts clicks on the server, one per call, also when they come at once', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    const [ad] = (await call('GET', '/api/ads', token)).json().data;
    const first = await call('PUT', `/api/ads/increment?id=${ad.id}`, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { clicks: 1 } });
    await Promise.all([1, 2, 3].map(() => call('PUT', `/api/ads/increment?id=${ad.id}`, token)));
    const row = await t.db
      .withTables<AdsTables>()
      .selectFrom('advertisements')
      .select('clicks')
      .where('id', '=', ad.id)
      .executeTakeFirstOrThrow();
    expect(row.clicks).toBe(4);
  });

  it('answers 404 for an unknown or inactive ad and 400 without a valid id; inactive ads are not served', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    expect((await call('PUT', '/api/ads/increment?id=99999', token)).statusCode).toBe(404);
    expect((await call('PUT', '/api/ads/increment', token)).statusCode).toBe(400);
    expect((await call('PUT', '/api/ads/increment?id=abc', token)).statusCode).toBe(400);
    await t.db.withTables<AdsTables>().updateTable('advertisements').set({ is_active: false }).execute();
    expect((await call('GET', '/api/ads', token)).json()).toEqual({ data: [] });
    const [{ id }] = await t.db.withTables<AdsTables>().selectFrom('advertisements').select('id').execute();
    expect((await call('PUT', `/api/ads/increment?id=${id}`, token)).statusCode).toBe(404);
  });

  it('seeds the demo ad once: a restart neither duplicates it nor brings back a deleted one', async () => {
    t = await createTestApp();
    const ads = t.db.withTables<AdsTables>();
    await seedDemoAds(t.db);
    expect(await ads.selectFrom('advertisements').select('id').execute()).toHaveLength(1);
    await ads.deleteFrom('advertisements').execute();
    await seedDemoAds(t.db);
    expect(await ads.selectFrom('advertisements').select('id').execute()).toHaveLength(0);
  });

  it('a production start has no ads', async () => {
    t = await createTestApp({ demo: false });
    expect(await t.db.withTables<AdsTables>().selectFrom('advertisements').select('id').execute()).toEqual([]);
  });
});

describe('organisations (docs/behaviour.md §10, §11 auth/user_organizations, auth/change_user_org)', () => {
  it('lists the user’s organisations', async () => {
    t = await createTestApp();
    const user = await login(t.app, 'user', 'user123');
    const response = await call('GET', '/api/auth/user_organizations', user.token);
    expect(response.statusCode).toBe(200);
    const orgs: Organization[] = response.json().data;
    expect(orgs.map((org) => org.tin)).toEqual(['201234567', '302345678']);
    expect(orgs[0]).toEqual({
      tin: '201234567',
      pinfl: null,
      name: 'Фуқаролар мурожаатлари маркази',
      nameLa: 'Fuqarolar murojaatlari markazi',
    });
    const admin = await login(t.app, 'admin', 'admin123');
    expect((await call('GET', '/api/auth/user_organizations', admin.token)).json()).toEqual({ data: [] });
  });

  it('switches to one of them by TIN, stores it and returns the updated user', async () => {
    t = await createTestApp();
    const { token, user } = await login(t.app, 'user', 'user123');
    expect(user.orgId).toBeNull();
    const response = await call('GET', '/api/auth/change_user_org?org_id=302345678', token);
    expect(response.statusCode).toBe(200);
    const updated: User = response.json().data;
    expect(updated).toEqual({ ...user, orgId: 302345678 });
    expect((await call('GET', '/api/user-info', token)).json().data.orgId).toBe(302345678);
    expect((await login(t.app, 'user', 'user123')).user.orgId).toBe(302345678);
  });

  it('switches an individual’s entry by PINFL', async () => {
    t = await createTestApp();
    const { token, user } = await login(t.app, 'user', 'user123');
    await t.db
      .insertInto('user_organizations')
      .values({ user_id: user.id, tin: null, pinfl: '31502851234567', name: 'Алишер Навоий', name_la: 'Alisher Navoiy' })
      .execute();
    const response = await call('GET', '/api/auth/change_user_org?org_id=31502851234567', token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.orgId).toBe(31502851234567);
  });

  it('the demo director has two organisations, signs with a digital signature, and may act as the individual by own PINFL', async () => {
    t = await createTestApp();
    const { token, user } = await login(t.app, 'director', 'director123');
    expect(user).toMatchObject({ registeredWithEimzo: true, eimzoAllowToLogin: 'all', pinfl: '30505851234567', orgId: null });
    expect((await call('GET', '/api/auth/user_organizations', token)).json().data.map((org: Organization) => org.tin)).toEqual([
      '305123456',
      '306234567',
    ]);
    const individual = await call('GET', '/api/auth/change_user_org?org_id=30505851234567', token);
    expect(individual.statusCode).toBe(200);
    expect(individual.json().data.orgId).toBe(30505851234567);
    // Someone else's PINFL is not an individual entry of this user.
    expect((await call('GET', '/api/auth/change_user_org?org_id=31502851234567', token)).statusCode).toBe(403);
  });

  it('refuses an organisation that is not the user’s, and a malformed id, changing nothing', async () => {
    t = await createTestApp();
    const user = await login(t.app, 'user', 'user123');
    const admin = await login(t.app, 'admin', 'admin123');
    const foreign = await call('GET', '/api/auth/change_user_org?org_id=201234567', admin.token);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
    expect((await call('GET', '/api/auth/change_user_org?org_id=999999999', user.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/auth/change_user_org?org_id=1%20OR%201=1', user.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/auth/change_user_org', user.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/user-info', user.token)).json().data.orgId).toBeNull();
    expect((await call('GET', '/api/user-info', admin.token)).json().data.orgId).toBeNull();
  });
});

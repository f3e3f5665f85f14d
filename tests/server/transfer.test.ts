import { afterEach, describe, expect, it } from 'vitest';
import { decodeBody, encodeBody } from '../../src/core/api/transferCodec';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
afterEach(async () => t?.close());

describe('transfer_method base64', () => {
  it('decodes an application/json+base64 request body', async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json+base64' },
      payload: encodeBody('base64', { username: 'user', password: 'user123' }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.user.fullName).toBe('Алишер Навоий');
  });

  it('encodes JSON responses for a client that accepts application/json+base64', async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/info',
      headers: { accept: 'application/json+base64, application/json;q=0.5' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json+base64');
    expect(response.headers.vary).toContain('Accept');
    const decoded = decodeBody('base64', response.body) as { data: { name: string } };
    expect(decoded.data.name).toBe('Platon');
  });

  it('encodes error responses too, and round-trips Cyrillic text', async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json+base64', accept: 'application/json+base64' },
      payload: encodeBody('base64', { username: 'user', password: 'wrong' }),
    });
    expect(response.statusCode).toBe(401);
    expect(decodeBody('base64', response.body)).toMatchObject({ message: 'Логин ёки пароль нотугри!' });
  });

  it('keeps plain JSON working, and answers plain JSON without the Accept type', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'user', password: 'user123' } });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json().data.token).toBeTruthy();
  });

  it('rejects an undecodable body with 400', async () => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json+base64' },
      payload: '%%% not base64 %%%',
    });
    expect(response.statusCode).toBe(400);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json+base64' },
      payload: Buffer.from('{"username":"a","password":"b","__proto__":{"x":1}}').toString('base64'),
    });
    expect(poisoned.statusCode).toBe(400);
  });

  it('reports the method set by PLATON_TRANSFER_METHOD in /api/info', async () => {
    t = await createTestApp();
    await t.db
      .updateTable('project_settings')
      .set({ value: JSON.stringify('base64') })
      .where('key', '=', 'transfer_method')
      .execute();
    expect((await t.app.inject({ method: 'GET', url: '/api/info' })).json().data.transfer_method).toBe('base64');
  });
});

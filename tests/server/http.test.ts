import SwaggerParser from '@apidevtools/swagger-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
afterEach(async () => t?.close());

describe('OpenAPI document', () => {
  it('lists every API route with its schemas', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/auth/login',
      '/api/auth/refresh/token',
      '/api/logout',
      '/api/user-info',
      '/api/info',
      '/api/menus',
      '/api/user-locale/',
      '/api/web/assets/translations',
      '/api/public/main',
      '/api/audit',
    ]) {
      expect(paths, path).toContain(path);
    }
    expect(Object.keys(doc.paths['/api/logout']).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/auth/login'].post.requestBody).toBeTruthy();
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(['User', 'MenuItem', 'ProjectInfo', 'ErrorResponse']));
    expect(doc.components.securitySchemes.bearerAuth.scheme).toBe('bearer');
  });

  it('is a valid OpenAPI 3.1 document, so client generators accept it', async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    await expect(SwaggerParser.validate(doc)).resolves.toBeTruthy();
    // A free-form route query is no parameter named after a JSON Schema keyword.
    const names = (doc.paths['/api/pages/{name}'].get.parameters as { name: string }[]).map((parameter) => parameter.name);
    expect(names).not.toContain('additionalProperties');
    expect(names).not.toContain('type');
  });

  it('declares on every operation the error statuses any request can get, with the error body', async () => {
    t = await createTestApp();
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = Object.entries(
      doc.paths as Record<string, Record<string, { responses: Record<string, { content?: unknown }> }>>,
    ).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, responses: operation.responses })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { path, method, responses } of operations) {
      const expected = ['400', '414', '431', '500', ...(method === 'get' || method === 'head' ? [] : ['413', '415'])];
      for (const status of expected) expect(responses[status]?.content, `${method} ${path} ${status}`).toBeTruthy();
    }
  });
});

describe('schema validation and errors', () => {
  it.each([
    [{ username: 'admin' }],
    [{ password: 'admin123' }],
    [{ username: '', password: 'x' }],
    [{ username: 'admin', password: 'x'.repeat(2000) }],
    ['not json at all'],
  ])('rejects the login body %j with 400', async (payload) => {
    t = await createTestApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/info' })).statusCode).toBe(404);
  });

  it('sends nosniff and a same-origin referrer policy on every response', async () => {
    t = await createTestApp();
    for (const url of ['/api/info', '/api/nothing', '/api/user-info']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('same-origin');
    }
  });

  it('hides internal failures behind a generic 500', async () => {
    t = await createTestApp();
    await t.db.schema.dropTable('user_logs').execute();
    await t.db.schema.dropTable('project_settings').execute();
    const response = await t.app.inject({ method: 'GET', url: '/api/info' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Серверда хатолик',
      requestId: response.headers['x-request-id'],
    });
  });
});

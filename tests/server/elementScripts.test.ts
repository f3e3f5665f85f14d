import { afterEach, describe, expect, it } from 'vitest';
import type { FormElementMeta } from '../../src/core/api/formMeta';
import { KITCHEN_SINK_TITLE_SCRIPT, URGENT_HEADER_SCRIPT } from '../../server/seed/seedDemoElementScripts';
import { login } from './login';
import { createTestApp, type TestApp } from './testApp';

let t: TestApp;
afterEach(async () => t?.close());

const SCRIPT_URL = /^[a-z_]+(\/[a-z_]+)?\/scripts\/[0-9a-f]{64}\.js$/;

function findElement(elements: readonly FormElementMeta[], dataField: string): FormElementMeta | undefined {
  for (const element of elements) {
    if (element.dataField === dataField) return element;
    const inner = element.children && findElement(element.children, dataField);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Issue 15, docs/behaviour.md §2: the `js` of form elements and of project components (a column's header component) go
 * out as module URLs of our own origin, like page scripts, and those URLs serve the stored source as a
 * JavaScript module to anyone who knows the hash (module imports carry no token), and nothing else.
 */
describe('form element and header component scripts', () => {
  it('the form definition names the element script by URL, which serves its source as a module', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'user', 'user123');
    const definition = (await t.app.inject({ url: '/api/forms/kitchen_sink', headers: { authorization: `Bearer ${token}` } })).json().data;
    const title = findElement(definition.elements, 'title')!;
    expect(title.js).toMatch(SCRIPT_URL);
    expect(title.js).toMatch(/^forms\/kitchen_sink\/scripts\//);
    // No element without a script of its own gets one.
    expect(findElement(definition.elements, 'email')?.js).toBeUndefined();

    const script = await t.app.inject({ url: `/api/${title.js}` });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toContain('immutable');
    expect(script.body).toBe(KITCHEN_SINK_TITLE_SCRIPT);
  });

  it('serves no script of another form, of a page, an unknown hash or a malformed name', async () => {
    t = await createTestApp();
    const { token } = await login(t.app, 'admin', 'admin123');
    const definition = (await t.app.inject({ url: '/api/forms/kitchen_sink', headers: { authorization: `Bearer ${token}` } })).json().data;
    const file = findElement(definition.elements, 'title')!.js!.split('/').pop()!;
    expect((await t.app.inject({ url: `/api/forms/appeals/scripts/${file}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/forms/nope/scripts/${file}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/components/scripts/${file}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/forms/kitchen_sink/scripts/${'0'.repeat(64)}.js` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/forms/kitchen_sink/scripts/abc.js' })).statusCode).toBe(400);
  });

  it('an element script that is a URL goes out as that URL', async () => {
    t = await createTestApp();
    await t.db.updateTable('form_elements').set({ js: '/static/title-counter.js' }).where('data_field', '=', 'title').execute();
    const { token } = await login(t.app, 'admin', 'admin123');
    const definition = (await t.app.inject({ url: '/api/forms/kitchen_sink', headers: { authorization: `Bearer ${token}` } })).json().data;
    expect(findElement(definition.elements, 'title')!.js).toBe('/static/title-counter.js');
  });

  it('/info names the header component script by URL, which serves it without sign-in', async () => {
    t = await createTestApp();
    const info = (await t.app.inject({ url: '/api/info' })).json().data;
    const flag = info.components.find((component: { name: string }) => component.name === 'urgentFlag');
    expect(flag.js).toMatch(/^components\/scripts\/[0-9a-f]{64}\.js$/);
    const script = await t.app.inject({ url: `/api/${flag.js}` });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toBe(URGENT_HEADER_SCRIPT);
  });

  it('/info leaves out components without a name and reads wrong kinds of text as absent', async () => {
    t = await createTestApp();
    const value = JSON.stringify([{ name: 'a', content: 5, js: ['x'] }, { content: '<b>no name</b>' }, 'junk', null]);
    await t.db.updateTable('project_settings').set({ value }).where('key', '=', 'components').execute();
    const info = (await t.app.inject({ url: '/api/info' })).json().data;
    expect(info.components).toEqual([{ name: 'a', content: null, css: null, js: null }]);
  });
});

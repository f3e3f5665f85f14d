// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyElementSettings } from './applyElementSettings';
import { bootstrapRuntime } from './bootstrapRuntime';
import { createRuntime, type PlatonRuntime } from './platonRuntime';

describe('applyElementSettings (issue 40: the first element to name a setting configures the page)', () => {
  it('keeps the first value named for each setting, and takes the settings nobody named yet', () => {
    const runtime = createRuntime();
    applyElementSettings(runtime, { locale: undefined });
    applyElementSettings(runtime, { apiBase: 'https://one.example.uz/api' });
    applyElementSettings(runtime, { apiBase: 'https://two.example.uz/api/', authBase: 'https://two.example.uz/auth', locale: 'ru' });
    expect(runtime.store.getState().config).toMatchObject({
      apiBase: 'https://one.example.uz/api/',
      authBase: 'https://two.example.uz/auth/',
      locale: 'ru',
    });
  });

  it('starts again for a server named after the start began: whoever waited gets that start, not the old one', async () => {
    const runtime = createRuntime();
    const asked: string[] = [];
    runtime.api.get = (async (path: string) => {
      const base = runtime.store.getState().config.apiBase;
      asked.push(`${base}${path}`);
      if (path !== 'info') return {};
      if (base === '/api/') throw new Error('HTTP 404');
      return { data: { enabledLocales: ['uz'], defaultLocale: 'uz' } };
    }) as PlatonRuntime['api']['get'];
    const first = bootstrapRuntime(runtime);
    applyElementSettings(runtime, { apiBase: 'https://api.example.uz/api/' });
    await first;
    expect(runtime.store.getState().projectInfo).toMatchObject({ defaultLocale: 'uz' });
    expect(asked.filter((url) => url.endsWith('info'))).toEqual(['/api/info', 'https://api.example.uz/api/info']);
  });

  it('lets a failed start be tried again', async () => {
    const runtime = createRuntime();
    let up = false;
    runtime.api.get = (async (path: string) => {
      if (!up) throw new Error('no answer');
      return path === 'info' ? { data: { enabledLocales: ['uz'], defaultLocale: 'uz' } } : {};
    }) as PlatonRuntime['api']['get'];
    await expect(bootstrapRuntime(runtime)).rejects.toThrow('no answer');
    up = true;
    await bootstrapRuntime(runtime);
    expect(runtime.store.getState().projectInfo).not.toBeNull();
  });
});

describe('applyElementSettings when an element changes what it named (issue 40)', () => {
  it("takes the new value of a setting whose value in force is the element's, and no other element's change", () => {
    const runtime = createRuntime();
    applyElementSettings(runtime, { apiBase: 'https://wrong.example.uz/api/' });
    applyElementSettings(runtime, { locale: 'ru' });
    expect(
      applyElementSettings(runtime, { apiBase: 'https://other.example.uz/api/' }, { apiBase: 'https://elsewhere.example.uz/api/' }),
    ).toBe(false);
    expect(applyElementSettings(runtime, { apiBase: 'https://right.example.uz/api' }, { apiBase: 'https://wrong.example.uz/api' })).toBe(
      true,
    );
    expect(runtime.store.getState().config).toMatchObject({
      apiBase: 'https://right.example.uz/api/',
      authBase: 'https://right.example.uz/api/auth/',
      locale: 'ru',
    });
    expect(runtime.ready).toBeNull();
  });
});

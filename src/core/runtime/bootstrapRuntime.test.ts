// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectInfo } from '../api/contract';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { bootstrapRuntime } from './bootstrapRuntime';
import { createRuntime, type PlatonRuntime } from './platonRuntime';

/** A runtime whose API answers from the test: calls are recorded, the project info waits for `answerInfo`. */
function runtimeWithApi(info: Partial<ProjectInfo>) {
  const runtime = createRuntime();
  const calls: string[] = [];
  let answerInfo!: () => void;
  const infoAnswered = new Promise<void>((resolve) => (answerInfo = resolve));
  runtime.api.get = (async (path: string, query?: Record<string, string>) => {
    calls.push(query?.locale ? `${path}?locale=${query.locale}` : path);
    if (path === 'info') {
      await infoAnswered;
      return { data: { enabledLocales: ['uz', 'ru', 'en'], defaultLocale: 'uz', ...info } };
    }
    return { hello: `hello in ${query?.locale}` };
  }) as PlatonRuntime['api']['get'];
  return { runtime, calls, answerInfo };
}

describe('bootstrapRuntime on a first visit', () => {
  afterEach(() => localStorage.clear());

  it("asks for the likely locale's translations beside the project info, not after it", async () => {
    localStorage.setItem(STORAGE_KEYS.locale, JSON.stringify('en'));
    const { runtime, calls, answerInfo } = runtimeWithApi({});
    const ready = bootstrapRuntime(runtime);
    await Promise.resolve();
    expect(calls).toEqual(['web/assets/translations?locale=en', 'info']);
    answerInfo();
    await ready;
    expect(runtime.store.getState().locale).toBe('en');
    expect(runtime.i18n.t('hello')).toBe('hello in en');
    expect(calls).toHaveLength(2);
  });

  it('asks again when the project info settles on another locale (the likely one is not enabled)', async () => {
    localStorage.setItem(STORAGE_KEYS.locale, JSON.stringify('en'));
    const { runtime, calls, answerInfo } = runtimeWithApi({ enabledLocales: ['uz', 'ru'], defaultLocale: 'ru' });
    const ready = bootstrapRuntime(runtime);
    answerInfo();
    await ready;
    expect(runtime.store.getState().locale).toBe('ru');
    expect(runtime.i18n.t('hello')).toBe('hello in ru');
    expect(calls).toEqual(['web/assets/translations?locale=en', 'info', 'web/assets/translations?locale=ru']);
  });

  it('waits for the project info when the translations are cached (their revision decides)', async () => {
    localStorage.setItem(
      STORAGE_KEYS.translations('uz'),
      JSON.stringify({ date: '2999-01-01', data: { hello: 'cached' }, revision: 'r1' }),
    );
    const { runtime, calls, answerInfo } = runtimeWithApi({ translationsRevision: 'r1' } as Partial<ProjectInfo>);
    const ready = bootstrapRuntime(runtime);
    await Promise.resolve();
    expect(calls).toEqual(['info']);
    answerInfo();
    await ready;
    expect(runtime.i18n.t('hello')).toBe('cached');
    expect(calls).toEqual(['info']);
  });
});

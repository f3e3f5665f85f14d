import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { PageI18n } from './PageI18n';

/** An i18next instance set up as PageI18n sets up its own. */
function reference() {
  const engine = i18next.createInstance();
  void engine.init({
    lng: 'uz',
    fallbackLng: false,
    resources: {},
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return engine;
}

describe('PageI18n', () => {
  it('fills the default texts’ placeholders as i18next does, without loading it', () => {
    const i18n = new PageI18n();
    const engine = reference();
    const cases: [string, Record<string, unknown>][] = [
      ['Файл ўлчами {0} гача бўлиши мумкин', { 0: '2 MB' }],
      ['{0} {1}-ўринга кўчирилди', { 0: 'Мурожаатлар', 1: 3 }],
      ['{ 0 } ва {1}', { 0: 'а', 1: 'б' }],
      ['Бўш: {0}, йўқ: {1}, ноль: {2}', { 0: undefined, 2: null }],
      ['Фақат матн', { 0: 'x' }],
      ['{0}{0}', { 0: 7 }],
    ];
    for (const [key, values] of cases) expect(i18n.t(key, values), key).toBe(String(engine.t(key, values)));
    expect(i18n.t('Қавслар {0} қолади')).toBe('Қавслар {0} қолади');
  });

  it('translates once a language with texts is chosen, and falls back to the default text', async () => {
    const i18n = new PageI18n();
    let changes = 0;
    const unsubscribe = i18n.subscribe(() => changes++);
    i18n.addBundle('uz', {});
    i18n.addBundle('en', { Сақлаш: 'Save', 'Жами: {0}': 'Total: {0}', Бўш: '' });
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('Сақлаш')).toBe('Save');
    expect(i18n.t('Жами: {0}', { 0: 12 })).toBe('Total: 12');
    expect(i18n.t('Таржимаси йўқ {0}', { 0: 'x' })).toBe('Таржимаси йўқ x');
    expect(i18n.lookup('Бўш')).toBe('Бўш');
    i18n.addBundle('en', { Ёпиш: 'Close' });
    expect(i18n.t('Ёпиш')).toBe('Close');
    expect(i18n.t('Сақлаш')).toBe('Save');
    await i18n.changeLanguage('uz');
    expect(i18n.t('Сақлаш')).toBe('Сақлаш');
    expect(i18n.t('Жами: {0}', { 0: 12 })).toBe('Жами: 12');
    expect(changes).toBeGreaterThanOrEqual(5);
    unsubscribe();
    const before = changes;
    await i18n.changeLanguage('en');
    expect(changes).toBe(before);
  });
});

import i18next, { type i18n } from 'i18next';
import { DEFAULT_LOCALE } from '../api/contract';

/**
 * One i18next instance per page. Keys are the Uzbek Cyrillic default texts (see messages.ts), so a key
 * missing from a locale shows the default text; `{0}` placeholders follow the spec's message format.
 *
 * @example
 * const i18n = createI18n();
 * i18n.t('Файл ўлчами {0} гача бўлиши мумкин', { 0: '2 MB' });
 */
export function createI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: false,
    resources: {},
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    initAsync: false,
    // i18next 25 prints an advertisement on every page load otherwise; host pages get a quiet console.
    showSupportNotice: false,
  });
  return instance;
}

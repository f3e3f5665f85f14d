import type { i18n } from 'i18next';
import { DEFAULT_LOCALE } from '../api/contract';

/** A language's translations: the Uzbek Cyrillic default text of each message, and what it becomes. */
export type Texts = Record<string, string>;

/**
 * The page's translations, one per page, shared by every element (docs/behaviour.md §2): message keys are the Uzbek
 * Cyrillic default texts, so a key missing from a language shows the default text, and `{0}`-style
 * placeholders are filled with the values given.
 *
 * i18next translates, and is loaded with the first language that has texts. The default language has none
 * (its texts are the keys), so a page in it, the usual case, neither downloads nor runs i18next: 13.5 KiB
 * compressed, a tenth of a page with only `<platon-form>`. Its placeholders are filled here, as i18next fills
 * them (a value given as undefined or null reads as nothing; a placeholder without a value stays as written).
 *
 * @example
 * const i18n = new PageI18n();
 * i18n.t('Файл ўлчами {0} гача бўлиши мумкин', { 0: '2 MB' }); // 'Файл ўлчами 2 MB гача бўлиши мумкин'
 * i18n.addBundle('en', { 'Сақлаш': 'Save' });
 * await i18n.changeLanguage('en');
 * i18n.t('Сақлаш'); // 'Save'
 */
export class PageI18n {
  language: string = DEFAULT_LOCALE;
  /** Changes with the language and with each bundle added: what views re-render on. */
  revision = 0;
  private readonly bundles = new Map<string, Texts>();
  private readonly listeners = new Set<() => void>();
  private engine: i18n | null = null;
  private engineLoad: Promise<i18n> | null = null;

  /** The text in the current language, else the text itself: looked up as written, braces and dots included. */
  lookup(text: string): string {
    if (!text) return text;
    const found = this.bundles.get(this.language)?.[text];
    return typeof found === 'string' && found !== '' ? found : text;
  }

  /** A message in the current language with its placeholders filled from `values`. */
  t(key: string, values?: Record<string, unknown>): string {
    // Without values a message is only looked up: i18next's t() scans each text for placeholders and
    // nesting, about 6 µs a call, and a page's first render makes thousands of calls.
    if (!values) return this.lookup(key);
    // Once loaded, i18next fills every language's messages (the default one's too, from its keys).
    if (this.engine) return String((this.engine.t as (k: string, v: object) => unknown)(key, values));
    return fillPlaceholders(this.lookup(key), values);
  }

  hasBundle(language: string): boolean {
    return this.bundles.has(language);
  }

  /** Adds texts to a language (over those it has); i18next starts loading once any language has texts. */
  addBundle(language: string, texts: Texts): void {
    this.bundles.set(language, { ...this.bundles.get(language), ...texts });
    if (Object.keys(texts).length > 0) {
      if (this.engine) this.engine.addResourceBundle(language, 'translation', texts, true, true);
      else
        void this.loadEngine().then(
          () => this.changed(),
          (error) => console.warn('[platon] translations unavailable', error),
        );
    }
    this.changed();
  }

  /** Switches every element of the page to `language`, once i18next is there when that language has texts. */
  async changeLanguage(language: string): Promise<void> {
    if (this.hasTexts(language)) await (await this.loadEngine()).changeLanguage(language);
    else await this.engine?.changeLanguage(language);
    this.language = language;
    this.changed();
  }

  /** Calls `listener` after each change of language or texts; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private hasTexts(language: string): boolean {
    const texts = this.bundles.get(language);
    return texts !== undefined && Object.keys(texts).length > 0;
  }

  private loadEngine(): Promise<i18n> {
    this.engineLoad ??= import('i18next').then(({ default: i18next }) => {
      const engine = i18next.createInstance();
      // Synchronous (initAsync false), so no bundle can be added between reading them here and `this.engine`.
      void engine.init({
        lng: this.language,
        fallbackLng: false,
        resources: Object.fromEntries([...this.bundles].map(([language, texts]) => [language, { translation: texts }])),
        keySeparator: false,
        nsSeparator: false,
        returnEmptyString: false,
        interpolation: { prefix: '{', suffix: '}', escapeValue: false },
        initAsync: false,
        // i18next 25 prints an advertisement on every page load otherwise; host pages get a quiet console.
        showSupportNotice: false,
      });
      this.engine = engine;
      return engine;
    });
    this.engineLoad.catch(() => (this.engineLoad = null));
    return this.engineLoad;
  }

  private changed(): void {
    this.revision++;
    for (const listener of [...this.listeners]) listener();
  }
}

/** i18next's filling of `{name}` placeholders, for the texts of a language without translations. */
function fillPlaceholders(text: string, values: Record<string, unknown>): string {
  return text.replace(/\{([^{}]+)\}/g, (placeholder, name: string) => {
    const key = name.trim();
    if (!Object.hasOwn(values, key)) return placeholder;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

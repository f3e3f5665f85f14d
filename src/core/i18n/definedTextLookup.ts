import type { i18n } from 'i18next';
import type { TextLookup } from './TextLookup';

/**
 * The TextLookup of the page's i18next instance in its current language. A raw resource read rather than
 * `t()`, so a text with braces, colons or dots is looked up as written and shown as written.
 *
 * @example
 * const lookup = definedTextLookup(runtime.i18n);
 * lookup('Мурожаатлар'); // 'Appeals' in English, 'Мурожаатлар' where no translation exists
 */
export function definedTextLookup(instance: i18n): TextLookup {
  const language = instance.language;
  return (text) => {
    if (!text || !language) return text;
    const found: unknown = instance.getResource(language, 'translation', text);
    return typeof found === 'string' && found !== '' ? found : text;
  };
}

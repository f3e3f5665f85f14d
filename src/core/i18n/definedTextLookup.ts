import type { PageI18n } from './PageI18n';
import type { TextLookup } from './TextLookup';

/**
 * The TextLookup of the page's translations, in the language current at each lookup. A raw lookup rather
 * than `t()`, so a text with braces, colons or dots is looked up as written and shown as written.
 *
 * @example
 * const lookup = definedTextLookup(runtime.i18n);
 * lookup('Мурожаатлар'); // 'Appeals' in English, 'Мурожаатлар' where no translation exists
 */
export function definedTextLookup(i18n: PageI18n): TextLookup {
  return (text) => i18n.lookup(text);
}

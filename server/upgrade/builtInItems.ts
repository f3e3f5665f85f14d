import { BUILT_IN_FORMS } from '../seed/builtInForms';
import { BUILT_IN_TRANSLATIONS } from '../seed/builtInTranslations';
import { DEMO_FORM_TRANSLATIONS } from '../seed/demoFormTranslations';
import { DEMO_FORMS } from '../seed/demoForms';
import { DEMO_PAGE_TRANSLATIONS } from '../seed/demoPageTranslations';
import { DEMO_TABLE_TRANSLATIONS } from '../seed/demoTableTranslations';
import { DEMO_TABLES } from '../seed/demoTables';
import { BUILT_IN_TABLES } from '../seed/demoTablesBuiltIn';
import { formLabelTranslations } from '../seed/formLabelTranslations';
import { MENU_TRANSLATIONS } from '../seed/menuTranslations';
import { SHELL_TRANSLATIONS } from '../seed/shellTranslations';
import { translationRows, type TranslationDictionary, type TranslationRow } from '../seed/translationRows';
import type { BuiltInItem } from './BuiltInItem';

/**
 * Demo records a later demo seed changes after writing them (the kitchen sink's element scripts, the
 * appeals table's soft-delete SQL): their seed is not what a fresh database holds, so they would always
 * look changed. They stay out of upgrades until their seed carries the final content.
 */
const PATCHED_AFTER_SEED = new Set(['form:kitchen_sink', 'table:appeals']);

/**
 * Every built-in row this release ships, read from the seed lists themselves: a form, table or translation
 * added to BUILT_IN_FORMS, BUILT_IN_TABLES or a translation dictionary takes part in upgrades with no other
 * change. Translations come in the order the seed writes them, the first text of a key winning as it does
 * there. Demo content is listed only for demo databases.
 *
 * @example
 * const items = builtInItems({ demo: false });
 */
export function builtInItems(options: { demo: boolean }): BuiltInItem[] {
  const items: BuiltInItem[] = [];
  for (const form of BUILT_IN_FORMS) items.push({ kind: 'form', key: form.name, origin: 'builtIn', source: form });
  for (const table of BUILT_IN_TABLES) items.push({ kind: 'table', key: table.name, origin: 'builtIn', source: table });
  if (options.demo) {
    for (const form of DEMO_FORMS) {
      if (!PATCHED_AFTER_SEED.has(`form:${form.name}`)) items.push({ kind: 'form', key: form.name, origin: 'demo', source: form });
    }
    for (const table of DEMO_TABLES) {
      if (!PATCHED_AFTER_SEED.has(`table:${table.name}`)) items.push({ kind: 'table', key: table.name, origin: 'demo', source: table });
    }
  }
  const texts: { origin: BuiltInItem['origin']; rows: TranslationRow[] }[] = [
    { origin: 'builtIn', rows: translationRows([SHELL_TRANSLATIONS as TranslationDictionary]) },
    ...(options.demo ? [{ origin: 'demo' as const, rows: translationRows([MENU_TRANSLATIONS]) }] : []),
    { origin: 'builtIn', rows: translationRows([BUILT_IN_TRANSLATIONS]) },
    { origin: 'builtIn', rows: formLabelTranslations(BUILT_IN_FORMS, [BUILT_IN_TRANSLATIONS, SHELL_TRANSLATIONS]) },
  ];
  if (options.demo) {
    const dictionaries = [DEMO_FORM_TRANSLATIONS, DEMO_TABLE_TRANSLATIONS, BUILT_IN_TRANSLATIONS, SHELL_TRANSLATIONS];
    texts.push(
      { origin: 'demo', rows: translationRows([DEMO_PAGE_TRANSLATIONS, DEMO_TABLE_TRANSLATIONS, DEMO_FORM_TRANSLATIONS]) },
      { origin: 'demo', rows: formLabelTranslations(DEMO_FORMS, dictionaries) },
    );
  }
  const seen = new Set<string>();
  for (const { origin, rows } of texts) {
    for (const row of rows) {
      const key = `${row.locale}:${row.key}`;
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ kind: 'translation', key, origin, source: row.value });
    }
  }
  return items;
}

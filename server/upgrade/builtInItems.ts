import { ADVERTISEMENTS_FORM, ADVERTISEMENTS_TABLE } from '../ads/advertisementsScreen';
import { BUILT_IN_FORMS } from '../seed/builtInForms';
import { DEMO_COMPONENTS_PAGE } from '../seed/demoComponentsPage';
import { DEMO_MENUS } from '../seed/demoMenus';
import { DIALOGS_DEMO, DIALOGS_DEMO_PAGE } from '../seed/demoPageDialogs';
import { DEMO_PAGES, type PageSeed } from '../seed/demoPages';
import { BUILT_IN_TRANSLATIONS } from '../seed/builtInTranslations';
import { DEMO_FORM_TRANSLATIONS } from '../seed/demoFormTranslations';
import { DEMO_FORMS } from '../seed/demoForms';
import { DEMO_PAGE_TRANSLATIONS } from '../seed/demoPageTranslations';
import { DEMO_TABLE_TRANSLATIONS } from '../seed/demoTableTranslations';
import { DEMO_TABLES } from '../seed/demoTables';
import { BUILT_IN_TABLES } from '../seed/demoTablesBuiltIn';
import { formLabelTranslations } from '../seed/formLabelTranslations';
import { LANDING_PAGE } from '../seed/landingPage';
import { MENU_TRANSLATIONS } from '../seed/menuTranslations';
import { SYSTEM_MENU } from '../seed/seedUserAdmin';
import { SHELL_TRANSLATIONS } from '../seed/shellTranslations';
import { translationRows, type TranslationDictionary, type TranslationRow } from '../seed/translationRows';
import { PROJECT_SETTINGS_FORM } from '../settings/projectSettingsForm';
import { PROJECT_SETTINGS_TRANSLATIONS } from '../settings/projectSettingsTranslations';
import type { BuiltInItem } from './BuiltInItem';
import type { BuiltInMenuSource } from './menuVersionedKind';

/**
 * Demo records a later demo seed changes after writing them (the kitchen sink's element scripts, the
 * appeals table's soft-delete SQL): their seed is not what a fresh database holds, so they would always
 * look changed. They stay out of upgrades until their seed carries the final content.
 */
const PATCHED_AFTER_SEED = new Set(['form:kitchen_sink', 'table:appeals']);

/**
 * Every built-in row this release ships, read from the seed lists themselves: a form, table, page, top-level
 * menu or translation added to BUILT_IN_FORMS, BUILT_IN_TABLES, the demo's pages and menus or a translation
 * dictionary takes part in upgrades with no other change. Translations come in the order the seed writes them, the first text of a key winning as it does
 * there. Demo content is listed only for demo databases.
 *
 * @example
 * const items = builtInItems({ demo: false });
 */
export function builtInItems(options: { demo: boolean }): BuiltInItem[] {
  const items: BuiltInItem[] = [];
  // The settings and ads screens are seeded from their own features' folders (seedProjectSettingsConfig).
  for (const form of [...BUILT_IN_FORMS, PROJECT_SETTINGS_FORM, ADVERTISEMENTS_FORM])
    items.push({ kind: 'form', key: form.name, origin: 'builtIn', source: form });
  for (const table of [...BUILT_IN_TABLES, ADVERTISEMENTS_TABLE])
    items.push({ kind: 'table', key: table.name, origin: 'builtIn', source: table });
  items.push({ kind: 'menu', key: SYSTEM_MENU.name, origin: 'builtIn', source: { ...SYSTEM_MENU, projectId: 'platon' } });
  if (options.demo) {
    for (const page of demoPages()) items.push({ kind: 'page', key: page.name, origin: 'demo', source: page });
    for (const menu of DEMO_MENUS) {
      const source: BuiltInMenuSource = { ...menu, projectId: menu.projectId ?? 'appeals' };
      items.push({ kind: 'menu', key: menu.name, origin: 'demo', source });
    }
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
    { origin: 'builtIn', rows: translationRows([PROJECT_SETTINGS_TRANSLATIONS]) },
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

/** The demo's pages as a fresh demo database holds them: the dashboard with the dialogs demo after its own parts. */
function demoPages(): PageSeed[] {
  const pages = DEMO_PAGES.map((page) =>
    page.name === DIALOGS_DEMO_PAGE ? { ...page, components: [...page.components, DIALOGS_DEMO] } : page,
  );
  return [...pages, LANDING_PAGE, DEMO_COMPONENTS_PAGE];
}

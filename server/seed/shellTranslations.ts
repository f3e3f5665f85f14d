import type { ShellMessage } from '../../src/core/i18n/messages';
import type { AreaTranslations } from './translations/AreaTranslations';
import { ACCOUNT_TRANSLATIONS } from './translations/accountTranslations';
import { CALL24_TRANSLATIONS } from './translations/call24Translations';
import { CALL24_SERVER_TRANSLATIONS } from './translations/call24ServerTranslations';
import { SIGNATURE_SERVER_TRANSLATIONS } from './translations/signatureServerTranslations';
import { SIGNATURE_SIGN_IN_TRANSLATIONS } from './translations/signatureSignInTranslations';
import { SOCIAL_SIGN_IN_TRANSLATIONS } from './translations/socialSignInTranslations';
import { DIALOG_TRANSLATIONS } from './translations/dialogTranslations';
import { LAYOUT_TRANSLATIONS } from './translations/layoutTranslations';
import { EMBEDDING_TRANSLATIONS } from './translations/embeddingTranslations';
import { PAGE_TRANSLATIONS } from './translations/pageTranslations';
import { ROUTER_TRANSLATIONS } from './translations/routerTranslations';
import { SIDEBAR_TRANSLATIONS } from './translations/sidebarTranslations';
import { FORM_TRANSLATIONS } from './translations/formTranslations';
import { FORM_TEXT_CONTROLS_TRANSLATIONS } from './translations/formTextControlsTranslations';
import { FORM_CHOICE_CONTROLS_TRANSLATIONS } from './translations/formChoiceControlsTranslations';
import { FORM_EDITOR_CONTROLS_TRANSLATIONS } from './translations/formEditorControlsTranslations';
import { FORM_SERVER_TRANSLATIONS } from './translations/formServerTranslations';
import { IMPORT_TRANSLATIONS } from './translations/importTranslations';
import { JOB_TRANSLATIONS } from './translations/jobTranslations';
import { JOB_OUTCOME_TRANSLATIONS } from './translations/jobOutcomeTranslations';
import { FILE_MANAGER_TRANSLATIONS } from './translations/fileManagerTranslations';
import { DB_CONTROL_TRANSLATIONS } from './translations/dbControlTranslations';
import { FILE_MANAGER_SERVER_TRANSLATIONS } from './translations/fileManagerServerTranslations';
import { INSTRUCTION_TRANSLATIONS } from './translations/instructionTranslations';
import { RESIZABLE_TRANSLATIONS } from './translations/resizableTranslations';
import { TABLE_TRANSLATIONS } from './translations/tableTranslations';
import { TABLE_TOOLS_TRANSLATIONS } from './translations/tableToolsTranslations';
import { UPGRADE_TRANSLATIONS } from './translations/upgradeTranslations';
import { USER_ADMIN_TRANSLATIONS } from './translations/userAdminTranslations';
import { CONFIG_PICKER_TRANSLATIONS } from './translations/configPickerTranslations';
import { ACCOUNT_CONTROL_TRANSLATIONS } from './translations/accountControlTranslations';
import { SHELL_TRANSLATIONS_EN } from './shellTranslationsEn';
import { SHELL_TRANSLATIONS_KM } from './shellTranslationsKm';
import { SHELL_TRANSLATIONS_LA } from './shellTranslationsLa';
import { SHELL_TRANSLATIONS_QQ } from './shellTranslationsQq';
import { SHELL_TRANSLATIONS_RU } from './shellTranslationsRu';

/**
 * Every shell text (src/core/i18n/messages.ts) in each non-default locale, seeded into `translations`.
 * The Uzbek Cyrillic key is itself the uz text, so uz needs no rows. The per-locale base tables are typed
 * `Record<BaseMessage, string>` and each area's by its own keys, so a key added to SHELL_MESSAGES fails the type check until translated.
 */
const AREAS: AreaTranslations<string>[] = [
  ROUTER_TRANSLATIONS,
  LAYOUT_TRANSLATIONS,
  SIDEBAR_TRANSLATIONS,
  DIALOG_TRANSLATIONS,
  PAGE_TRANSLATIONS,
  TABLE_TOOLS_TRANSLATIONS,
  TABLE_TRANSLATIONS,
  FORM_TRANSLATIONS,
  FORM_TEXT_CONTROLS_TRANSLATIONS,
  FORM_CHOICE_CONTROLS_TRANSLATIONS,
  FORM_EDITOR_CONTROLS_TRANSLATIONS,
  FORM_SERVER_TRANSLATIONS,
  IMPORT_TRANSLATIONS,
  JOB_TRANSLATIONS,
  JOB_OUTCOME_TRANSLATIONS,
  FILE_MANAGER_TRANSLATIONS,
  FILE_MANAGER_SERVER_TRANSLATIONS,
  ACCOUNT_TRANSLATIONS,
  SOCIAL_SIGN_IN_TRANSLATIONS,
  SIGNATURE_SERVER_TRANSLATIONS,
  SIGNATURE_SIGN_IN_TRANSLATIONS,
  EMBEDDING_TRANSLATIONS,
  DB_CONTROL_TRANSLATIONS,
  INSTRUCTION_TRANSLATIONS,
  CALL24_TRANSLATIONS,
  CALL24_SERVER_TRANSLATIONS,
  RESIZABLE_TRANSLATIONS,
  UPGRADE_TRANSLATIONS,
  USER_ADMIN_TRANSLATIONS,
  CONFIG_PICKER_TRANSLATIONS,
  ACCOUNT_CONTROL_TRANSLATIONS,
];

function withAreas<L extends keyof AreaTranslations<string>>(
  locale: L,
  base: Partial<Record<string, string>>,
): Partial<Record<ShellMessage, string>> {
  return Object.assign({}, base, ...AREAS.map((area) => area[locale]));
}

export const SHELL_TRANSLATIONS: Record<'la' | 'ru' | 'en' | 'qq' | 'km', Partial<Record<ShellMessage, string>>> = {
  la: withAreas('la', SHELL_TRANSLATIONS_LA),
  ru: withAreas('ru', SHELL_TRANSLATIONS_RU),
  en: withAreas('en', SHELL_TRANSLATIONS_EN),
  qq: withAreas('qq', SHELL_TRANSLATIONS_QQ),
  km: withAreas('km', SHELL_TRANSLATIONS_KM),
};

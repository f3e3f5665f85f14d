import { ACCOUNT_MESSAGES } from './messages/accountMessages';
import { CALL24_MESSAGES } from './messages/call24Messages';
import { CALL24_SERVER_MESSAGES } from './messages/call24ServerMessages';
import { SIGNATURE_SERVER_MESSAGES } from './messages/signatureServerMessages';
import { SIGNATURE_SIGN_IN_MESSAGES } from './messages/signatureSignInMessages';
import { SOCIAL_SIGN_IN_MESSAGES } from './messages/socialSignInMessages';
import { DIALOG_MESSAGES } from './messages/dialogMessages';
import { EMBEDDING_MESSAGES } from './messages/embeddingMessages';
import { LAYOUT_MESSAGES } from './messages/layoutMessages';
import { PAGE_MESSAGES } from './messages/pageMessages';
import { ROUTER_MESSAGES } from './messages/routerMessages';
import { SIDEBAR_MESSAGES } from './messages/sidebarMessages';
import { FORM_MESSAGES } from './messages/formMessages';
import { FORM_TEXT_CONTROLS_MESSAGES } from './messages/formTextControlsMessages';
import { FORM_CHOICE_CONTROLS_MESSAGES } from './messages/formChoiceControlsMessages';
import { FORM_EDITOR_CONTROLS_MESSAGES } from './messages/formEditorControlsMessages';
import { FORM_SERVER_MESSAGES } from './messages/formServerMessages';
import { IMPORT_MESSAGES } from './messages/importMessages';
import { JOB_MESSAGES } from './messages/jobMessages';
import { JOB_OUTCOME_MESSAGES } from './messages/jobOutcomeMessages';
import { FILE_MANAGER_MESSAGES } from './messages/fileManagerMessages';
import { DB_CONTROL_MESSAGES } from './messages/dbControlMessages';
import { UPGRADE_MESSAGES } from './messages/upgradeMessages';
import { ACCOUNT_CONTROL_MESSAGES } from './messages/accountControlMessages';
import { FILE_MANAGER_SERVER_MESSAGES } from './messages/fileManagerServerMessages';
import { INSTRUCTION_MESSAGES } from './messages/instructionMessages';
import { RESIZABLE_MESSAGES } from './messages/resizableMessages';
import { USER_ADMIN_MESSAGES } from './messages/userAdminMessages';
import { CONFIG_PICKER_MESSAGES } from './messages/configPickerMessages';
import { TABLE_MESSAGES } from './messages/tableMessages';
import { TABLE_TOOLS_MESSAGES } from './messages/tableToolsMessages';

/**
 * Every text the shell shows, keyed by its Uzbek Cyrillic default (docs/behaviour.md §2: missing keys fall back to the
 * default text, so the key *is* the fallback). Placeholders are `{0}`, `{1}` as in the spec.
 *
 * The base list is below; each area of the shell keeps its own list in messages/ with its translations in
 * server/seed/translations/, so areas grow without touching each other. The reference server seeds a
 * translation of each into every enabled locale (server/seed/shellTranslations.ts), and a unit test keeps
 * the lists in step.
 */
export const BASE_MESSAGES = [
  // sign-in (docs/behaviour.md §10, §9)
  'Тизимга кириш',
  'Кириш усули',
  'Логин ва парол',
  'Электрон рақамли имзо',
  'Логин',
  'Парол',
  'Кириш',
  'Паролни кўрсатиш',
  'Паролни яшириш',
  'Логин ёки пароль нотугри!',
  'Хатолик',
  'Хабар',
  'Тизимга хуш келибсиз',
  'Бир марталик кодни тасдиқланг',
  'Бир марталик код',
  'Илова кўрсатган 6 хонали кодни киритинг',
  'Код 6 та рақамдан иборат бўлиши керак',
  'Бир марталик код нотўғри',
  'Тасдиқлаш',
  'Бекор қилиш',
  'Кўп марта нотўғри уриниш. Бироздан сўнг қайта уриниб кўринг',
  'Сервер билан алоқа йўқ',
  'Тил',
  // signed-in placeholder shell
  'Хуш келибсиз, {0}',
  'Чиқиш',
  'Тизимдан чиқишни хоҳлайсизми?',
  'Ҳа',
  'Йўқ',
  'Ёпиш',
  'Юкланмоқда...',
  'Саҳифа топилмади',
  'Бош саҳифага',
  'Бу саҳифа кўришга рўхсат берилмаган',
  // validation and catalogue texts used by later pieces (docs/behaviour.md §5, §9)
  'Паролни киритинг',
  'Парол 6та дан кам бўлмаслиги керак',
  'Танлаш керак',
  'Майдонни тўлдириш керак',
  'Хато JSON киритилган',
  'Сана {0} дан катта бўлиши керак',
  'Сана {0} дан кичик бўлиши керак',
  'Файллар сони {0} та ёки ундан кўп бўлиши керак',
  'Файллар сони {0} та ёки ундан кам бўлиши керак',
  'Қиймат {0} дан катта ёки тенг бўлиши керак',
  'Қиймат {0} дан кичик ёки тенг бўлиши керак',
  'Майдонни узунлиги {0} та ёки ундан кўп бўлиши керак',
  'Майдонни узунлиги {0} та ёки ундан кам бўлиши керак',
  'Файл ўлчами {0} гача бўлиши мумкин',
  'Бир вақтда {0} тадан кўп элемент танлаш мумкин эмас',
  'Натижа топилмади',
  'Вариантлар юклашда хатолик',
  'Жадвалда маълумот йўқ',
  'Маълумотлар сақланди',
  'Серверда хатолик',
  'Маълумотлар импорт қилинди',
  'Маълумотлар импорт қилишда хатолик',
  'Файлни ўчиришни хоҳлайсизми?',
  'Timestamp олишда хатолик',
  'Тизимга фақат юридик шахслар кириши мумкин',
  'Тизимга фақат жисмоний шахслар кириши мумкин',
  'Калит билан имзолашда хатолик',
  'Keycloak орқали киришда хатолик юз берди. Қайта уриниб кўринг.',
  'Қайта урунинг',
  'Ўчириш',
] as const;

export type BaseMessage = (typeof BASE_MESSAGES)[number];

export const SHELL_MESSAGES = [
  ...BASE_MESSAGES,
  ...ROUTER_MESSAGES,
  ...LAYOUT_MESSAGES,
  ...SIDEBAR_MESSAGES,
  ...DIALOG_MESSAGES,
  ...PAGE_MESSAGES,
  ...TABLE_TOOLS_MESSAGES,
  ...TABLE_MESSAGES,
  ...FORM_MESSAGES,
  ...FORM_TEXT_CONTROLS_MESSAGES,
  ...FORM_CHOICE_CONTROLS_MESSAGES,
  ...FORM_EDITOR_CONTROLS_MESSAGES,
  ...FORM_SERVER_MESSAGES,
  ...IMPORT_MESSAGES,
  ...JOB_MESSAGES,
  ...JOB_OUTCOME_MESSAGES,
  ...FILE_MANAGER_MESSAGES,
  ...FILE_MANAGER_SERVER_MESSAGES,
  ...ACCOUNT_MESSAGES,
  ...SOCIAL_SIGN_IN_MESSAGES,
  ...SIGNATURE_SERVER_MESSAGES,
  ...SIGNATURE_SIGN_IN_MESSAGES,
  ...EMBEDDING_MESSAGES,
  ...DB_CONTROL_MESSAGES,
  ...INSTRUCTION_MESSAGES,
  ...CALL24_MESSAGES,
  ...CALL24_SERVER_MESSAGES,
  ...RESIZABLE_MESSAGES,
  ...UPGRADE_MESSAGES,
  ...USER_ADMIN_MESSAGES,
  ...CONFIG_PICKER_MESSAGES,
  ...ACCOUNT_CONTROL_MESSAGES,
] as const;

export type ShellMessage = (typeof SHELL_MESSAGES)[number];

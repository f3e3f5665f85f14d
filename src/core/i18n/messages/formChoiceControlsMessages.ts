/**
 * Texts of the select, scroll select, file and image form controls.
 * Translations: server/seed/translations/formChoiceControlsTranslations.ts.
 *
 * They also use base texts ('Натижа топилмади', 'Вариантлар юклашда хатолик', 'Бир вақтда {0} тадан кўп
 * элемент танлаш мумкин эмас', 'Файл ўлчами {0} гача бўлиши мумкин', 'Файлни ўчиришни хоҳлайсизми?',
 * 'Ўчириш', 'Бекор қилиш', 'Ёпиш', 'Қайта урунинг', 'Юкланмоқда...', 'Серверда хатолик') and other areas'
 * ('Танланг', 'Қидириш', 'Қийматни тозалаш', 'Файлни танланг', 'Юклаб олиш', "This item can't be
 * previewed"), which are not repeated here.
 */
export const FORM_CHOICE_CONTROLS_MESSAGES = [
  // select and multiselect (docs/behaviour.md §5)
  'Танланганлар',
  'Олиб ташлаш: {0}',
  // file and image (docs/behaviour.md §5, §10)
  'ёки файлларни шу ерга ташланг',
  'Кўриш',
  // image crop (docs/behaviour.md §4 other modals)
  'Кесиб юклаш',
  'Расмни кесиш',
  'Кесиш',
  'Катталаштириш',
] as const satisfies readonly string[];

export type FormChoiceControlsMessage = (typeof FORM_CHOICE_CONTROLS_MESSAGES)[number];

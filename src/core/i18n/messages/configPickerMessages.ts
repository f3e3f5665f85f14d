/**
 * Texts of the configuration forms' pickers (docs/configuration-pickers.md): the parent menu select, the icon
 * picker and the server's reference checks. Translations: server/seed/translations/configPickerTranslations.ts.
 */
export const CONFIG_PICKER_MESSAGES = [
  // the menus form
  'Юқори меню',
  'Бўш бўлса, меню энг юқори даражада',
  // the form elements and table columns forms
  'Юқори элемент',
  'Юқори устун',
  // the icon picker
  'Белги танланмаган',
  'Белгини тозалаш',
  'Белги қидириш',
  'Белгилар',
  'Бундай белги топилмади',
  // the server's checks
  'Бундай юқори меню йўқ',
  'Меню ўзининг ёки ўз ичидаги менюнинг ичига жойлаша олмайди',
  'Бундай белги йўқ: {0}',
  'Бундай жадвал йўқ',
  'Бундай форма йўқ',
  'Бу формада бундай юқори элемент йўқ',
  'Элемент ўзининг ёки ўз ичидаги элементнинг ичига жойлаша олмайди',
  'Бу жадвалда бундай юқори устун йўқ',
  'Устун ўзининг ёки ўз ичидаги устуннинг ичига жойлаша олмайди',
] as const satisfies readonly string[];

export type ConfigPickerMessage = (typeof CONFIG_PICKER_MESSAGES)[number];

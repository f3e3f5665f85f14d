/**
 * The messages of the configuration forms' reference checks (Uzbek Cyrillic keys, translated in
 * configPickerTranslations): a menu's parent and icon, a column's, filter's or button's table, an element's form.
 */
export const CONFIG_REFERENCE_TEXTS = {
  unknownParentMenu: 'Бундай юқори меню йўқ',
  parentMenuCycle: 'Меню ўзининг ёки ўз ичидаги менюнинг ичига жойлаша олмайди',
  unknownIcon: 'Бундай белги йўқ: {0}',
  unknownTable: 'Бундай жадвал йўқ',
  unknownForm: 'Бундай форма йўқ',
} as const;

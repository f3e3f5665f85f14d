/**
 * The messages of the configuration forms' reference checks (Uzbek Cyrillic keys, translated in
 * configPickerTranslations): a menu's parent and icon, a column's, filter's or button's table, an element's form,
 * an element's or a column's parent.
 */
export const CONFIG_REFERENCE_TEXTS = {
  unknownParentMenu: 'Бундай юқори меню йўқ',
  parentMenuCycle: 'Меню ўзининг ёки ўз ичидаги менюнинг ичига жойлаша олмайди',
  unknownIcon: 'Бундай белги йўқ: {0}',
  unknownTable: 'Бундай жадвал йўқ',
  unknownForm: 'Бундай форма йўқ',
  unknownParentElement: 'Бу формада бундай юқори элемент йўқ',
  parentElementCycle: 'Элемент ўзининг ёки ўз ичидаги элементнинг ичига жойлаша олмайди',
  unknownParentColumn: 'Бу жадвалда бундай юқори устун йўқ',
  parentColumnCycle: 'Устун ўзининг ёки ўз ичидаги устуннинг ичига жойлаша олмайди',
} as const;

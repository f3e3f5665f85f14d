/** The Uzbek name of each kind a release update or a configuration file names (the screen translates it). */
export const KIND_TITLES: Record<string, string> = {
  form: 'Форма',
  table: 'Жадвал',
  translation: 'Таржима',
  forms: 'Формалар',
  tables: 'Жадваллар',
  pages: 'Саҳифалар',
  menus: 'Менюлар',
  translations: 'Таржималар',
};

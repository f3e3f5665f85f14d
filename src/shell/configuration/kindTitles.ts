/** The Uzbek name of each kind a release update or a configuration file names (the screen translates it). */
export const KIND_TITLES: Record<string, string> = {
  form: 'Форма',
  table: 'Жадвал',
  translation: 'Таржима',
  page: 'Саҳифа',
  menu: 'Меню',
  forms: 'Формалар',
  tables: 'Жадваллар',
  pages: 'Саҳифалар',
  menus: 'Менюлар',
  roles: 'Роллар',
  translations: 'Таржималар',
};

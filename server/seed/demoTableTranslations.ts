/**
 * The texts of the demo tables (titles, column titles, hints, filter labels, button labels: Uzbek Cyrillic
 * keys, which the table view translates) in the other enabled locales. Menu names the tables share live in
 * menuTranslations, texts they share with the platform's own tables ('Номи', 'Ф.И.Ш.') in
 * builtInTranslations (seeded in every mode); texts that read the same everywhere ('ID', 'IP', a sample
 * number) need none. Rows: key, then la, ru, en, qq.
 */
const ROWS: [key: string, la: string, ru: string, en: string, qq: string][] = [
  ['Ариза', 'Ariza', 'Заявление', 'Application', 'Arza'],
  ['Рақами', 'Raqami', 'Номер', 'Number', 'Nomeri'],
  ['Қизил: шошилинч мурожаат', 'Qizil: shoshilinch murojaat', 'Красный: срочное обращение', 'Red: urgent appeal', 'Qızıl: shuǵıl múrájat'],
  ['Мурожаатчи', 'Murojaatchi', 'Заявитель', 'Applicant', 'Múrájat etiwshi'],
  ['Сана', 'Sana', 'Дата', 'Date', 'Sáne'],
  ['Жойлашув', 'Joylashuv', 'Местоположение', 'Location', 'Jaylasıwı'],
  ['Ҳудуд', 'Hudud', 'Регион', 'Region', 'Aymaq'],
  ['Туман', 'Tuman', 'Район', 'District', 'Rayon'],
  ['Тоифа', 'Toifa', 'Категория', 'Category', 'Kategoriya'],
  ['Ташкилот', 'Tashkilot', 'Организация', 'Organization', 'Shólkem'],
  ['Молия', 'Moliya', 'Финансы', 'Finance', 'Qarjı'],
  ['Сумма', 'Summa', 'Сумма', 'Amount', 'Summa'],
  ['Тўланган', 'Toʻlangan', 'Оплачено', 'Paid', 'Tólengen'],
  ['Қарз', 'Qarz', 'Долг', 'Debt', 'Qarız'],
  [
    'Сумма билан тўланган маблағ фарқи',
    'Summa bilan toʻlangan mablagʻ farqi',
    'Разница между суммой и оплаченным',
    'Amount minus what was paid',
    'Summa menen tólengen qarjı ayırması',
  ],
  ['Тўланган, %', 'Toʻlangan, %', 'Оплачено, %', 'Paid, %', 'Tólengen, %'],
  [
    'Тўланган маблағнинг суммага нисбати',
    'Toʻlangan mablagʻning summaga nisbati',
    'Доля оплаченного от суммы',
    'Share of the amount paid',
    'Tólengen qarjınıń summaǵa qatnası',
  ],
  ['Муддати', 'Muddati', 'Срок', 'Due date', 'Múddeti'],
  ['Шошилинч', 'Shoshilinch', 'Срочное', 'Urgent', 'Shuǵıl'],
  ['Телефон', 'Telefon', 'Телефон', 'Phone', 'Telefon'],
  ['Ҳолат', 'Holat', 'Статус', 'Status', 'Jaǵday'],
  ['Очиш', 'Ochish', 'Открыть', 'Open', 'Ashıw'],
  [
    'Ҳудудлар кесимида (2026 йил октябрь)',
    'Hududlar kesimida (2026-yil oktabr)',
    'По регионам (октябрь 2026 г.)',
    'By region (October 2026)',
    'Aymaqlar kesiminde (2026-jıl oktyabr)',
  ],
  ['Номи (лотинча)', 'Nomi (lotincha)', 'Название (латиница)', 'Name (Latin)', 'Atı (latınsha)'],
  ['Кенглик', 'Kenglik', 'Широта', 'Latitude', 'Keńlik'],
  ['Узунлик', 'Uzunlik', 'Долгота', 'Longitude', 'Uzınlıq'],
  ['Ҳудуд ID', 'Hudud ID', 'ID региона', 'Region ID', 'Aymaq ID'],
  [
    'Солиқ тўловчининг идентификация рақами',
    'Soliq toʻlovchining identifikatsiya raqami',
    'Идентификационный номер налогоплательщика',
    'Taxpayer identification number',
    'Salıq tólewshiniń identifikaciya nomeri',
  ],
  ['Коди', 'Kodi', 'Код', 'Code', 'Kodı'],
  ['Ранги', 'Rangi', 'Цвет', 'Colour', 'Reńi'],
];

const LOCALES = ['la', 'ru', 'en', 'qq'] as const;

/**
 * Locale to key to text, in the shape of MENU_TRANSLATIONS. Seeded with ON CONFLICT DO NOTHING, so a text
 * the shell or an administrator already translated keeps its translation.
 *
 * @example
 * DEMO_TABLE_TRANSLATIONS.en['Мурожаатчи']; // 'Applicant'
 */
export const DEMO_TABLE_TRANSLATIONS: Record<(typeof LOCALES)[number], Record<string, string>> = Object.fromEntries(
  LOCALES.map((locale, index) => [locale, Object.fromEntries(ROWS.map((row) => [row[0], row[index + 1]]))]),
) as Record<(typeof LOCALES)[number], Record<string, string>>;

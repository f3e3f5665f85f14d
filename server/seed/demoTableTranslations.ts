/**
 * The texts of the demo tables (titles, column titles, hints, filter labels, button labels: Uzbek Cyrillic
 * keys, which the table view translates) in the other enabled locales. Menu names the tables share live in
 * menuTranslations; texts that read the same everywhere ('ID', 'IP', a sample number) need none.
 * Rows: key, then la, ru, en, qq.
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
  ['Сумма билан тўланган маблағ фарқи', 'Summa bilan toʻlangan mablagʻ farqi', 'Разница между суммой и оплаченным', 'Amount minus what was paid', 'Summa menen tólengen qarjı ayırması'],
  ['Тўланган, %', 'Toʻlangan, %', 'Оплачено, %', 'Paid, %', 'Tólengen, %'],
  ['Тўланган маблағнинг суммага нисбати', 'Toʻlangan mablagʻning summaga nisbati', 'Доля оплаченного от суммы', 'Share of the amount paid', 'Tólengen qarjınıń summaǵa qatnası'],
  ['Муддати', 'Muddati', 'Срок', 'Due date', 'Múddeti'],
  ['Шошилинч', 'Shoshilinch', 'Срочное', 'Urgent', 'Shuǵıl'],
  ['Телефон', 'Telefon', 'Телефон', 'Phone', 'Telefon'],
  ['Мазмуни', 'Mazmuni', 'Содержание', 'Subject', 'Mazmunı'],
  ['Ҳолат', 'Holat', 'Статус', 'Status', 'Jaǵday'],
  ['Ф.И.Ш.', 'F.I.Sh.', 'Ф.И.О.', 'Full name', 'Tolıq atı'],
  ['Очиш', 'Ochish', 'Открыть', 'Open', 'Ashıw'],
  ['Ҳудудлар кесимида (2026 йил октябрь)', 'Hududlar kesimida (2026-yil oktabr)', 'По регионам (октябрь 2026 г.)', 'By region (October 2026)', 'Aymaqlar kesiminde (2026-jıl oktyabr)'],
  ['Номи', 'Nomi', 'Название', 'Name', 'Atı'],
  ['Номи (лотинча)', 'Nomi (lotincha)', 'Название (латиница)', 'Name (Latin)', 'Atı (latınsha)'],
  ['Кенглик', 'Kenglik', 'Широта', 'Latitude', 'Keńlik'],
  ['Узунлик', 'Uzunlik', 'Долгота', 'Longitude', 'Uzınlıq'],
  ['Ҳудуд ID', 'Hudud ID', 'ID региона', 'Region ID', 'Aymaq ID'],
  ['СТИР', 'STIR', 'ИНН', 'TIN', 'STIR'],
  ['Солиқ тўловчининг идентификация рақами', 'Soliq toʻlovchining identifikatsiya raqami', 'Идентификационный номер налогоплательщика', 'Taxpayer identification number', 'Salıq tólewshiniń identifikaciya nomeri'],
  ['Коди', 'Kodi', 'Код', 'Code', 'Kodı'],
  ['Ранги', 'Rangi', 'Цвет', 'Colour', 'Reńi'],
  ['Ҳавола', 'Havola', 'Ссылка', 'Link', 'Silteme'],
  ['Юқори ID', 'Yuqori ID', 'ID родителя', 'Parent ID', 'Joqarı ID'],
  ['Лойиҳа', 'Loyiha', 'Проект', 'Project', 'Joybar'],
  ['Белги', 'Belgi', 'Значок', 'Icon', 'Belgi'],
  ['Нишон', 'Nishon', 'Бейдж', 'Badge', 'Nıshan'],
  ['Бош саҳифа', 'Bosh sahifa', 'Главная страница', 'Home page', 'Bas bet'],
  ['Тартиб', 'Tartib', 'Порядок', 'Order', 'Tártip'],
  ['Рухсат', 'Ruxsat', 'Разрешение', 'Permission', 'Ruqsat'],
  ['Сарлавҳа', 'Sarlavha', 'Заголовок', 'Title', 'Atama'],
  ['Манба жадвал', 'Manba jadval', 'Исходная таблица', 'Source table', 'Derek keste'],
  ['Саҳифа ҳажми', 'Sahifa hajmi', 'Размер страницы', 'Page size', 'Bet kólemi'],
  ['Саҳифалаш', 'Sahifalash', 'Постраничность', 'Paging', 'Betlew'],
  ['Очиқ', 'Ochiq', 'Публичная', 'Public', 'Ashıq'],
  ['Ички', 'Ichki', 'Встроенная', 'Built-in', 'Ishki'],
  ['Жадвал устунлари', 'Jadval ustunlari', 'Столбцы таблиц', 'Table columns', 'Keste baǵanaları'],
  ['Жадвал', 'Jadval', 'Таблица', 'Table', 'Keste'],
  ['Майдон', 'Maydon', 'Поле', 'Field', 'Maydan'],
  ['Даража', 'Daraja', 'Уровень', 'Level', 'Dáreje'],
  ['Эни', 'Eni', 'Ширина', 'Width', 'Eni'],
  ['Жамлаш', 'Jamlash', 'Итог', 'Total', 'Jıynaw'],
  ['Жадвал филтрлари', 'Jadval filtrlari', 'Фильтры таблиц', 'Table filters', 'Keste filtrleri'],
  ['Тури', 'Turi', 'Тип', 'Type', 'Túri'],
  ['Маълумот манбаи', 'Maʼlumot manbai', 'Источник данных', 'Data source', 'Maǵlıwmat deregi'],
  ['Тил', 'Til', 'Язык', 'Language', 'Til'],
  ['Калит', 'Kalit', 'Ключ', 'Key', 'Gilt'],
  ['Таржима', 'Tarjima', 'Перевод', 'Translation', 'Awdarma'],
  ['Логин', 'Login', 'Логин', 'Username', 'Login'],
  ['Лавозими', 'Lavozimi', 'Должность', 'Position', 'Lawazımı'],
  ['Рухсатлар', 'Ruxsatlar', 'Разрешения', 'Permissions', 'Ruqsatlar'],
  ['Фаол', 'Faol', 'Активен', 'Active', 'Aktiv'],
  ['Бир марталик код', 'Bir martalik kod', 'Одноразовый код', 'One-time code', 'Bir mártelik kod'],
  ['Яратилган', 'Yaratilgan', 'Создан', 'Created', 'Jaratılǵan'],
  ['Вақти', 'Vaqti', 'Время', 'Time', 'Waqtı'],
  ['Амал', 'Amal', 'Действие', 'Action', 'Háreket'],
  ['Манзил', 'Manzil', 'Адрес', 'Address', 'Mánzil'],
  ['Изоляция', 'Izolyatsiya', 'Изоляция', 'Scoped', 'Izolyaciya'],
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

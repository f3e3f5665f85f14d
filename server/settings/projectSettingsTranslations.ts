import type { TranslationDictionary } from '../seed/translationRows';

/**
 * The texts of the `project_settings` form, the sidebar ads' screen and their menu items in the other enabled locales (km is defined
 * but not enabled by default: its rows fall back to Uzbek, SPEC §1). Rows: key, then la, ru, en, qq.
 */
const ROWS: [key: string, la: string, ru: string, en: string, qq: string][] = [
  // the sidebar ads' screen
  ['Реклама', 'Reklama', 'Реклама', 'Advertisement', 'Reklama'],
  ['Сарлавҳа', 'Sarlavha', 'Заголовок', 'Title', 'Atama'],
  ['Расм', 'Rasm', 'Изображение', 'Image', 'Súwret'],
  ['Кўрсатилади', 'Koʻrsatiladi', 'Показывается', 'Shown', 'Kórsetiledi'],
  ['Тартиб', 'Tartib', 'Порядок', 'Order', 'Tártip'],
  ['Босишлар', 'Bosishlar', 'Клики', 'Clicks', 'Basıwlar'],
  ['Қўшиш', 'Qoʻshish', 'Добавить', 'Add', 'Qosıw'],
  ['Лойиҳа созламалари', 'Loyiha sozlamalari', 'Настройки проекта', 'Project settings', 'Joybar sazlawları'],
  ['Лойиҳа', 'Loyiha', 'Проект', 'Project', 'Joybar'],
  ['Номи', 'Nomi', 'Название', 'Name', 'Atı'],
  ['Қисқа номи', 'Qisqa nomi', 'Краткое название', 'Short name', 'Qısqa atı'],
  [
    'Кириш саҳифаси ва браузер сарлавҳасида',
    'Kirish sahifasi va brauzer sarlavhasida',
    'На странице входа и в заголовке браузера',
    'On the sign-in page and in the browser title',
    'Kiriw betinde hám brauzer atamasında',
  ],
  ['Ён менюнинг тепасида', 'Yon menyuning tepasida', 'Вверху боковой панели', 'At the top of the sidebar', 'Qaptal menyudıń joqarısında'],
  ['Тиллар', 'Tillar', 'Языки', 'Languages', 'Tiller'],
  ['Ёқилган тиллар', 'Yoqilgan tillar', 'Включённые языки', 'Enabled languages', 'Qosılǵan tiller'],
  ['Асосий тил', 'Asosiy til', 'Язык по умолчанию', 'Default language', 'Tiykarǵı til'],
  [
    'Асосий тил ёқилган тиллардан бири бўлиши керак',
    'Asosiy til yoqilgan tillardan biri boʻlishi kerak',
    'Язык по умолчанию должен быть среди включённых',
    'The default language must be one of the enabled languages',
    'Tiykarǵı til qosılǵan tillerdiń biri bolıwı kerek',
  ],
  ['Ўзбекча', 'Oʻzbekcha', 'Узбекский', 'Uzbek', 'Ózbekshe'],
  ['Ўзбекча (лотин)', 'Oʻzbekcha (lotin)', 'Узбекский (латиница)', 'Uzbek (Latin)', 'Ózbekshe (latın)'],
  ['Русча', 'Ruscha', 'Русский', 'Russian', 'Orıssha'],
  ['Инглизча', 'Inglizcha', 'Английский', 'English', 'Inglisshe'],
  ['Қорақалпоқча', 'Qoraqalpoqcha', 'Каракалпакский', 'Karakalpak', 'Qaraqalpaqsha'],
  ['Кхмерча', 'Kxmercha', 'Кхмерский', 'Khmer', 'Kxmershe'],
  ['Техник қўллаб-қувватлаш', 'Texnik qoʻllab-quvvatlash', 'Техническая поддержка', 'Technical support', 'Texnikalıq qollap-quwatlaw'],
  ['Телефон', 'Telefon', 'Телефон', 'Phone', 'Telefon'],
  ['Чат ҳаволаси', 'Chat havolasi', 'Ссылка на чат', 'Chat link', 'Chat siltemesi'],
  [
    'Бўш бўлса, кўрсатилмайди',
    'Boʻsh boʻlsa, koʻrsatilmaydi',
    'Если пусто, не показывается',
    'Hidden when empty',
    'Bos bolsa, kórsetilmeydi',
  ],
  [
    'Манзил http:// ёки https:// билан бошланиши керак',
    'Manzil http:// yoki https:// bilan boshlanishi kerak',
    'Адрес должен начинаться с http:// или https://',
    'The address must start with http:// or https://',
    'Mánzil http:// yamasa https:// penen baslanıwı kerek',
  ],
  ['Муаллифлик ҳуқуқи', 'Mualliflik huquqi', 'Авторское право', 'Copyright', 'Avtorlıq huqıqı'],
  ['Матни', 'Matni', 'Текст', 'Text', 'Teksti'],
  ['Ҳавола', 'Havola', 'Ссылка', 'Link', 'Silteme'],
  [
    'Бўш бўлса, © ва лойиҳа номи',
    'Boʻsh boʻlsa, © va loyiha nomi',
    'Если пусто, © и название проекта',
    'When empty, © and the project name',
    'Bos bolsa, © hám joybar atı',
  ],
  ['Файллар', 'Fayllar', 'Файлы', 'Files', 'Fayllar'],
  [
    'Юкланадиган файл ҳажми чегараси, МБ',
    'Yuklanadigan fayl hajmi chegarasi, MB',
    'Предельный размер загружаемого файла, МБ',
    'Upload size limit, MB',
    'Júklenetuǵın fayl kólemi sheklewi, MB',
  ],
  [
    'Ҳар бир файл учун; форма элементи бундан кичик чегара қўйиши мумкин',
    'Har bir fayl uchun; forma elementi bundan kichik chegara qoʻyishi mumkin',
    'Для каждого файла; элемент формы может задать предел меньше',
    'Per file; a form element may set a lower limit',
    'Hár bir fayl ushın; forma elementi bunnan kishi sheklew qoyıwı múmkin',
  ],
  ['Сессиялар', 'Sessiyalar', 'Сеансы', 'Sessions', 'Sessiyalar'],
  ['Сессия муддати, кун', 'Sessiya muddati, kun', 'Срок сеанса, дней', 'Session lifetime, days', 'Sessiya múddeti, kún'],
  [
    'Охирги фаолликдан кейин қанча кун тизимда қолади; бўш бўлса, сервер созламаси',
    'Oxirgi faollikdan keyin necha kun tizimda qoladi; boʻsh boʻlsa, server sozlamasi',
    'Сколько дней после последней активности вход сохраняется; если пусто, настройка сервера',
    'Days a user stays signed in after their last activity; empty: the server’s setting',
    'Sońǵı aktivlikten keyin neshe kún sistemada qaladı; bos bolsa, server sazlawı',
  ],
  ['Қишки режим', 'Qishki rejim', 'Зимний режим', 'Winter mode', 'Qısqı rejim'],
  ['Тугаш санаси (ОО-КК)', 'Tugash sanasi (OO-KK)', 'Дата окончания (ММ-ДД)', 'Last day (MM-DD)', 'Tawsılıw sánesi (AA-KK)'],
  [
    '1 декабрдан шу санагача қор ёғади. Бўш бўлса, ўчиқ',
    '1-dekabrdan shu sanagacha qor yogʻadi. Boʻsh boʻlsa, oʻchiq',
    'Снег идёт с 1 декабря до этой даты. Если пусто, выключен',
    'Snow falls from 1 December to this day. Off when empty',
    '1-dekabrden usı sánege shekem qar jawadı. Bos bolsa, óshik',
  ],
];

const LOCALES = ['la', 'ru', 'en', 'qq'] as const;

/**
 * Locale to key to text, for translationRows.
 *
 * @example
 * PROJECT_SETTINGS_TRANSLATIONS.en['Лойиҳа созламалари']; // 'Project settings'
 */
export const PROJECT_SETTINGS_TRANSLATIONS: TranslationDictionary = Object.fromEntries(
  LOCALES.map((locale, index) => [locale, Object.fromEntries(ROWS.map((row) => [row[0], row[index + 1]]))]),
);

import { INTRO_HTML } from './demoFormsKitchenSink';

/**
 * The texts of the demo forms (titles, labels and their `|` parts, placeholders, hints, custom validator
 * messages, the kitchen sink's html block: Uzbek Cyrillic keys) in the other enabled locales. Texts the demo tables, the menu or the shell
 * already translate ('Мурожаатчи', 'Ҳудуд', 'Асосий', 'Сақлаш'...) are not repeated; a label with `|` gets
 * its whole-label row from its parts (formLabelTranslations). Rows: key, then la, ru, en, qq.
 */
const ROWS: [key: string, la: string, ru: string, en: string, qq: string][] = [
  ['Мурожаат', 'Murojaat', 'Обращение', 'Appeal', 'Múrájat'],
  ['Электрон почта', 'Elektron pochta', 'Электронная почта', 'Email', 'Elektron pochta'],
  [
    'Электрон почта манзили нотўғри',
    'Elektron pochta manzili notoʻgʻri',
    'Неверный адрес электронной почты',
    'Invalid email address',
    'Elektron pochta mánzili qáte',
  ],
  ['Харитадаги нуқта', 'Xaritadagi nuqta', 'Точка на карте', 'Point on the map', 'Kartadaǵı noqat'],
  ['Қўшимча', 'Qoʻshimcha', 'Дополнительно', 'Additional', 'Qosımsha'],
  [
    'Тўланган маблағ суммадан ошмаслиги керак',
    'Toʻlangan mablagʻ summadan oshmasligi kerak',
    'Оплаченная сумма не должна превышать сумму',
    'The paid amount must not exceed the amount',
    'Tólengen qarjı summadan aspawı kerek',
  ],
  ['Изоҳ', 'Izoh', 'Примечание', 'Note', 'Túsindirme'],
  ['Нима учун шошилинч', 'Nima uchun shoshilinch', 'Почему срочно', 'Why it is urgent', 'Ne ushın shuǵıl'],
  ['Иловалар', 'Ilovalar', 'Вложения', 'Attachments', 'Qosımshalar'],
  [
    'PDF, Word, Excel ёки расм, 2 МБ гача',
    'PDF, Word, Excel yoki rasm, 2 MB gacha',
    'PDF, Word, Excel или изображение, до 2 МБ',
    'PDF, Word, Excel or an image, up to 2 MB',
    'PDF, Word, Excel yamasa súwret, 2 MB ǵa shekem',
  ],
  [
    'PDF ёки расм, 2 МБ гача',
    'PDF yoki rasm, 2 MB gacha',
    'PDF или изображение, до 2 МБ',
    'PDF or an image, up to 2 MB',
    'PDF yamasa súwret, 2 MB ǵa shekem',
  ],
  // The demo import's note (seedDemoImports), shown in the import dialog.
  [
    'Биринчи қаторда устунлар номи. Ҳудуд, туман, тоифа ва ҳолат номи билан ёзилади; мавжуд рақамли мурожаат янгиланади.',
    'Birinchi qatorda ustunlar nomi. Hudud, tuman, toifa va holat nomi bilan yoziladi; mavjud raqamli murojaat yangilanadi.',
    'В первой строке названия столбцов. Регион, район, категория и статус пишутся названием; обращение с существующим номером обновляется.',
    'Column names go in the first row. Region, district, category and status are written by name; an appeal with an existing number is updated.',
    'Birinshi qatarda baǵanalar atı. Aymaq, rayon, túr hám jaǵday atı menen jazıladı; bar nomerli múrájat jańalanadı.',
  ],
  ['Очиқ мурожаат', 'Ochiq murojaat', 'Открытое обращение', 'Public appeal', 'Ashıq múrájat'],
  ['Барча элементлар', 'Barcha elementlar', 'Все элементы', 'All elements', 'Barlıq elementler'],
  [
    INTRO_HTML,
    '<p>Bu forma platformaning <strong>barcha</strong> elementlari va tekshiruv qoidalarini koʻrsatadi.</p>',
    '<p>Эта форма показывает <strong>все</strong> элементы платформы и правила проверки.</p>',
    '<p>This form shows <strong>every</strong> element of the platform and its validation rules.</p>',
    '<p>Bul forma platformanıń <strong>barlıq</strong> elementlerin hám tekseriw qaǵıydaların kórsetedi.</p>',
  ],
  ['Матн', 'Matn', 'Текст', 'Text', 'Tekst'],
  ['Камида 3 та белги', 'Kamida 3 ta belgi', 'Не менее 3 символов', 'At least 3 characters', 'Keminde 3 belgi'],
  [
    '3 тадан 100 тагача белги',
    '3 tadan 100 tagacha belgi',
    'От 3 до 100 символов',
    'From 3 to 100 characters',
    '3 ten 100 ge shekem belgi',
  ],
  ['Қисқача', 'Qisqacha', 'Кратко', 'Summary', 'Qısqasha'],
  ['Бир қаторли матн', 'Bir qatorli matn', 'Однострочный текст', 'Single-line text', 'Bir qatarlı tekst'],
  ['500 тагача белги', '500 tagacha belgi', 'До 500 символов', 'Up to 500 characters', '500 ge shekem belgi'],
  [
    'Янги ёзувда камида 6 та белги',
    'Yangi yozuvda kamida 6 ta belgi',
    'Для новой записи не менее 6 символов',
    'At least 6 characters for a new record',
    'Jańa jazıwda keminde 6 belgi',
  ],
  ['Сонлар ва саналар', 'Sonlar va sanalar', 'Числа и даты', 'Numbers and dates', 'Sanlar hám sánelar'],
  ['Нархи', 'Narxi', 'Цена', 'Price', 'Bahası'],
  ['сўм', 'soʻm', 'сум', 'sum', 'sum'],
  ['Солиқсиз', 'Soliqsiz', 'Без налога', 'Before tax', 'Salıqsız'],
  ['Миқдори', 'Miqdori', 'Количество', 'Quantity', 'Muǵdarı'],
  ['Бошланиш санаси', 'Boshlanish sanasi', 'Дата начала', 'Start date', 'Baslanıw sánesi'],
  ['Учрашув вақти', 'Uchrashuv vaqti', 'Время встречи', 'Meeting time', 'Ushırasıw waqtı'],
  ['Танлов', 'Tanlov', 'Выбор', 'Choice', 'Tańlaw'],
  ['Шартларга розиман', 'Shartlarga roziman', 'Согласен с условиями', 'I agree to the terms', 'Shártlerge razıman'],
  ['Муҳимлиги', 'Muhimligi', 'Важность', 'Priority', 'Áhmiyeti'],
  ['Кўпи билан 3 та', 'Koʻpi bilan 3 ta', 'Не более 3', 'At most 3', 'Kóbi menen 3'],
  ['Маҳалла', 'Mahalla', 'Махалля', 'Neighbourhood', 'Máhálle'],
  ['Номи бўйича қидиринг', 'Nomi boʻyicha qidiring', 'Ищите по названию', 'Search by name', 'Atı boyınsha izleń'],
  ['Файллар', 'Fayllar', 'Файлы', 'Files', 'Fayllar'],
  ['Ҳужжатлар', 'Hujjatlar', 'Документы', 'Documents', 'Hújjetler'],
  ['Расм', 'Rasm', 'Изображение', 'Image', 'Súwret'],
  ['Харита', 'Xarita', 'Карта', 'Map', 'Karta'],
  ['Ҳудуд чегараси', 'Hudud chegarasi', 'Граница участка', 'Area boundary', 'Aymaq shegarası'],
  ['Маълумотлар', 'Maʼlumotlar', 'Данные', 'Data', 'Maǵlıwmatlar'],
  ['Хусусиятлар', 'Xususiyatlar', 'Свойства', 'Properties', 'Qásiyetler'],
  ['Созламалар (JSON)', 'Sozlamalar (JSON)', 'Настройки (JSON)', 'Settings (JSON)', 'Sazlawlar (JSON)'],
  ['Код', 'Kod', 'Код', 'Code', 'Kod'],
  ['JSON код', 'JSON kod', 'JSON-код', 'JSON code', 'JSON kod'],
  ['SQL сўров', 'SQL soʻrov', 'SQL-запрос', 'SQL query', 'SQL soraw'],
  ['Матн муҳаррирлари', 'Matn muharrirlari', 'Текстовые редакторы', 'Text editors', 'Tekst redaktorları'],
  ['Форматланган матн', 'Formatlangan matn', 'Форматированный текст', 'Formatted text', 'Formatlanǵan tekst'],
  ['Markdown форматида', 'Markdown formatida', 'В формате Markdown', 'In Markdown', 'Markdown formatında'],
];

const LOCALES = ['la', 'ru', 'en', 'qq'] as const;

/**
 * Locale to key to text, in the shape of DEMO_TABLE_TRANSLATIONS. Seeded with ON CONFLICT DO NOTHING, so a
 * text the shell or an administrator already translated keeps its translation.
 *
 * @example
 * DEMO_FORM_TRANSLATIONS.en['Барча элементлар']; // 'All elements'
 */
export const DEMO_FORM_TRANSLATIONS: Record<(typeof LOCALES)[number], Record<string, string>> = Object.fromEntries(
  LOCALES.map((locale, index) => [locale, Object.fromEntries(ROWS.map((row) => [row[0], row[index + 1]]))]),
) as Record<(typeof LOCALES)[number], Record<string, string>>;

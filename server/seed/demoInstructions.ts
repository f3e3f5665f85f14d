/** One instruction as the demo seeds it: Uzbek Cyrillic first, then the other enabled languages. */
export interface InstructionSeed {
  main: string;
  sub?: string;
  title: Record<'uz' | 'la' | 'ru' | 'en' | 'qq', string>;
  content: Record<'uz' | 'la' | 'ru' | 'en' | 'qq', string>;
}

/**
 * The demo's user guide (issue 15): how to use the citizen-appeals registry that the demo seeds, in sections
 * and subsections, in order. Markdown; what it names (accounts, menu items, buttons) is what the demo shows.
 */
export const DEMO_INSTRUCTIONS: InstructionSeed[] = [
  {
    main: 'getting-started',
    title: { uz: 'Ишни бошлаш', la: 'Ishni boshlash', ru: 'Начало работы', en: 'Getting started', qq: 'Jumıstı baslaw' },
    content: {
      uz: `Платон демо-тизими — фуқаролар мурожаатлари реестри. Унда мурожаатларни кўриш, қидириш, янгисини рўйхатга олиш, жадвалларни Excel файлига юклаб олиш ва файлдан импорт қилиш мумкин.

Чап томондаги меню тизимнинг барча бўлимларини очади:

- **Мурожаатлар** — реестр, янги мурожаат формаси ва ҳолатлар бўйича рўйхатлар;
- **Маълумотномалар** — ҳудудлар, туманлар, ташкилотлар, тоифалар ва ҳолатлар;
- **Бошқарув панели** — асосий кўрсаткичлар;
- **Фойдаланувчи қўлланмаси** — шу саҳифа.

Керакли мавзуни чапдаги рўйхатдан танланг ёки юқоридаги қидирув майдонига сўз ёзинг.`,
      la: `Platon demo-tizimi — fuqarolar murojaatlari reyestri. Unda murojaatlarni koʻrish, qidirish, yangisini roʻyxatga olish, jadvallarni Excel fayliga yuklab olish va fayldan import qilish mumkin.

Chap tomondagi menyu tizimning barcha boʻlimlarini ochadi: **Murojaatlar**, **Maʼlumotnomalar**, **Boshqaruv paneli** va **Foydalanuvchi qoʻllanmasi** (shu sahifa).

Kerakli mavzuni chapdagi roʻyxatdan tanlang yoki qidiruv maydoniga soʻz yozing.`,
      ru: `Демо-система Platon — реестр обращений граждан. В ней можно просматривать и искать обращения, регистрировать новые, выгружать таблицы в Excel и импортировать данные из файла.

Меню слева открывает все разделы системы: **Обращения**, **Справочники**, **Панель управления** и **Руководство пользователя** (эта страница).

Выберите тему в списке слева или введите слово в поле поиска.`,
      en: `The Platon demo is a registry of citizens' appeals. In it you can browse and search appeals, register new ones, download tables as Excel files and import data from a file.

The menu on the left opens every part of the system:

- **Appeals** — the registry, the new appeal form and lists by status;
- **Reference data** — regions, districts, organisations, categories and statuses;
- **Dashboard** — the key figures;
- **User guide** — this page.

Pick a topic in the list on the left, or type a word into the search box.`,
      qq: `Platon demo-sisteması — puqaralardıń múrájatları reestri. Onda múrájatlardı kóriw, izlew, jańasın dizimge alıw, kestelerdi Excel faylına júklep alıw hám fayldan import qılıw múmkin.

Shep tárepdegi menyu sistemanıń barlıq bólimlerin ashadı: **Múrájatlar**, **Maǵlıwmatnamalar**, **Basqarıw paneli** hám **Paydalanıwshı qollanbası** (usı bet).

Kerekli temanı shep tárepdegi dizimnen tańlań yamasa izlew maydanına sóz jazıń.`,
    },
  },
  {
    main: 'getting-started',
    sub: 'sign-in',
    title: { uz: 'Тизимга кириш', la: 'Tizimga kirish', ru: 'Вход в систему', en: 'Signing in', qq: 'Sistemaǵa kiriw' },
    content: {
      uz: `Кириш саҳифасида **Логин ва парол** усулини танланг, логин ва паролни киритиб **Кириш** тугмасини босинг.

| Логин | Парол | Ким |
|---|---|---|
| \`admin\` | \`admin123\` | администратор: тизим созламаларини ўзгартира олади |
| \`user\` | \`user123\` | оддий фойдаланувчи |
| \`otp\` | \`otp12345\` | кириш учун бир марталик код ҳам сўралади |

Бир марталик код сўралса, аутентификатор иловаси кўрсатган 6 хонали кодни киритинг. **Электрон рақамли имзо** усули билан калит файлини танлаб, унинг пароли билан кириш мумкин.

Кўп марта нотўғри парол киритилса, тизим бироз вақт кутишни сўрайди.`,
      la: `Kirish sahifasida **Login va parol** usulini tanlang, login va parolni kiritib **Kirish** tugmasini bosing.

| Login | Parol | Kim |
|---|---|---|
| \`admin\` | \`admin123\` | administrator |
| \`user\` | \`user123\` | oddiy foydalanuvchi |
| \`otp\` | \`otp12345\` | bir martalik kod ham soʻraladi |

Bir martalik kod soʻralsa, autentifikator ilovasi koʻrsatgan 6 xonali kodni kiriting.`,
      ru: `На странице входа выберите способ **Логин и пароль**, введите логин и пароль и нажмите **Войти**.

| Логин | Пароль | Кто |
|---|---|---|
| \`admin\` | \`admin123\` | администратор |
| \`user\` | \`user123\` | обычный пользователь |
| \`otp\` | \`otp12345\` | дополнительно запрашивается одноразовый код |

Если запрошен одноразовый код, введите 6 цифр из приложения-аутентификатора. Способ **Электронная цифровая подпись** позволяет войти с файлом ключа и его паролем.`,
      en: `On the sign-in page choose **Username and password**, enter them and press **Sign in**.

| Username | Password | Who |
|---|---|---|
| \`admin\` | \`admin123\` | an administrator: can change the system's configuration |
| \`user\` | \`user123\` | an ordinary user |
| \`otp\` | \`otp12345\` | is also asked for a one-time code |

When a one-time code is asked for, enter the 6 digits your authenticator app shows. With **Digital signature** you sign in with a key file and its password.

After too many wrong passwords the system asks you to wait a little before trying again.`,
      qq: `Kiriw betinde **Login hám parol** usılın tańlań, login hám paroldı kiritip **Kiriw** túymesin basıń.

| Login | Parol | Kim |
|---|---|---|
| \`admin\` | \`admin123\` | administrator |
| \`user\` | \`user123\` | ápiwayı paydalanıwshı |
| \`otp\` | \`otp12345\` | bir mártelik kod ta soraladı |

Bir mártelik kod soralsa, autentifikator qosımshası kórsetken 6 sanlı kodtı kiritiń.`,
    },
  },
  {
    main: 'getting-started',
    sub: 'interface',
    title: {
      uz: 'Интерфейс ва тил',
      la: 'Interfeys va til',
      ru: 'Интерфейс и язык',
      en: 'The interface and language',
      qq: 'Interfeys hám til',
    },
    content: {
      uz: `Юқори панелда тилни танлаш мумкин: ўзбекча (кирилл ва лотин), русча, инглизча ва қорақалпоқча. Танланган тил эслаб қолинади.

Меню гуруҳлари бир босиш билан очилади ва ёпилади. Кичик экранда меню тугма орқали очилади.

Ҳисоб менюсида профил, хавфсизлик созламалари ва тизимдан чиқиш жойлашган.`,
      la: `Yuqori panelda tilni tanlash mumkin: oʻzbekcha (kirill va lotin), ruscha, inglizcha va qoraqalpoqcha. Tanlangan til eslab qolinadi.

Menyu guruhlari bir bosish bilan ochiladi va yopiladi. Hisob menyusida profil va tizimdan chiqish joylashgan.`,
      ru: `На верхней панели выбирается язык: узбекский (кириллица и латиница), русский, английский и каракалпакский. Выбор запоминается.

Группы меню открываются и закрываются одним нажатием. В меню учётной записи — профиль, настройки безопасности и выход.`,
      en: `The language is chosen on the top bar: Uzbek (Cyrillic and Latin), Russian, English and Karakalpak. Your choice is remembered.

Menu groups open and close with one click; on a small screen the menu opens from its button.

The account menu holds your profile, the security settings and signing out.`,
      qq: `Joqarǵı panelde tildi tańlaw múmkin: ózbekshe (kirill hám latın), orıssha, inglisshe hám qaraqalpaqsha. Tańlanǵan til este saqlanadı.

Menyu toparları bir basıw menen ashıladı hám jabıladı. Esap menyusında profil hám sistemadan shıǵıw bar.`,
    },
  },
  {
    main: 'appeals',
    title: {
      uz: 'Мурожаатлар реестри',
      la: 'Murojaatlar reyestri',
      ru: 'Реестр обращений',
      en: 'The appeals registry',
      qq: 'Múrájatlar reestri',
    },
    content: {
      uz: `**Мурожаатлар → Барча мурожаатлар** жадвали фуқаролардан келган барча мурожаатларни кўрсатади: рақами, санаси, ҳудуди, тоифаси, ижрочи ташкилот ва ҳолати.

Қаторни босиш мурожаатни формада очади. **Ҳолат бўйича** гуруҳидаги бандлар рўйхатни тайёр филтр билан очади; улардаги рақам — шундай мурожаатлар сони.

**Ҳудудлар кесимида** жадвали мурожаатларни ҳудудлар бўйича гуруҳлаб, жамини кўрсатади.`,
      la: `**Murojaatlar → Barcha murojaatlar** jadvali fuqarolardan kelgan barcha murojaatlarni koʻrsatadi: raqami, sanasi, hududi, toifasi, ijrochi tashkilot va holati.

Qatorni bosish murojaatni formada ochadi. **Holat boʻyicha** guruhidagi bandlar roʻyxatni tayyor filtr bilan ochadi.`,
      ru: `Таблица **Обращения → Все обращения** показывает все обращения граждан: номер, дату, регион, категорию, организацию-исполнителя и статус.

Нажатие на строку открывает обращение в форме. Пункты группы **По статусу** открывают список с готовым фильтром; число рядом — количество таких обращений.`,
      en: `The **Appeals → All appeals** table lists every appeal received from citizens: its number, date, region, category, the organisation handling it and its status.

Clicking a row opens the appeal in its form. The items under **By status** open the list with a ready-made filter; the number beside each is how many appeals it holds.

**By region** groups the appeals by region with totals.`,
      qq: `**Múrájatlar → Barlıq múrájatlar** kestesi puqaralardan kelgen barlıq múrájatlardı kórsetedi: nomeri, sánesi, aymaǵı, túri, orınlawshı shólkem hám jaǵdayı.

Qatardı basıw múrájattı formada ashadı. **Jaǵday boyınsha** toparındaǵı bántler dizimdi tayar filtr menen ashadı.`,
    },
  },
  {
    main: 'appeals',
    sub: 'new-appeal',
    title: {
      uz: 'Янги мурожаатни рўйхатга олиш',
      la: 'Yangi murojaatni roʻyxatga olish',
      ru: 'Регистрация нового обращения',
      en: 'Registering a new appeal',
      qq: 'Jańa múrájattı dizimge alıw',
    },
    content: {
      uz: `**Мурожаатлар → Янги мурожаат** формасини очинг.

1. Фуқаронинг Ф.И.Ш. ва телефон рақамини киритинг.
2. Ҳудудни танланг — туманлар рўйхати шу ҳудудникига ўзгаради.
3. Тоифа ва ижрочи ташкилотни танланг, мурожаат мазмунини ёзинг.
4. Керак бўлса, ҳужжат ёки расм файлини бириктиринг.
5. **Сақлаш** тугмасини босинг.

Тўлдирилиши мажбурий майдонлар юлдузча билан белгиланган; хато бўлса, майдон остида сабаби ёзилади.`,
      la: `**Murojaatlar → Yangi murojaat** formasini oching.

1. Fuqaroning F.I.Sh. va telefon raqamini kiriting.
2. Hududni tanlang — tumanlar roʻyxati shu hududnikiga oʻzgaradi.
3. Toifa va ijrochi tashkilotni tanlang, murojaat mazmunini yozing.
4. **Saqlash** tugmasini bosing.

Majburiy maydonlar yulduzcha bilan belgilangan.`,
      ru: `Откройте форму **Обращения → Новое обращение**.

1. Введите Ф.И.О. и телефон гражданина.
2. Выберите регион — список районов сменится на районы этого региона.
3. Выберите категорию и организацию-исполнителя, опишите суть обращения.
4. При необходимости прикрепите документ или изображение.
5. Нажмите **Сохранить**.

Обязательные поля отмечены звёздочкой; при ошибке под полем написана причина.`,
      en: `Open the **Appeals → New appeal** form.

1. Enter the citizen's full name and phone number.
2. Choose the region — the list of districts changes to that region's.
3. Choose the category and the organisation to handle it, and describe the appeal.
4. Attach a document or an image if needed.
5. Press **Save**.

Required fields are marked with an asterisk; when something is wrong, the reason is written under the field.`,
      qq: `**Múrájatlar → Jańa múrájat** formasın ashıń.

1. Puqaranıń tolıq atın hám telefon nomerin kiritiń.
2. Aymaqtı tańlań — rayonlar dizimi sol aymaqtıkına ózgeredi.
3. Túrin hám orınlawshı shólkemdi tańlań, múrájat mazmunın jazıń.
4. **Saqlaw** túymesin basıń.`,
    },
  },
  {
    main: 'appeals',
    sub: 'statuses',
    title: { uz: 'Мурожаат ҳолатлари', la: 'Murojaat holatlari', ru: 'Статусы обращений', en: 'Appeal statuses', qq: 'Múrájat jaǵdayları' },
    content: {
      uz: `Ҳар бир мурожаат қуйидаги ҳолатлардан бирида бўлади:

- **Янги** — рўйхатга олинган, ҳали кўриб чиқилмаган;
- **Кўриб чиқилмоқда** — ижрочи ташкилотда;
- **Ҳал этилган** — масала ижобий ҳал қилинган;
- **Тушунтириш берилган** — фуқарога жавоб хати юборилган;
- **Рад этилган** — асоссиз деб топилган.

Ҳолат мурожаат формасида ўзгартирилади.`,
      la: `Har bir murojaat quyidagi holatlardan birida boʻladi: **Yangi**, **Koʻrib chiqilmoqda**, **Hal etilgan**, **Tushuntirish berilgan**, **Rad etilgan**.

Holat murojaat formasida oʻzgartiriladi.`,
      ru: `Каждое обращение находится в одном из статусов: **Новое**, **На рассмотрении**, **Решено**, **Дано разъяснение**, **Отклонено**.

Статус меняется в форме обращения.`,
      en: `Every appeal has one of these statuses:

- **New** — registered, not yet reviewed;
- **Under review** — with the organisation handling it;
- **Resolved** — the matter was settled;
- **Explained** — the citizen was sent an explanation;
- **Rejected** — found to be unfounded.

The status is changed in the appeal's form.`,
      qq: `Hár bir múrájat tómendegi jaǵdaylardıń birinde boladı: **Jańa**, **Kórip shıǵılmaqta**, **Sheshilgen**, **Túsindirme berilgen**, **Biykarlanǵan**.

Jaǵday múrájat formasında ózgertiledi.`,
    },
  },
  {
    main: 'tables',
    title: {
      uz: 'Жадваллар билан ишлаш',
      la: 'Jadvallar bilan ishlash',
      ru: 'Работа с таблицами',
      en: 'Working with tables',
      qq: 'Kesteler menen islew',
    },
    content: {
      uz: `Тизимдаги барча рўйхатлар бир хил жадвалда кўрсатилади. Устун сарлавҳасини босиш шу устун бўйича саралайди, яна бир босиш — тескари тартибда.

Жадвал остидаги саҳифалагичда саҳифа ҳажмини (10 дан 10 000 гача) танлаш ва саҳифалар орасида ўтиш мумкин. Танланган филтр, саралаш ва саҳифа манзилда сақланади: саҳифани янгилаш ёки ҳаволани юбориш худди шу кўринишни очади.`,
      la: `Tizimdagi barcha roʻyxatlar bir xil jadvalda koʻrsatiladi. Ustun sarlavhasini bosish shu ustun boʻyicha saralaydi, yana bir bosish — teskari tartibda.

Tanlangan filtr, saralash va sahifa manzilda saqlanadi: sahifani yangilash yoki havolani yuborish xuddi shu koʻrinishni ochadi.`,
      ru: `Все списки системы показываются в одинаковой таблице. Нажатие на заголовок столбца сортирует по нему, повторное — в обратном порядке.

Под таблицей выбирается размер страницы (от 10 до 10 000) и страница. Фильтры, сортировка и страница сохраняются в адресе: обновление страницы или отправленная ссылка откроют тот же вид.`,
      en: `Every list in the system is shown in the same kind of table. Clicking a column header sorts by that column; clicking again reverses the order.

Under the table you choose the page size (10 to 10,000) and move between pages. The filters, sort and page are kept in the address: reloading the page or sending the link opens the same view.`,
      qq: `Sistemadaǵı barlıq dizimler birdey kestede kórsetiledi. Baǵana atamasın basıw sol baǵana boyınsha saralaydı, jáne bir basıw — keri tártipte.

Tańlanǵan filtr, saralaw hám bet mánzilde saqlanadı.`,
    },
  },
  {
    main: 'tables',
    sub: 'filters',
    title: { uz: 'Филтрлар', la: 'Filtrlar', ru: 'Фильтры', en: 'Filters', qq: 'Filtrler' },
    content: {
      uz: `Жадвал устидаги филтрлар рўйхатни қисқартиради: матн майдонига сўз ёзинг, рўйхатдан қиймат танланг ёки сана оралиғини кўрсатинг, сўнг **Қидириш** тугмасини босинг.

**Тозалаш** тугмаси барча филтрларни бекор қилади. Кичик экранда филтрлар панели **Фильтрлар** тугмаси билан очилади.

Масалан, Тошкент шаҳридаги кўриб чиқилаётган мурожаатларни топиш учун ҳудуд ва ҳолат филтрларини танланг.`,
      la: `Jadval ustidagi filtrlar roʻyxatni qisqartiradi: matn maydoniga soʻz yozing, roʻyxatdan qiymat tanlang yoki sana oraligʻini koʻrsating, soʻng **Qidirish** tugmasini bosing.

**Tozalash** tugmasi barcha filtrlarni bekor qiladi.`,
      ru: `Фильтры над таблицей сокращают список: введите слово, выберите значение из списка или укажите диапазон дат и нажмите **Поиск**.

Кнопка **Очистить** сбрасывает все фильтры. На маленьком экране панель фильтров открывается кнопкой **Фильтры**.`,
      en: `The filters above a table narrow the list: type a word, pick a value from a list or give a date range, then press **Search**.

**Clear** removes every filter. On a small screen the filter bar opens with the **Filters** button.

For example, to find the appeals under review in Tashkent city, choose the region and the status filters.`,
      qq: `Keste ústindegi filtrler dizimdi qısqartadı: tekst maydanına sóz jazıń, dizimnen mánis tańlań yamasa sáne aralıǵın kórsetiń, soń **Izlew** túymesin basıń.

**Tazalaw** túymesi barlıq filtrlerdi biykarlaydı.`,
    },
  },
  {
    main: 'tables',
    sub: 'columns',
    title: {
      uz: 'Устунларни созлаш',
      la: 'Ustunlarni sozlash',
      ru: 'Настройка столбцов',
      en: 'Arranging columns',
      qq: 'Baǵanalardı sazlaw',
    },
    content: {
      uz: `Жадвалнинг устунлар созламаси тугмаси ҳар бир фойдаланувчига устунларни яшириш, тартибини ўзгартириш ва номини алмаштириш имконини беради. Созлама фақат сиз учун сақланади ва бошқа фойдаланувчиларга таъсир қилмайди.`,
      la: `Jadvalning ustunlar sozlamasi tugmasi har bir foydalanuvchiga ustunlarni yashirish, tartibini oʻzgartirish va nomini almashtirish imkonini beradi. Sozlama faqat siz uchun saqlanadi.`,
      ru: `Кнопка настройки столбцов позволяет каждому пользователю скрывать столбцы, менять их порядок и переименовывать. Настройка сохраняется только для вас.`,
      en: `The table's column settings button lets every user hide columns, change their order and rename them. The settings are kept for you alone and do not affect other users.`,
      qq: `Kesteniń baǵanalar sazlaması túymesi hár bir paydalanıwshıǵa baǵanalardı jasırıw, tártibin ózgertiw hám atın almastırıw múmkinshiligin beredi. Sazlama tek siz ushın saqlanadı.`,
    },
  },
  {
    main: 'tables',
    sub: 'export-import',
    title: { uz: 'Экспорт ва импорт', la: 'Eksport va import', ru: 'Экспорт и импорт', en: 'Export and import', qq: 'Eksport hám import' },
    content: {
      uz: `**Экспорт** тугмаси жадвалнинг филтрланган ва сараланган қаторларини Excel (xlsx) файлига юклаб олади; устун номлари танланган тилда бўлади. Катта файл тайёрланаётганда жараённи панелда кузатиш ва бекор қилиш мумкин.

**Мурожаатлар → Мурожаатларни импорт қилиш** бандида Excel файлини танлаб, ундаги мурожаатларни реестрга қўшиш мумкин. Файл танлангунча юклаш тугмаси ўчиқ туради. Узоқ давом этадиган импорт ва экспортлар **Фон вазифалари** саҳифасида кўринади.`,
      la: `**Eksport** tugmasi jadvalning filtrlangan va saralangan qatorlarini Excel (xlsx) fayliga yuklab oladi.

**Murojaatlar → Murojaatlarni import qilish** bandida Excel faylini tanlab, undagi murojaatlarni reyestrga qoʻshish mumkin.`,
      ru: `Кнопка **Экспорт** выгружает отфильтрованные и отсортированные строки таблицы в файл Excel (xlsx); заголовки — на выбранном языке.

В пункте **Обращения → Импорт обращений** можно выбрать файл Excel и добавить обращения из него в реестр. Кнопка загрузки активна, только когда файл выбран.`,
      en: `The **Export** button downloads the table's filtered, sorted rows as an Excel (xlsx) file, its headers in the chosen language. While a big file is prepared, a panel shows the progress and lets you cancel.

Under **Appeals → Import appeals** you choose an Excel file and add the appeals in it to the registry; the upload button stays disabled until a file is chosen. Long imports and exports are listed on the **Background jobs** page.`,
      qq: `**Eksport** túymesi kesteniń filtrlengen hám saralanǵan qatarların Excel (xlsx) faylına júklep aladı.

**Múrájatlar → Múrájatlardı import qılıw** bántinde Excel faylın tańlap, ondaǵı múrájatlardı reestrge qosıw múmkin.`,
    },
  },
  {
    main: 'profile',
    title: { uz: 'Профил', la: 'Profil', ru: 'Профиль', en: 'Your profile', qq: 'Profil' },
    content: {
      uz: `Профил саҳифаси ҳисоб менюсидан очилади. Унда исмингиз, лавозимингиз ва ташкилотингиз кўрсатилади.

Бир нечта ташкилотга бириктирилган бўлсангиз, менюдаги ташкилот алмаштиргич орқали улар орасида ўтишингиз мумкин.`,
      la: `Profil sahifasi hisob menyusidan ochiladi. Unda ismingiz, lavozimingiz va tashkilotingiz koʻrsatiladi.

Bir nechta tashkilotga biriktirilgan boʻlsangiz, ular orasida menyudagi tashkilot almashtirgich orqali oʻtasiz.`,
      ru: `Страница профиля открывается из меню учётной записи. На ней указаны ваше имя, должность и организация.

Если вы прикреплены к нескольким организациям, переключайтесь между ними в меню.`,
      en: `The profile page opens from the account menu. It shows your name, your post and your organisation.

If you belong to several organisations, switch between them with the organisation switcher in the menu.`,
      qq: `Profil beti esap menyusınan ashıladı. Onda atıńız, lawazımıńız hám shólkemińiz kórsetiledi.`,
    },
  },
  {
    main: 'profile',
    sub: 'security',
    title: {
      uz: 'Парол ва хавфсизлик',
      la: 'Parol va xavfsizlik',
      ru: 'Пароль и безопасность',
      en: 'Password and security',
      qq: 'Parol hám qáwipsizlik',
    },
    content: {
      uz: `Профилнинг **Хавфсизлик** бўлимида:

- паролни ўзгартириш — жорий ва янги паролни киритинг (камида 6 та белги);
- бир марталик кодни (OTP) ёқиш — QR кодни аутентификатор иловаси билан сканерлаб, кўрсатилган кодни тасдиқланг;
- электрон имзо калитларингиз рўйхатини кўриш мумкин.

Ишни тугатгач, менюдаги **Чиқиш** орқали тизимдан чиқинг.`,
      la: `Profilning **Xavfsizlik** boʻlimida parolni oʻzgartirish (kamida 6 ta belgi), bir martalik kodni (OTP) yoqish va elektron imzo kalitlaringiz roʻyxatini koʻrish mumkin.

Ishni tugatgach, menyudagi **Chiqish** orqali tizimdan chiqing.`,
      ru: `В разделе **Безопасность** профиля можно:

- сменить пароль (не короче 6 символов);
- включить одноразовый код (OTP), отсканировав QR-код приложением-аутентификатором;
- посмотреть список ключей электронной подписи.

Закончив работу, выйдите через пункт меню **Выход**.`,
      en: `In the profile's **Security** section you can:

- change your password (at least 6 characters);
- turn on one-time codes (OTP) by scanning the QR code with an authenticator app and confirming the code it shows;
- see the list of your digital-signature keys.

When you are done, sign out with **Sign out** in the menu.`,
      qq: `Profildiń **Qáwipsizlik** bóliminde paroldı ózgertiw (keminde 6 belgi), bir mártelik kodtı (OTP) qosıw hám elektron qoltańba giltleriniń dizimin kóriw múmkin.`,
    },
  },
];

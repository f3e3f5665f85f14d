/** A region of the demo registry with its districts: names in Uzbek Cyrillic and Latin. */
export interface RegionSeed {
  name: string;
  nameLa: string;
  /** An interior point of the region; demo appeals scatter their map points around it. */
  lat: number;
  lng: number;
  /** Half-width in degrees of that scatter, small enough to stay inside the region (and the country). */
  spread: number;
  /** District names in Cyrillic and Latin, without the word "district" (the seed appends it). */
  districts: [string, string][];
}

/**
 * Uzbekistan's 14 first-level divisions (12 regions, the Republic of Karakalpakstan and Tashkent city) with
 * ten real districts each, in the order the country's official lists use. Only names and rough points: the
 * demo needs a believable related select (region → district) and map points inside the country.
 *
 * @example
 * DEMO_REGIONS[13].name; // 'Тошкент шаҳри'
 */
export const DEMO_REGIONS: RegionSeed[] = [
  {
    name: 'Қорақалпоғистон Республикаси', nameLa: 'Qoraqalpogʻiston Respublikasi', lat: 42.3, lng: 59.8, spread: 0.4,
    districts: [
      ['Амударё', 'Amudaryo'], ['Беруний', 'Beruniy'], ['Кегейли', 'Kegeyli'], ['Қонликўл', 'Qanlikoʻl'], ['Қўнғирот', 'Qoʻngʻirot'],
      ['Мўйноқ', 'Moʻynoq'], ['Нукус', 'Nukus'], ['Тахтакўпир', 'Taxtakoʻpir'], ['Тўрткўл', 'Toʻrtkoʻl'], ['Хўжайли', 'Xoʻjayli'],
    ],
  },
  {
    name: 'Андижон вилояти', nameLa: 'Andijon viloyati', lat: 40.75, lng: 72.2, spread: 0.12,
    districts: [
      ['Андижон', 'Andijon'], ['Асака', 'Asaka'], ['Балиқчи', 'Baliqchi'], ['Бўз', 'Boʻz'], ['Булоқбоши', 'Buloqboshi'],
      ['Избоскан', 'Izboskan'], ['Марҳамат', 'Marhamat'], ['Олтинкўл', 'Oltinkoʻl'], ['Пахтаобод', 'Paxtaobod'], ['Шаҳрихон', 'Shahrixon'],
    ],
  },
  {
    name: 'Бухоро вилояти', nameLa: 'Buxoro viloyati', lat: 39.9, lng: 64.3, spread: 0.3,
    districts: [
      ['Бухоро', 'Buxoro'], ['Вобкент', 'Vobkent'], ['Жондор', 'Jondor'], ['Когон', 'Kogon'], ['Олот', 'Olot'],
      ['Пешку', 'Peshku'], ['Ромитан', 'Romitan'], ['Шофиркон', 'Shofirkon'], ['Қоракўл', 'Qorakoʻl'], ['Ғиждувон', 'Gʻijduvon'],
    ],
  },
  {
    name: 'Жиззах вилояти', nameLa: 'Jizzax viloyati', lat: 40.2, lng: 67.9, spread: 0.25,
    districts: [
      ['Арнасой', 'Arnasoy'], ['Бахмал', 'Baxmal'], ['Ғаллаорол', 'Gʻallaorol'], ['Дўстлик', 'Doʻstlik'], ['Зомин', 'Zomin'],
      ['Зарбдор', 'Zarbdor'], ['Зафаробод', 'Zafarobod'], ['Мирзачўл', 'Mirzachoʻl'], ['Пахтакор', 'Paxtakor'], ['Фориш', 'Forish'],
    ],
  },
  {
    name: 'Қашқадарё вилояти', nameLa: 'Qashqadaryo viloyati', lat: 38.85, lng: 65.9, spread: 0.3,
    districts: [
      ['Ғузор', 'Gʻuzor'], ['Деҳқонобод', 'Dehqonobod'], ['Қамаши', 'Qamashi'], ['Қарши', 'Qarshi'], ['Косон', 'Koson'],
      ['Китоб', 'Kitob'], ['Касби', 'Kasbi'], ['Муборак', 'Muborak'], ['Чироқчи', 'Chiroqchi'], ['Шаҳрисабз', 'Shahrisabz'],
    ],
  },
  {
    name: 'Навоий вилояти', nameLa: 'Navoiy viloyati', lat: 40.6, lng: 65.0, spread: 0.4,
    districts: [
      ['Конимех', 'Konimex'], ['Кармана', 'Karmana'], ['Қизилтепа', 'Qiziltepa'], ['Хатирчи', 'Xatirchi'], ['Навбаҳор', 'Navbahor'],
      ['Нурота', 'Nurota'], ['Томди', 'Tomdi'], ['Учқудуқ', 'Uchquduq'], ['Зарафшон', 'Zarafshon'], ['Навоий', 'Navoiy'],
    ],
  },
  {
    name: 'Наманган вилояти', nameLa: 'Namangan viloyati', lat: 40.95, lng: 71.4, spread: 0.12,
    districts: [
      ['Косонсой', 'Kosonsoy'], ['Мингбулоқ', 'Mingbuloq'], ['Наманган', 'Namangan'], ['Норин', 'Norin'], ['Поп', 'Pop'],
      ['Тўрақўрғон', 'Toʻraqoʻrgʻon'], ['Уйчи', 'Uychi'], ['Учқўрғон', 'Uchqoʻrgʻon'], ['Чортоқ', 'Chortoq'], ['Чуст', 'Chust'],
    ],
  },
  {
    name: 'Самарқанд вилояти', nameLa: 'Samarqand viloyati', lat: 39.7, lng: 66.8, spread: 0.25,
    districts: [
      ['Булунғур', 'Bulungʻur'], ['Иштихон', 'Ishtixon'], ['Жомбой', 'Jomboy'], ['Каттақўрғон', 'Kattaqoʻrgʻon'], ['Қўшработ', 'Qoʻshrabot'],
      ['Нарпай', 'Narpay'], ['Нуробод', 'Nurobod'], ['Оқдарё', 'Oqdaryo'], ['Пастдарғом', 'Pastdargʻom'], ['Ургут', 'Urgut'],
    ],
  },
  {
    name: 'Сурхондарё вилояти', nameLa: 'Surxondaryo viloyati', lat: 38.0, lng: 67.6, spread: 0.25,
    districts: [
      ['Ангор', 'Angor'], ['Бандихон', 'Bandixon'], ['Бойсун', 'Boysun'], ['Денов', 'Denov'], ['Жарқўрғон', 'Jarqoʻrgʻon'],
      ['Қизириқ', 'Qiziriq'], ['Қумқўрғон', 'Qumqoʻrgʻon'], ['Сариосиё', 'Sariosiyo'], ['Шеробод', 'Sherobod'], ['Шўрчи', 'Shoʻrchi'],
    ],
  },
  {
    name: 'Сирдарё вилояти', nameLa: 'Sirdaryo viloyati', lat: 40.45, lng: 68.7, spread: 0.15,
    districts: [
      ['Боёвут', 'Boyovut'], ['Гулистон', 'Guliston'], ['Мирзаобод', 'Mirzaobod'], ['Оқолтин', 'Oqoltin'], ['Сайхунобод', 'Sayxunobod'],
      ['Сардоба', 'Sardoba'], ['Сирдарё', 'Sirdaryo'], ['Ховос', 'Xovos'], ['Ширин', 'Shirin'], ['Янгиер', 'Yangiyer'],
    ],
  },
  {
    name: 'Тошкент вилояти', nameLa: 'Toshkent viloyati', lat: 41.1, lng: 69.6, spread: 0.2,
    districts: [
      ['Бекобод', 'Bekobod'], ['Бўстонлиқ', 'Boʻstonliq'], ['Зангиота', 'Zangiota'], ['Қибрай', 'Qibray'], ['Оҳангарон', 'Ohangaron'],
      ['Паркент', 'Parkent'], ['Пискент', 'Piskent'], ['Чиноз', 'Chinoz'], ['Юқоричирчиқ', 'Yuqorichirchiq'], ['Янгийўл', 'Yangiyoʻl'],
    ],
  },
  {
    name: 'Фарғона вилояти', nameLa: 'Fargʻona viloyati', lat: 40.45, lng: 71.5, spread: 0.12,
    districts: [
      ['Бешариқ', 'Beshariq'], ['Боғдод', 'Bogʻdod'], ['Бувайда', 'Buvayda'], ['Данғара', 'Dangʻara'], ['Ёзёвон', 'Yozyovon'],
      ['Қува', 'Quva'], ['Олтиариқ', 'Oltiariq'], ['Риштон', 'Rishton'], ['Тошлоқ', 'Toshloq'], ['Фарғона', 'Fargʻona'],
    ],
  },
  {
    name: 'Хоразм вилояти', nameLa: 'Xorazm viloyati', lat: 41.45, lng: 60.7, spread: 0.15,
    districts: [
      ['Боғот', 'Bogʻot'], ['Гурлан', 'Gurlan'], ['Қўшкўпир', 'Qoʻshkoʻpir'], ['Урганч', 'Urganch'], ['Хазорасп', 'Xazorasp'],
      ['Хонқа', 'Xonqa'], ['Хива', 'Xiva'], ['Шовот', 'Shovot'], ['Янгиариқ', 'Yangiariq'], ['Янгибозор', 'Yangibozor'],
    ],
  },
  {
    name: 'Тошкент шаҳри', nameLa: 'Toshkent shahri', lat: 41.31, lng: 69.27, spread: 0.07,
    districts: [
      ['Бектемир', 'Bektemir'], ['Мирзо Улуғбек', 'Mirzo Ulugʻbek'], ['Миробод', 'Mirobod'], ['Олмазор', 'Olmazor'], ['Сергели', 'Sergeli'],
      ['Учтепа', 'Uchtepa'], ['Чилонзор', 'Chilonzor'], ['Шайхонтоҳур', 'Shayxontohur'], ['Юнусобод', 'Yunusobod'], ['Яккасарой', 'Yakkasaroy'],
    ],
  },
];

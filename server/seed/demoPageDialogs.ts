import { DEMO_PAGE_SCRIPTS } from './demoPageScripts';

/** Which page gets the dialogs demo and the component's name there (the pair keys it for seedDemoPageDialogs). */
export const DIALOGS_DEMO_PAGE = 'dashboard';
export const DIALOGS_DEMO_COMPONENT = 'dialogs';

const BUTTONS: Array<[kind: string, label: string]> = [
  ['confirm', 'Тасдиқлаш'],
  ['success', 'Муваффақиятли'],
  ['error', 'Хатолик'],
  ['info', 'Маълумот'],
  ['warning', 'Огоҳлантириш'],
  ['prompt', 'Сўров'],
  ['textarea', 'Матнли сўров'],
  ['menu', 'Контекст меню'],
  ['tooltip', 'Вақтинчалик изоҳ'],
  ['toast', 'Билдиришнома'],
  ['preview', 'Файлни кўриш'],
];

/** The dashboard's dialogs component (docs/behaviour.md §6): a button per dialog, the answer written below them. */
export const DIALOGS_DEMO = {
  name: DIALOGS_DEMO_COMPONENT,
  isScoped: true,
  content: [
    '<section class="dialogs-demo" aria-labelledby="dialogs-demo-title">',
    '  <h2 id="dialogs-demo-title" data-t="Ойналар">Ойналар</h2>',
    '  <p class="dialogs-demo__area" data-t="Ҳар бир тугма ойна очади; жавоб пастда кўринади. Бу ерда ўнг тугмани босинг: контекст меню.">Ҳар бир тугма ойна очади; жавоб пастда кўринади. Бу ерда ўнг тугмани босинг: контекст меню.</p>',
    '  <div class="dialogs-demo__buttons">',
    ...BUTTONS.map(([kind, label]) => `    <button type="button" data-dialog="${kind}" data-t="${label}">${label}</button>`),
    '  </div>',
    '  <p><span data-t="Жавоб">Жавоб</span>: <output data-field="answer" aria-live="polite"></output></p>',
    '</section>',
  ].join('\n'),
  css: [
    '.dialogs-demo{margin-top:24px}',
    '.dialogs-demo h2{font-size:1.2em;margin:0 0 8px}',
    '.dialogs-demo__area{color:#475569;margin:0 0 12px}',
    '.dialogs-demo__buttons{display:flex;flex-wrap:wrap;gap:8px}',
    '.dialogs-demo button{font:inherit;padding:6px 12px;border-radius:6px;border:1px solid rgb(125, 211, 252);background:rgb(240, 249, 255);color:#0c4a6e;cursor:pointer}',
    '.dialogs-demo button:focus-visible{outline:2px solid #0369a1;outline-offset:2px}',
    '.dialogs-demo output{font-family:monospace}',
  ].join('\n'),
  scripts: [DEMO_PAGE_SCRIPTS.translate, DEMO_PAGE_SCRIPTS.dialogs],
};

/**
 * The texts of the dialogs demo (its `data-t` keys and what its script asks the dialogs to show) in the
 * other enabled locales. Texts the shell already has ('Тасдиқлаш', 'Хатолик', 'Маълумотлар сақланди'...) are
 * not repeated.
 */
export const DIALOGS_DEMO_TRANSLATIONS: Array<[uz: string, la: string, ru: string, en: string, qq: string]> = [
  ['Ойналар', 'Oynalar', 'Диалоги', 'Dialogs', 'Aynalar'],
  [
    'Ҳар бир тугма ойна очади; жавоб пастда кўринади. Бу ерда ўнг тугмани босинг: контекст меню.',
    'Har bir tugma oyna ochadi; javob pastda koʻrinadi. Bu yerda oʻng tugmani bosing: kontekst menyu.',
    'Каждая кнопка открывает диалог; ответ виден ниже. Щёлкните здесь правой кнопкой: контекстное меню.',
    'Each button opens a dialog; the answer shows below. Right-click here: a context menu.',
    'Hár bir túyme ayna ashadı; juwap tómende kórinedi. Bul jerde oń túymeni basıń: kontekst menyu.',
  ],
  ['Сўров', 'Soʻrov', 'Запрос', 'Prompt', 'Soraw'],
  ['Матнли сўров', 'Matnli soʻrov', 'Запрос текста', 'Text prompt', 'Tekstli soraw'],
  ['Контекст меню', 'Kontekst menyu', 'Контекстное меню', 'Context menu', 'Kontekst menyu'],
  ['Вақтинчалик изоҳ', 'Vaqtinchalik izoh', 'Временная подсказка', 'Temporary tooltip', 'Waqıtsha túsindirme'],
  ['Билдиришнома', 'Bildirishnoma', 'Уведомление', 'Toast', 'Xabarlama'],
  ['Файлни кўриш', 'Faylni koʻrish', 'Просмотр файла', 'File preview', 'Fayldı kóriw'],
  ['Жавоб', 'Javob', 'Ответ', 'Answer', 'Juwap'],
  ['Кутилмоқда...', 'Kutilmoqda...', 'Ожидание...', 'Waiting...', 'Kútilmekte...'],
  ['Ўзгаришлар сақлансинми?', 'Oʻzgarishlar saqlansinmi?', 'Сохранить изменения?', 'Save the changes?', 'Ózgerisler saqlansın ba?'],
  [
    'Бу саҳифа ойналарни намойиш қилади',
    'Bu sahifa oynalarni namoyish qiladi',
    'Эта страница показывает диалоги',
    'This page shows the dialogs',
    'Bul bet aynalardı kórsetedi',
  ],
  ['Диққат', 'Diqqat', 'Внимание', 'Attention', 'Dıqqat'],
  [
    'Ўзгаришлар ҳали сақланмаган',
    'Oʻzgarishlar hali saqlanmagan',
    'Изменения ещё не сохранены',
    'The changes are not saved yet',
    'Ózgerisler ele saqlanbaǵan',
  ],
  ['Исмингиз', 'Ismingiz', 'Ваше имя', 'Your name', 'Atıńız'],
  ['Исм', 'Ism', 'Имя', 'Name', 'Atı'],
  ['Изоҳ матни', 'Izoh matni', 'Текст примечания', 'Note text', 'Túsindirme teksti'],
  ['Таҳрирлаш', 'Tahrirlash', 'Редактировать', 'Edit', 'Redaktorlaw'],
  ['Нусха олинди', 'Nusxa olindi', 'Скопировано', 'Copied', 'Nusqa alındı'],
  ['Янгилаш', 'Yangilash', 'Обновить', 'Refresh', 'Jańalaw'],
];

import { DEMO_PAGE_SCRIPTS } from './demoPageScripts';

/** One demo page as seeded into platon_pages and platon_page_components. */
export interface PageSeed {
  name: string;
  title: string;
  /** Page-level CSS: scoped to the page when isScoped, otherwise to the element (or shell) it renders in. */
  css?: string;
  isScoped?: boolean;
  isPublic?: boolean;
  permission?: string;
  data?: Record<string, unknown>;
  components: { name: string; content: string; css?: string; isScoped?: boolean; scripts?: string[] }[];
}

/**
 * The demo's dynamic pages (README.md), beside the landing page `main` (landingPage.ts). Texts carry
 * `data-t` so the translate script shows them in the user's language (demoPageTranslations.ts).
 * - `dashboard` (linked from the sidebar): live figures from the API and a scoped component whose `.card`
 *   rule does not reach the unscoped note below it, which wears the same class;
 * - `admin-panel`: requires platon.admin, so `user` sees the access-denied view;
 * - `about`: public, opens without signing in.
 */
export const DEMO_PAGES: PageSeed[] = [
  {
    name: 'dashboard',
    title: 'Бошқарув панели',
    css: '.dashboard-note{border-left:4px solid rgb(15, 118, 110);padding:8px 12px;margin-top:16px;color:#475569}',
    components: [
      {
        name: 'summary',
        isScoped: true,
        content: [
          '<section class="dashboard" data-state="loading">',
          '  <h1 id="dashboard-title" class="dashboard__title" data-t="Бошқарув панели">Бошқарув панели</h1>',
          '  <p class="dashboard__greeting" data-field="greeting"></p>',
          '  <div class="dashboard__cards" aria-live="polite">',
          '    <article class="card"><span class="card__label" data-t="Менюдаги бандлар">Менюдаги бандлар</span><strong class="card__value" data-field="menuItems">…</strong></article>',
          '    <article class="card"><span class="card__label" data-t="Бўлимлар">Бўлимлар</span><strong class="card__value" data-field="menuSections">…</strong></article>',
          '    <article class="card"><span class="card__label" data-t="Лойиҳа версияси">Лойиҳа версияси</span><strong class="card__value" data-field="version">…</strong></article>',
          '  </div>',
          '</section>',
        ].join('\n'),
        css: [
          '.dashboard__title{margin:0 0 4px;font-size:1.4em}',
          '.dashboard__greeting{margin:0 0 16px;color:#475569}',
          '.dashboard__cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(180px,1fr));gap:12px}',
          '.card{background:rgb(224, 242, 254);border:1px solid rgb(125, 211, 252);border-radius:10px;padding:16px}',
          '.card__label{display:block;color:#0369a1;font-size:.9em}',
          '.card__value{display:block;font-size:2em;line-height:1.2}',
        ].join('\n'),
        scripts: [DEMO_PAGE_SCRIPTS.translate, DEMO_PAGE_SCRIPTS.dashboard],
      },
      {
        name: 'note',
        content:
          '<p class="card dashboard-note" data-t="Бу блокка фақат саҳифанинг умумий услублари таъсир қилади">Бу блокка фақат саҳифанинг умумий услублари таъсир қилади</p>',
        scripts: [DEMO_PAGE_SCRIPTS.translate],
      },
    ],
  },
  {
    name: 'admin-panel',
    title: 'Администратор саҳифаси',
    permission: 'platon.admin',
    components: [
      {
        name: 'body',
        content: [
          '<section class="admin-panel">',
          '  <h1 data-t="Администратор саҳифаси">Администратор саҳифаси</h1>',
          '  <p data-t="Бу саҳифани фақат platon.admin рухсати бор фойдаланувчилар кўради">Бу саҳифани фақат platon.admin рухсати бор фойдаланувчилар кўради</p>',
          '</section>',
        ].join('\n'),
        scripts: [DEMO_PAGE_SCRIPTS.translate],
      },
    ],
  },
  {
    name: 'about',
    title: 'Тизим ҳақида',
    isPublic: true,
    isScoped: true,
    css: '.about{max-width:720px;margin:0 auto;padding:24px}.about h2{color:rgb(15, 118, 110)}',
    components: [
      {
        name: 'info',
        content: [
          '<section class="about">',
          '  <h2 data-t="Тизим ҳақида">Тизим ҳақида</h2>',
          '  <p><span data-field="name"></span> · <span data-t="Лойиҳа версияси">Лойиҳа версияси</span>: <strong data-field="version"></strong></p>',
          '  <p data-t="Бу саҳифа тизимга кирмасдан очилади">Бу саҳифа тизимга кирмасдан очилади</p>',
          '</section>',
        ].join('\n'),
        scripts: [DEMO_PAGE_SCRIPTS.translate, DEMO_PAGE_SCRIPTS.about],
      },
    ],
  },
];

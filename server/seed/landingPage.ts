import type { PageSeed } from './demoPages';

/** The visitors' landing page (`GET /api/public/main`, docs/behaviour.md §1), stored as platon_pages row `main`. */
export const LANDING_PAGE: PageSeed = {
  name: 'main',
  isPublic: true,
  title: 'Фуқаролар мурожаатлари реестри',
  css: '.platon-landing{max-width:960px;margin:0 auto;padding:48px 24px;text-align:center}',
  components: [
    {
      name: 'welcome',
      content: [
        '<section class="platon-landing">',
        '  <h1>Фуқаролар мурожаатлари реестри</h1>',
        '  <p>Мурожаатларни қабул қилиш, кўриб чиқиш ва назорат қилиш учун ягона тизим.</p>',
        // A route of the application, marked: the element points it at the app's /login wherever the app
        // lives (hash mode, a base path), and /login goes to the configured sign-in (docs/behaviour.md §1).
        '  <p><a class="platon-landing__signin" data-platon-link href="/login">Тизимга кириш</a></p>',
        '</section>',
      ].join('\n'),
      css: '.platon-landing__signin{display:inline-block;padding:10px 24px;border-radius:6px;background:#1f6feb;color:#fff;text-decoration:none}',
    },
  ],
};

/** The visitors' landing page (`GET /api/public/main`, SPEC §2.2), stored as platon_pages row `main`. */
export const LANDING_PAGE = {
  name: 'main',
  title: 'Фуқаролар мурожаатлари реестри',
  css: '.platon-landing{max-width:960px;margin:0 auto;padding:48px 24px;text-align:center}',
  components: [
    {
      name: 'welcome',
      content: [
        '<section class="platon-landing">',
        '  <h1>Фуқаролар мурожаатлари реестри</h1>',
        '  <p>Мурожаатларни қабул қилиш, кўриб чиқиш ва назорат қилиш учун ягона тизим.</p>',
        '  <p><a class="platon-landing__signin" href="/auth/user">Тизимга кириш</a></p>',
        '</section>',
      ].join('\n'),
      css: '.platon-landing__signin{display:inline-block;padding:10px 24px;border-radius:6px;background:#1f6feb;color:#fff;text-decoration:none}',
    },
  ],
};

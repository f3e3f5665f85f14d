import { DEMO_PAGE_SCRIPTS } from './demoPageScripts';
import type { PageSeed } from './demoPages';

/** Marks a component's status line once its script ran: the showcase's proof that scripts run. */
const MARK_SCRIPT = `export default function mark({ root, component, t }) {
  const status = root.querySelector('[data-script]');
  status.setAttribute('data-script', 'ran');
  status.textContent = t('Скрипт ишлади') + ': ' + component;
}
`;

/**
 * The public page behind `/demo/test-dynamic-components` (issue 15): a scoped component whose `.demo-card`
 * rule stays inside it (the unscoped component wears the same class and is not coloured), and an unscoped
 * one whose `.demo-unscoped` rule reaches the whole element, the demo page around the page included. Each
 * component's script marks its status line.
 */
export const DEMO_COMPONENTS_PAGE: PageSeed = {
  name: 'components-demo',
  title: 'Динамик компонентлар',
  isPublic: true,
  components: [
    {
      name: 'scoped',
      isScoped: true,
      content: [
        '<div class="demo-card" data-probe="scoped">',
        '  <strong data-t="Ажратилган компонент">Ажратилган компонент</strong>',
        '  <p data-t="Бу компонентнинг услублари фақат унинг ичида ишлайди">Бу компонентнинг услублари фақат унинг ичида ишлайди</p>',
        '  <p class="demo-card__status" data-script="pending">…</p>',
        '</div>',
      ].join('\n'),
      css: '.demo-card{background:rgb(220, 252, 231);border:2px solid rgb(22, 163, 74);border-radius:8px;padding:12px;margin-bottom:12px}.demo-card p{margin:6px 0 0}.demo-card__status{font-weight:600}',
      scripts: [DEMO_PAGE_SCRIPTS.translate, MARK_SCRIPT],
    },
    {
      name: 'unscoped',
      content: [
        '<div class="demo-card demo-unscoped" data-probe="unscoped">',
        '  <strong data-t="Умумий компонент">Умумий компонент</strong>',
        '  <p data-t="Бу компонентнинг услублари бутун саҳифага таъсир қилади">Бу компонентнинг услублари бутун саҳифага таъсир қилади</p>',
        '  <p class="demo-card__status" data-script="pending">…</p>',
        '</div>',
      ].join('\n'),
      css: '.demo-unscoped{outline:3px dashed rgb(234, 88, 12);outline-offset:2px;padding:12px}',
      scripts: [DEMO_PAGE_SCRIPTS.translate, MARK_SCRIPT],
    },
  ],
};

/** The page's texts in every non-default locale (its scripts translate `[data-t]` through the translations). */
export const DEMO_COMPONENTS_PAGE_TRANSLATIONS: Record<'la' | 'ru' | 'en' | 'qq', Record<string, string>> = {
  la: {
    'Ажратилган компонент': 'Ajratilgan komponent',
    'Бу компонентнинг услублари фақат унинг ичида ишлайди': 'Bu komponentning uslublari faqat uning ichida ishlaydi',
    'Умумий компонент': 'Umumiy komponent',
    'Бу компонентнинг услублари бутун саҳифага таъсир қилади': 'Bu komponentning uslublari butun sahifaga taʼsir qiladi',
    'Скрипт ишлади': 'Skript ishladi',
  },
  ru: {
    'Ажратилган компонент': 'Изолированный компонент',
    'Бу компонентнинг услублари фақат унинг ичида ишлайди': 'Стили этого компонента действуют только внутри него',
    'Умумий компонент': 'Общий компонент',
    'Бу компонентнинг услублари бутун саҳифага таъсир қилади': 'Стили этого компонента действуют на всю страницу',
    'Скрипт ишлади': 'Скрипт выполнен',
  },
  en: {
    'Ажратилган компонент': 'Scoped component',
    'Бу компонентнинг услублари фақат унинг ичида ишлайди': 'This component’s styles apply only inside it',
    'Умумий компонент': 'Unscoped component',
    'Бу компонентнинг услублари бутун саҳифага таъсир қилади': 'This component’s styles apply to the whole page',
    'Скрипт ишлади': 'Script ran',
  },
  qq: {
    'Ажратилган компонент': 'Ajıratılǵan komponent',
    'Бу компонентнинг услублари фақат унинг ичида ишлайди': 'Bul komponenttiń stilleri tek onıń ishinde isleydi',
    'Умумий компонент': 'Ulıwma komponent',
    'Бу компонентнинг услублари бутун саҳифага таъсир қилади': 'Bul komponenttiń stilleri pútkil betke tásir etedi',
    'Скрипт ишлади': 'Skript isledi',
  },
};

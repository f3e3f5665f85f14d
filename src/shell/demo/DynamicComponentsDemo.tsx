import { useEffect, useRef, useState } from 'react';
import { PageView } from '../../page/PageView';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { DemoFrame } from './DemoFrame';

/** The public page seeded for this demo (server/seed/demoComponentsPage.ts). */
const PAGE = 'components-demo';
const SCOPED_BACKGROUND = 'rgb(220, 252, 231)';

interface Checks {
  scopedApplies: boolean;
  scopedStays: boolean;
  unscopedReaches: boolean;
  scriptsRan: boolean;
}

/** What the page's styles and scripts did, read from the DOM as a user would see it. */
function readChecks(root: HTMLElement): Checks {
  const background = (node: Element | null | undefined) => (node ? getComputedStyle(node).backgroundColor : '');
  const scopedHost = root.querySelector('[data-component="scoped"]');
  const scopedRoot = scopedHost?.shadowRoot ?? null;
  const unscoped = root.querySelector('[data-component="unscoped"]');
  const outsideCard = root.querySelector('[data-probe="outside-card"]');
  const outsideUnscoped = root.querySelector('[data-probe="outside-unscoped"]');
  const statuses = [scopedRoot?.querySelector('[data-script]'), unscoped?.querySelector('[data-script]')];
  return {
    scopedApplies: background(scopedRoot?.querySelector('.demo-card')) === SCOPED_BACKGROUND,
    scopedStays:
      Boolean(outsideCard && unscoped) &&
      background(outsideCard) !== SCOPED_BACKGROUND &&
      background(unscoped?.querySelector('.demo-card')) !== SCOPED_BACKGROUND,
    unscopedReaches: Boolean(outsideUnscoped) && getComputedStyle(outsideUnscoped!).outlineStyle === 'dashed',
    scriptsRan: statuses.every((status) => status?.getAttribute('data-script') === 'ran'),
  };
}

/**
 * `/demo/test-dynamic-components`: a public dynamic page with a scoped and an unscoped component, each with
 * CSS and a script, and the checks a reader would otherwise do by eye: the scoped component's CSS applies
 * inside it and nowhere else (this page's own `.demo-card` stays plain), the unscoped component's CSS reaches
 * this page too (the dashed outline below), and both scripts ran.
 */
export function DynamicComponentsDemo() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  const [checks, setChecks] = useState<Checks | null>(null);

  useEffect(() => {
    if (!shown) return;
    // Scripts are modules that run a moment after the page shows: look again until all is done (5 s at most).
    let tries = 0;
    const timer = setInterval(() => {
      const next = readChecks(ref.current!);
      setChecks(next);
      if (Object.values(next).every(Boolean) || ++tries >= 20) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [shown]);

  const items: [keyof Checks, string][] = [
    ['scopedApplies', 'Ажратилган компонентнинг услублари унинг ичида ишлайди'],
    ['scopedStays', 'Ажратилган услублар компонентдан ташқарига чиқмайди'],
    ['unscopedReaches', 'Умумий компонентнинг услублари бу саҳифага ҳам таъсир қилади'],
    ['scriptsRan', 'Иккала компонентнинг скриптлари ишлади'],
  ];
  return (
    <DemoFrame
      name="demo-test-dynamic-components"
      intro="Динамик саҳифа компонентлари: ажратилган (scoped) компонентнинг CSS и фақат ўзига таъсир қилади, умумий компонентники эса бутун саҳифага. Ҳар бир компонентнинг скрипти ишлаб, ўз ҳолатини ёзади."
    >
      <div ref={ref} className="pl-demo__split">
        <section className="pl-demo__box" aria-label={t('Динамик саҳифа')}>
          <PageView runtime={runtime} path={`public/pages/${PAGE}`} query={{}} onShown={() => setShown(true)} />
        </section>
        <section className="pl-demo__box" aria-labelledby="pl-demo-checks">
          <h2 id="pl-demo-checks">{t('Текширувлар')}</h2>
          {checks ? (
            <ul className="pl-demo__checks">
              {items.map(([key, text]) => (
                <li key={key} data-check={key} data-ok={String(checks[key])}>
                  {t(text)}
                  <span className="pl-sr-only">: {checks[key] ? t('Ҳа') : t('Йўқ')}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="pl-demo__empty">{t('Юкланмоқда...')}</p>
          )}
          <h2>{t('Саҳифадан ташқаридаги элементлар')}</h2>
          <p className="demo-card" data-probe="outside-card">
            {t('Бу элементда ҳам .demo-card синфи бор, лекин ажратилган услуб унга етмайди.')}
          </p>
          <p className="demo-unscoped" data-probe="outside-unscoped">
            {t('Бу элементнинг чизиқли чегараси умумий компонентнинг CSS идан келади.')}
          </p>
        </section>
      </div>
    </DemoFrame>
  );
}

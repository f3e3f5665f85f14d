import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useTranslator } from '../../ui/useTranslator';
import { PageFrame } from '../layout/PageFrame';
import { AppLink } from '../routing/AppLink';
import { useShell } from '../routing/ShellContext';
import { demoCss } from './demoCss';
import { DEMO_ROUTES, type DemoRouteName } from './demoRoutes';

/**
 * Every demo page's frame: the page frame (product name, language picker), a navigation between the demo
 * pages, the page's heading and a short explanation for integrators, then the showcase.
 */
export function DemoFrame({ name, intro, children }: { name: DemoRouteName; intro: string; children: ReactNode }) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const ref = useRef<HTMLDivElement>(null);
  useAdoptedStyles(ref, demoCss);
  const title = DEMO_ROUTES.find((route) => route.name === name)!.title;
  return (
    <PageFrame>
      <div ref={ref} className="pl-demo" data-demo={name}>
        <nav className="pl-demo__nav" aria-label={t('Демо саҳифалар')}>
          <ul>
            {DEMO_ROUTES.map((route) => (
              <li key={route.name}>
                <AppLink to={route.path} aria-current={route.name === name ? 'page' : undefined}>
                  {t(route.title)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        <h1>{t(title)}</h1>
        <p className="pl-demo__intro">{t(intro)}</p>
        {children}
      </div>
    </PageFrame>
  );
}

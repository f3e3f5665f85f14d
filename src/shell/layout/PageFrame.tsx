import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { langTag } from '../../core/i18n/langTag';
import { chooseLocale } from '../../core/runtime/bootstrapRuntime';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';

/**
 * The frame of pages a visitor sees without the layout (the landing page, the 404 of an unknown path, public
 * forms and pages): a header with the project's logo and name and, when the project has several, the language
 * picker, over a padded
 * region, so they are not drawn flush against the window edges (issue 13). The region is no second <main>:
 * the blank layout around it is the page's main landmark already.
 *
 * @example
 * <PageFrame><NotFoundView /></PageFrame>
 */
export function PageFrame({ children }: { children: ReactNode }) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const name = useStore(runtime.store, (s) => s.projectInfo?.shortName || 'Platon');
  const locale = useStore(runtime.store, (s) => s.locale);
  const locales = useStore(runtime.store, (s) => s.projectInfo?.enabledLocales);
  const logoUrl = useStore(runtime.store, (s) => s.projectInfo?.logoUrl ?? null);
  const apiBase = useStore(runtime.store, (s) => s.config.apiBase);
  return (
    <div className="pl-page-frame">
      <header className="pl-page-frame__header" part="header">
        <span className="pl-page-frame__name">
          {logoUrl ? <img className="pl-page-frame__logo" src={`${apiBase}${logoUrl}`} alt="" /> : null}
          {name}
        </span>
        {locales && locales.length > 1 ? (
          <LanguagePicker
            value={locale}
            locales={locales}
            label={t('Тил')}
            langOf={langTag}
            onChange={(next) => void chooseLocale(runtime, next)}
          />
        ) : null}
      </header>
      <div className="pl-page-frame__main">{children}</div>
    </div>
  );
}

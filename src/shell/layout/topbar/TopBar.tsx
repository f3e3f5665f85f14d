import { useStore } from 'zustand';
import { chooseLocale } from '../../../core/runtime/bootstrapRuntime';
import { isAdmin, productOf } from '../../../core/session/permissions';
import { LanguagePicker } from '../../../ui/LanguagePicker';
import { langTag } from '../../../core/i18n/langTag';
import { useTranslator } from '../../../ui/useTranslator';
import { JobsIndicator } from '../../jobs/JobsIndicator';
import { useShell } from '../../routing/ShellContext';
import { AccountMenu } from './AccountMenu';
import { EditModeSwitch } from './EditModeSwitch';
import { ThemeControl } from './ThemeControl';

export interface TopBarProps {
  /** The sidebar region's id, for the menu toggle's aria-controls. */
  sidebarId: string;
  collapsed: boolean;
  /** Under 992 px the mobile bar opens the menu instead. */
  showMenuToggle: boolean;
  onToggleMenu(): void;
}

/**
 * The top bar's content (docs/behaviour.md §1): menu toggle, the host page's slots, the background jobs' indicator, the
 * force-user badge, the administrators' edit mode switch, theme picker, language picker and account menu. Hosts project their own content with
 * `slot="topbar-start"` or `slot="topbar-end"` on children of `<platon-app>`.
 */
export function TopBar({ sidebarId, collapsed, showMenuToggle, onToggleMenu }: TopBarProps) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const locale = useStore(runtime.store, (s) => s.locale);
  const locales = useStore(runtime.store, (s) => s.projectInfo?.enabledLocales);
  // The badge shows an admin that admin features are hidden on purpose, and turns them back on.
  const userView = useStore(runtime.store, (s) => s.forceUser && isAdmin(s.user, productOf(s.projectInfo)));
  return (
    <>
      {showMenuToggle ? (
        <button
          type="button"
          className="pl-topbar__toggle pl-icon-button"
          aria-controls={sidebarId}
          aria-expanded={!collapsed}
          aria-label={t('Меню')}
          onClick={onToggleMenu}
        >
          <span className="pl-burger" aria-hidden="true" />
        </button>
      ) : null}
      <slot name="topbar-start" />
      <span className="pl-topbar__spacer" />
      <JobsIndicator />
      <slot name="topbar-end" />
      {userView ? (
        <button
          type="button"
          className="pl-user-view"
          aria-pressed="true"
          title="Ctrl+Shift+D"
          onClick={() => runtime.store.setState({ forceUser: false })}
        >
          {t('Фойдаланувчи кўриниши')}
        </button>
      ) : null}
      <EditModeSwitch />
      <ThemeControl />
      {locales && locales.length > 1 ? (
        <LanguagePicker
          value={locale}
          locales={locales}
          label={t('Тил')}
          langOf={langTag}
          onChange={(next) => void chooseLocale(runtime, next)}
        />
      ) : null}
      <AccountMenu />
    </>
  );
}

import { useStore } from 'zustand';
import { isAdmin, productOf } from '../../../core/session/permissions';
import { useTranslator } from '../../../ui/useTranslator';
import { useShell } from '../../routing/ShellContext';
import { SidebarFooter } from './SidebarFooter';
import { SidebarMenu } from './SidebarMenu';
import { SidebarProfile } from './SidebarProfile';

/** Contract between the layout frame and the sidebar. */
export interface SidebarProps {
  /** Desktop collapsed state (icons only, fly-out submenus); never true under 992 px. */
  collapsed: boolean;
  /** Called after a menu link was followed, so the layout can collapse the menu on narrow screens (docs/behaviour.md §1). */
  onLinkFollowed(): void;
}

/** The page reload after an organisation switch (docs/behaviour.md §1); a module function so tests can stand in for it. */
const reloadPage = () => globalThis.location.reload();

/**
 * The sidebar (docs/behaviour.md §1): project title, profile block, menu, footer. Collapsed, it shows icons only, with
 * the groups in fly-outs, and no footer.
 */
export function Sidebar({ collapsed, onLinkFollowed }: SidebarProps) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const shortName = useStore(runtime.store, (s) => s.projectInfo?.shortName ?? '');
  // The project's uploaded logo (project settings) beside the name; collapsed, the logo alone.
  const logoUrl = useStore(runtime.store, (s) => s.projectInfo?.logoUrl ?? null);
  const apiBase = useStore(runtime.store, (s) => s.config.apiBase);
  const admin = useStore(runtime.store, (s) => isAdmin(s.user, productOf(s.projectInfo), s.forceUser));
  return (
    <div className={`pl-sidebar ${collapsed ? 'pl-sidebar--collapsed' : ''}`}>
      <div className="pl-sidebar__title" title={shortName}>
        {logoUrl ? <img className="pl-sidebar__logo" src={`${apiBase}${logoUrl}`} alt="" /> : null}
        {collapsed ? (logoUrl ? null : shortName.slice(0, 2)) : shortName}
      </div>
      <SidebarProfile runtime={runtime} t={t} collapsed={collapsed} reload={reloadPage} />
      <nav className="pl-sidebar__nav" aria-label={t('Меню')}>
        <SidebarMenu collapsed={collapsed} onLinkFollowed={onLinkFollowed} />
      </nav>
      {collapsed ? null : <SidebarFooter runtime={runtime} t={t} showAd={!admin} />}
    </div>
  );
}

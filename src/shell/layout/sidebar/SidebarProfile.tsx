import { useStore } from 'zustand';
import type { PlatonRuntime } from '../../../core/runtime/platonRuntime';
import type { Translate } from '../../../ui/useTranslator';
import { Avatar } from '../topbar/Avatar';
import { OrganizationSwitcher } from './OrganizationSwitcher';

/** The profile block (docs/behaviour.md §1): avatar, full name or username, position, organisation switcher. */
export function SidebarProfile({
  runtime,
  t,
  collapsed,
  reload,
}: {
  runtime: PlatonRuntime;
  t: Translate;
  collapsed: boolean;
  reload(): void;
}) {
  const user = useStore(runtime.store, (s) => s.user);
  if (!user) return null;
  const name = user.fullName || user.username;
  return (
    <div className="pl-sidebar__profile" title={collapsed ? name : undefined}>
      <Avatar photo={user.photo} username={user.username} />
      {collapsed ? (
        <span className="pl-sr-only">{name}</span>
      ) : (
        <div className="pl-sidebar__who">
          <div className="pl-sidebar__name">{name}</div>
          {user.postName ? <div className="pl-sidebar__post">{user.postName}</div> : null}
          <OrganizationSwitcher runtime={runtime} t={t} reload={reload} />
        </div>
      )}
    </div>
  );
}

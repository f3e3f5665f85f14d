/** Contract between the layout frame and the sidebar (the sidebar engineer replaces this stub). */
export interface SidebarProps {
  /** Desktop collapsed state (icons only, fly-out submenus); never true under 992 px. */
  collapsed: boolean;
  /** Called after a menu link was followed, so the layout can collapse the menu on narrow screens (SPEC §2.4). */
  onLinkFollowed(): void;
}

export function Sidebar(_props: SidebarProps) {
  return <nav className="pl-sidebar" aria-label="Menu" />;
}

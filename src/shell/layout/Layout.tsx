import type { ReactNode } from 'react';
import { Sidebar } from './sidebar/Sidebar';

/** The layout frame (the top-bar engineer owns and grows this file): sidebar, top bar, mobile bar, body. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="pl-layout">
      <aside className="pl-layout__sidebar" data-region="sidebar" tabIndex={-1}>
        <Sidebar collapsed={false} onLinkFollowed={() => {}} />
      </aside>
      <div className="pl-layout__main">
        <header className="pl-layout__topbar" data-region="topbar" tabIndex={-1} />
        <main className="pl-layout__body" data-region="body" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

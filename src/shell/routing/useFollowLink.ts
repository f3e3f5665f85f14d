import { useCallback, type MouseEvent } from 'react';
import { downloadExportLink } from '../../core/files/downloadExportLink';
import { carryMid, resolveLink } from '../../core/router/linkRules';
import { useShell } from './ShellContext';

export interface FollowOptions {
  /** The click, so Ctrl/Cmd opens a new tab (docs/behaviour.md §1). */
  event?: MouseEvent;
  /** Menu clicks drop the carried `_mid` and set their own (docs/behaviour.md §1). */
  mid?: string | number | null;
}

/**
 * Follow a server-defined link by the rules of docs/behaviour.md §1. Returns a function so any part of the shell
 * (menu, table cells, page scripts through the shell) follows links the same way.
 */
export function useFollowLink(): (link: string, options?: FollowOptions) => void {
  const { runtime, router, openModal, openImport, confirmLogout } = useShell();
  return useCallback(
    (link, options = {}) => {
      const newTab = Boolean(options.event && (options.event.ctrlKey || options.event.metaKey));
      const action = resolveLink(link, { newTab });
      switch (action.kind) {
        case 'external':
          globalThis.open(action.url, '_blank', 'noopener');
          return;
        case 'import':
          openImport(action.path);
          return;
        case 'logout':
          confirmLogout();
          return;
        case 'export':
          void downloadExportLink(runtime, action.resource);
          return;
        case 'internal': {
          const mid = options.mid != null ? String(options.mid) : router.getLocation().query._mid;
          const to = options.mid != null ? carryMid(withoutMid(action.to), mid) : carryMid(action.to, mid);
          if (action.target.kind === 'blank') globalThis.open(router.href(to), '_blank', 'noopener');
          else if (action.target.kind === 'modal') openModal(to, action.target.width);
          else router.navigate(to);
        }
      }
    },
    [runtime, router, openModal, openImport, confirmLogout],
  );
}

function withoutMid(to: string): string {
  const url = new URL(to, 'http://platon.invalid');
  url.searchParams.delete('_mid');
  return `${url.pathname}${url.search}${url.hash}`;
}

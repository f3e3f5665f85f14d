import { useEffect } from 'react';
import { useShell } from './ShellContext';

/**
 * `/import/{path}` opened as an address (a bookmark, a link from another page): the import dialog a menu link
 * opens, over the homepage, instead of a page of its own (there is none) or the not-found view.
 */
export function ImportAddressView({ path }: { path: string }) {
  const { router, openImport } = useShell();
  useEffect(() => {
    router.navigate('/', { replace: true });
    openImport(path);
  }, [router, openImport, path]);
  return null;
}

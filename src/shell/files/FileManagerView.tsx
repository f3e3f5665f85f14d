import { useStore } from 'zustand';
import { productOf } from '../../core/session/permissions';
import { canManageFiles } from '../../core/files/canManageFiles';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { FileManager } from './FileManager';
import { FileManagerForbidden } from './FileManagerForbidden';

export interface FileManagerViewProps {
  /** The route's wildcard after `/system/file-manager/`: category key, then folder path. */
  path: string | undefined;
  query: Record<string, string>;
}

/**
 * `/system/file-manager/{path?}` (docs/behaviour.md §1, issue 14): stored files by category and folder, for
 * administrators and holders of FILE_MANAGER_PERMISSION. Anyone else gets the access-denied view without a
 * call being made; the server refuses them too, and its 403 shows the same view (FileManager).
 */
export function FileManagerView({ path, query }: FileManagerViewProps) {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const allowed = useStore(runtime.store, (s) => canManageFiles(s.user, productOf(s.projectInfo)));
  if (!allowed) return <FileManagerForbidden />;
  return <FileManager path={path} query={query} t={t} />;
}

import { useStore } from 'zustand';
import { productOf } from '../../core/session/permissions';
import { canControlDatabase } from '../../core/dbcontrol/canControlDatabase';
import { useTranslator } from '../../ui/useTranslator';
import { useShell } from '../routing/ShellContext';
import { DbControl } from './DbControl';
import { DbControlForbidden } from './DbControlForbidden';

/**
 * `/system/db-control` (docs/behaviour.md §1, issue 15): database control for administrators only. Anyone else gets the
 * access-denied view without a call being made; the server refuses them too (403), which shows the same view.
 */
export function DbControlView() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const allowed = useStore(runtime.store, (s) => canControlDatabase(s.user, productOf(s.projectInfo)));
  if (!allowed) return <DbControlForbidden />;
  return <DbControl t={t} />;
}

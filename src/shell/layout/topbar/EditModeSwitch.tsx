import { useStore } from 'zustand';
import { setEditMode } from '../../../core/session/editMode';
import { isAdmin, productOf } from '../../../core/session/permissions';
import { useTranslator } from '../../../ui/useTranslator';
import { useShell } from '../../routing/ShellContext';

/**
 * The top bar's 'Таҳрирлаш режими' switch (issue 43), for administrators only: off, they see what a user sees
 * (no gear or pencil link on menu items, columns, filters, fields or instructions); on, the links to each
 * thing's configuration appear. Remembered per user (core/session/editMode). Hidden in the user's view
 * (Ctrl+Shift+D), which has its own badge.
 */
export function EditModeSwitch() {
  const { runtime } = useShell();
  const t = useTranslator(runtime.i18n);
  const admin = useStore(runtime.store, (s) => isAdmin(s.user, productOf(s.projectInfo), s.forceUser));
  const on = useStore(runtime.store, (s) => s.editMode === true);
  if (!admin) return null;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className="pl-edit-switch"
      title={t('Меню бандлари, устунлар, фильтрлар ва майдонлар ёнида уларни созлаш ҳаволаларини кўрсатади')}
      onClick={() => setEditMode(runtime.store, !on)}
    >
      <span className="pl-edit-switch__track" aria-hidden="true" />
      <span className="pl-edit-switch__label">{t('Таҳрирлаш режими')}</span>
    </button>
  );
}

import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';

export interface FormFooterProps {
  t: Translate;
  /** Whether the user may save (canInsert for a new record, canUpdate for an existing one). */
  canSave: boolean;
  /** Shown for an existing record the form lets the user delete. */
  onDelete?: () => void;
  onHardDelete?: () => void;
  /** Shown in a modal. */
  onClose?: () => void;
  busy: boolean;
}

/**
 * The form's footer: Save (the form's submit), Delete and Delete permanently for an existing record when the
 * form allows them, Close in a modal. Every button is disabled while a save or delete is on its way.
 *
 * @example
 * <FormFooter t={t} canSave busy={false} onDelete={askDelete} onClose={close} />
 */
export function FormFooter({ t, canSave, onDelete, onHardDelete, onClose, busy }: FormFooterProps) {
  return (
    <div className="pl-form__footer">
      {canSave ? (
        <Button type="submit" variant="primary" disabled={busy}>
          {t('Сақлаш')}
        </Button>
      ) : null}
      {onDelete ? (
        <Button variant="danger" disabled={busy} onClick={onDelete}>
          {t('Ўчириш')}
        </Button>
      ) : null}
      {onHardDelete ? (
        <Button variant="danger" disabled={busy} onClick={onHardDelete}>
          {t('Бутунлай ўчириш')}
        </Button>
      ) : null}
      {onClose ? (
        <Button disabled={busy} onClick={onClose}>
          {t('Ёпиш')}
        </Button>
      ) : null}
    </div>
  );
}

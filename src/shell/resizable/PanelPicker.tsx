import { useId, useState, type FormEvent } from 'react';
import type { LayoutPanelContent, LayoutPanelKind } from '../../core/api/userLayoutContract';
import { PANEL_KINDS, readPanelContent } from '../../core/resizable/resizablePageLayout';
import { Button } from '../../ui/Button';
import type { Translate } from '../../ui/useTranslator';

export const KIND_LABELS: Record<LayoutPanelKind, string> = { table: 'Жадвал', form: 'Форма', page: 'Саҳифа' };

/**
 * What a panel shows: a kind and a name (as in `/tables/{name}`), applied with a button so a half-typed name
 * never loads. A name that cannot be one says so.
 */
export function PanelPicker({
  value,
  t,
  onApply,
  onCancel,
}: {
  value: LayoutPanelContent;
  t: Translate;
  onApply(content: LayoutPanelContent): void;
  onCancel(): void;
}) {
  const id = useId();
  const [kind, setKind] = useState<LayoutPanelKind>(value.kind);
  const [name, setName] = useState(value.name);
  const [invalid, setInvalid] = useState(false);
  function submit(event: FormEvent) {
    event.preventDefault();
    const content = readPanelContent({ kind, name });
    setInvalid(!content);
    if (content) onApply(content);
  }
  return (
    <form className="pl-resizable__picker" onSubmit={submit} aria-label={t('Панелда нима кўрсатилади')}>
      <div className="pl-field">
        <label htmlFor={`${id}-kind`}>{t('Тури')}</label>
        <select id={`${id}-kind`} className="pl-input" value={kind} onChange={(event) => setKind(event.target.value as LayoutPanelKind)}>
          {PANEL_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(KIND_LABELS[option])}
            </option>
          ))}
        </select>
      </div>
      <div className="pl-field">
        <label htmlFor={`${id}-name`}>{t('Номи')}</label>
        <input
          id={`${id}-name`}
          className="pl-input"
          value={name}
          autoFocus
          spellCheck={false}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {invalid ? (
          <span id={`${id}-error`} className="pl-field-error">
            {t('Номда фақат ҳарф, рақам, нуқта, чизиқча ва пастки чизиқ бўлиши мумкин')}
          </span>
        ) : null}
      </div>
      <div className="pl-resizable__picker-actions">
        <Button type="submit" variant="primary">
          {t('Кўрсатиш')}
        </Button>
        <Button onClick={onCancel}>{t('Бекор қилиш')}</Button>
      </div>
    </form>
  );
}

import { useId } from 'react';
import type { FilterControlProps } from '../FilterControlProps';

const CHOICES = [
  { value: null, label: 'Барчаси' },
  { value: true, label: 'Ҳа' },
  { value: false, label: 'Йўқ' },
] as const;

/**
 * Checkbox filter: three states, any / yes / no, as a radio group named by the filter's label (arrow keys
 * move between the choices). Stored values coerce like docs/behaviour.md §5 checkboxes: true, 1, '1', 'true' are yes.
 *
 * @example
 * <CheckboxFilter filter={urgent} value={true} onValue={set} ... />
 */
export function CheckboxFilter({ value, onValue, t, inputId, labelId }: FilterControlProps) {
  const name = useId();
  const current =
    value === null || value === undefined || value === '' ? null : value === true || value === 1 || value === '1' || value === 'true';
  return (
    <div className="pl-segmented" role="radiogroup" aria-labelledby={labelId}>
      {CHOICES.map((choice) => (
        <label key={String(choice.value)} className="pl-segmented__item">
          <input
            id={choice.value === null ? inputId : undefined}
            type="radio"
            name={name}
            checked={current === choice.value}
            onChange={() => onValue(choice.value)}
          />
          <span>{t(choice.label)}</span>
        </label>
      ))}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { keyValueObject, keyValueRows, sameKeyValues, type KeyValueRow } from '../model/keyValueRows';
import { keyValueCss } from '../styles/keyValueCss';
import type { ControlProps } from './ControlProps';
import { useFormControl } from './useFormControl';

/**
 * Key-value (`key_value`, docs/behaviour.md §5): rows of a key and a value input, with add and remove buttons. The form
 * value is an object of the rows whose key is not blank; a row being typed stays on screen while its key is
 * still empty. The first key input carries the field's id, so the field's label names the group's start.
 *
 * @example
 * <KeyValueControl element={{ id: 8, type: 'key_value', dataField: 'headers', label: 'Сарлавҳалар' }} env={env} />
 */
export function KeyValueControl(props: ControlProps) {
  const { env } = props;
  const { value, onChange, onBlur, ref, inputProps, ids, disabled, readOnly } = useFormControl(props);
  const [rows, setRows] = useState<KeyValueRow[]>(() => keyValueRows(value));
  const container = useRef<HTMLDivElement>(null);
  useAdoptedStyles(container, keyValueCss, STYLE_RANK.form);
  const focusRow = useRef<number | null>(null);

  // An outside change (reset, a loaded record) replaces the rows; the user's own edits already match.
  useEffect(() => {
    setRows((current) => (sameKeyValues(current, value) ? current : keyValueRows(value)));
  }, [value]);

  useEffect(() => {
    if (focusRow.current === null) return;
    const target = container.current?.querySelectorAll<HTMLInputElement>('.pl-kv__key')[focusRow.current];
    focusRow.current = null;
    target?.focus();
  }, [rows]);

  const commit = (next: KeyValueRow[]) => {
    setRows(next);
    // A blank-key row changes nothing the form holds: only report real changes of the object.
    if (!sameKeyValues(next, value)) onChange(keyValueObject(next));
  };
  const edit = (index: number, part: Partial<KeyValueRow>) => commit(rows.map((row, at) => (at === index ? { ...row, ...part } : row)));
  const remove = (index: number) => {
    const next = rows.filter((_, at) => at !== index);
    focusRow.current = Math.min(index, next.length - 1);
    commit(next.length ? next : [{ key: '', value: '' }]);
    if (!next.length) focusRow.current = 0;
  };
  const add = () => {
    focusRow.current = rows.length;
    setRows([...rows, { key: '', value: '' }]);
  };

  const locked = disabled || readOnly;
  const { id: _id, ...shared } = inputProps;
  return (
    <div ref={container} className="pl-kv" role="group" aria-labelledby={ids.label} onBlur={onBlur}>
      <div className="pl-kv__head" aria-hidden="true">
        <span>{env.t('Калит')}</span>
        <span>{env.t('Қиймат')}</span>
      </div>
      {rows.map((row, index) => (
        <div key={index} className="pl-kv__row">
          <input
            {...shared}
            id={index === 0 ? ids.input : `${ids.input}-key-${index}`}
            ref={index === 0 ? ref : undefined}
            name={`${shared.name}.key.${index}`}
            part="input"
            className="pl-input pl-kv__key"
            type="text"
            aria-label={index === 0 ? undefined : env.t('{0}-қатор калити', { 0: index + 1 })}
            value={row.key}
            onChange={(event) => edit(index, { key: event.target.value })}
          />
          <input
            {...shared}
            id={`${ids.input}-value-${index}`}
            name={`${shared.name}.value.${index}`}
            part="input"
            className="pl-input pl-kv__value"
            type="text"
            aria-label={env.t('{0}-қатор қиймати', { 0: index + 1 })}
            value={row.value}
            onChange={(event) => edit(index, { value: event.target.value })}
          />
          <button
            type="button"
            className="pl-icon-button pl-kv__remove"
            aria-label={env.t('{0}-қаторни ўчириш', { 0: index + 1 })}
            title={env.t('{0}-қаторни ўчириш', { 0: index + 1 })}
            disabled={locked}
            onClick={() => remove(index)}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" part="button" className="pl-button pl-kv__add" disabled={locked} onClick={add}>
        + {env.t('Қатор қўшиш')}
      </button>
    </div>
  );
}

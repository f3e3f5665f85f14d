import { useId } from 'react';
import type { Translate } from '../../ui/useTranslator';
import type { SettingsColumn } from './SettingsColumn';

export interface ColumnSettingsRowProps {
  column: SettingsColumn;
  position: number;
  siblings: number;
  hidden: ReadonlySet<string>;
  titles: Readonly<Record<string, string>>;
  /** A group above this column is hidden: the column goes with it, so its controls are off. */
  underHidden: boolean;
  t: Translate;
  onToggle(key: string): void;
  onTitle(key: string, title: string): void;
  onMove(column: SettingsColumn, delta: number): void;
}

/**
 * One column in the settings tree: a checkbox that shows or hides it (its label is the column's title), a
 * box for the user's own title (empty keeps the server's), and up/down buttons that reorder it among its
 * siblings. A group lists its children below, indented.
 *
 * @example
 * <ColumnSettingsRow column={column} position={0} siblings={3} hidden={hidden} titles={titles} ... />
 */
export function ColumnSettingsRow(props: ColumnSettingsRowProps) {
  const { column, t } = props;
  const checkboxId = useId();
  // The title arrives in the chosen language (translateTableDefinition).
  const title = column.title;
  const isHidden = props.hidden.has(column.key);
  const off = props.underHidden;
  return (
    <li className="pl-column-settings__item" data-key={column.key}>
      <div className={`pl-column-settings__row${off || isHidden ? ' pl-column-settings__row--hidden' : ''}`}>
        <input
          id={checkboxId}
          type="checkbox"
          className="pl-column-settings__check"
          checked={!isHidden}
          disabled={off}
          onChange={() => props.onToggle(column.key)}
        />
        <label htmlFor={checkboxId} className="pl-column-settings__label">
          {title}
        </label>
        <input
          type="text"
          part="input"
          className="pl-input pl-column-settings__title"
          aria-label={t('Сарлавҳа: {0}', { 0: title })}
          placeholder={title}
          disabled={off}
          value={props.titles[column.key] ?? ''}
          onChange={(event) => props.onTitle(column.key, event.target.value)}
        />
        <button
          type="button"
          className="pl-icon-button pl-column-settings__move"
          data-move="up"
          aria-label={t('Юқорига: {0}', { 0: title })}
          title={t('Юқорига: {0}', { 0: title })}
          disabled={props.position === 0}
          onClick={() => props.onMove(column, -1)}
        >
          <span aria-hidden="true">↑</span>
        </button>
        <button
          type="button"
          className="pl-icon-button pl-column-settings__move"
          data-move="down"
          aria-label={t('Пастга: {0}', { 0: title })}
          title={t('Пастга: {0}', { 0: title })}
          disabled={props.position === props.siblings - 1}
          onClick={() => props.onMove(column, 1)}
        >
          <span aria-hidden="true">↓</span>
        </button>
      </div>
      {column.children.length ? (
        <ul className="pl-column-settings__list" aria-label={title}>
          {column.children.map((child, index) => (
            <ColumnSettingsRow
              key={child.key}
              {...props}
              column={child}
              position={index}
              siblings={column.children.length}
              underHidden={off || isHidden}
            />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

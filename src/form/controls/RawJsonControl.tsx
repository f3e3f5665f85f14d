import { useRef } from 'react';
import { STYLE_RANK } from '../../ui/styles/styleRank';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { rawJsonCss } from '../styles/rawJsonCss';
import type { ControlProps } from './ControlProps';
import { useFormControl } from './useFormControl';

/** The text of a raw json value: the server may send the parsed object; the field edits its JSON text. */
function jsonText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}

/** Pretty-printed JSON, or null when the text does not parse. */
function prettyJson(text: string): string | null {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return null;
  }
}

/**
 * Raw json (`raw_json`): a monospace text area holding the JSON text (the form value is that text). The
 * shared rule says 'Хато JSON киритилган' when it does not parse; the format button pretty-prints valid JSON.
 *
 * @example
 * <RawJsonControl element={{ id: 7, type: 'raw_json', dataField: 'settings', label: 'Созламалар' }} env={env} />
 */
export function RawJsonControl(props: ControlProps) {
  const { element, env } = props;
  const { value, onChange, onBlur, ref, inputProps, disabled, readOnly } = useFormControl(props);
  const text = jsonText(value);
  const pretty = text.trim() ? prettyJson(text) : null;
  const root = useRef<HTMLDivElement>(null);
  useAdoptedStyles(root, rawJsonCss, STYLE_RANK.form);
  return (
    <div ref={root} className="pl-json">
      <textarea
        {...inputProps}
        ref={ref}
        part="input"
        className="pl-input pl-json__text"
        rows={8}
        spellCheck={false}
        autoCapitalize="off"
        value={text}
        placeholder={element.placeholder ?? undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      <div className="pl-json__tools">
        <button
          type="button"
          part="button"
          className="pl-button pl-json__format"
          disabled={disabled || readOnly || pretty === null || pretty === text}
          onClick={() => pretty !== null && onChange(pretty)}
        >
          {env.t('JSON ни форматлаш')}
        </button>
      </div>
    </div>
  );
}

import { useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { editNumberText, formatNumberField, numberScale, numberValue } from '../model/numberInput';
import type { ControlProps } from './ControlProps';
import { mergeRefs } from './text/mergeRefs';
import { useFormControl } from './useFormControl';

/**
 * Number and int (docs/behaviour.md §5): the form value is a JS number, or null when the field is empty or holds no
 * number. Digits are grouped by spaces as the user types (the caret stays after the digit it followed), ','
 * is taken as the decimal point, a minus may lead; decimals past the scale (default 4, int none) are
 * refused. Left aligned unless textAlign says otherwise. On blur the text is written afresh from the value.
 *
 * @example
 * <NumberControl element={{ id: 9, type: 'number', dataField: 'amount', label: 'Сумма', scale: 2 }} env={env} />
 */
export function NumberControl(props: ControlProps) {
  const { element } = props;
  const { value, onChange, onBlur, ref, inputProps } = useFormControl(props);
  const scale = numberScale(element);
  const [text, setText] = useState(() => formatNumberField(value, element));
  const node = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const inputRef = useMemo(() => mergeRefs(ref, node), [ref]);

  // A value set from outside (reset, a loaded record) rewrites the text; the user's own edits already match.
  const current = numberValue(text);
  const outside = normalize(value) !== current;
  const shown = outside ? formatNumberField(value, element) : text;
  if (outside && shown !== text) setText(shown);

  useLayoutEffect(() => {
    if (caret.current === null || !node.current) return;
    node.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const edit = editNumberText(input.value, input.selectionStart ?? input.value.length, scale);
    if (!edit) {
      // Refused: React puts the old text back after this handler and the caret would jump to the end;
      // put it back where it was before the keystroke once React is done.
      const position = Math.max(0, (input.selectionStart ?? 0) - (input.value.length - text.length));
      queueMicrotask(() => input.setSelectionRange(position, position));
      return;
    }
    caret.current = edit.caret;
    setText(edit.text);
    if (edit.value !== normalize(value)) onChange(edit.value);
  }

  return (
    <input
      {...inputProps}
      ref={inputRef}
      type="text"
      inputMode={scale === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      part="input"
      className="pl-input pl-number"
      value={shown}
      placeholder={element.placeholder ?? undefined}
      style={{ textAlign: element.textAlign ?? 'left' }}
      onChange={change}
      onBlur={() => {
        setText(formatNumberField(normalize(value), element));
        onBlur();
      }}
    />
  );
}

/** The form's value as this control reads it: a number or null (a numeric string from the server counts). */
function normalize(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  return numberValue(String(value));
}

import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ControlProps } from './ControlProps';
import { growToText } from './text/growToText';
import { mergeRefs } from './text/mergeRefs';
import { textOf } from './text/textOf';
import { useFormControl } from './useFormControl';

/**
 * Multi-line text (`textarea`): placeholder, textAlign, maxLength as the browser's limit too. It grows with
 * its text so nothing typed hides behind a scroll bar (up to the CSS max-height, then it scrolls).
 *
 * @example
 * <TextareaControl element={{ id: 4, type: 'textarea', dataField: 'content', label: 'Мазмуни' }} env={env} />
 */
export function TextareaControl(props: ControlProps) {
  const { element } = props;
  const { value, onChange, onBlur, ref, inputProps } = useFormControl(props);
  const text = textOf(value);
  const node = useRef<HTMLTextAreaElement | null>(null);
  const textareaRef = useMemo(() => mergeRefs(ref, node), [ref]);

  useLayoutEffect(() => {
    if (node.current) growToText(node.current);
  }, [text]);

  return (
    <textarea
      {...inputProps}
      ref={textareaRef}
      part="input"
      className="pl-input pl-textarea"
      rows={3}
      value={text}
      placeholder={element.placeholder ?? undefined}
      maxLength={element.maxLength ?? undefined}
      style={element.textAlign ? { textAlign: element.textAlign } : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    />
  );
}

import { useEffect } from 'react';
import type { ControlProps } from './ControlProps';
import { editorAttributes } from './editors/editorAttributes';
import { useCodeMirror } from './editors/useCodeMirror';
import { useFormControl } from './useFormControl';

/**
 * Source code (`code`, and `monaco`, which is drawn with CodeMirror too: docs/behaviour.md §5): a CodeMirror 6 editor
 * in the element's `language` (json, javascript, typescript, sql, markdown; anything else is plain text),
 * with line numbers, undo history and Tab indenting. Escape then Tab leaves the editor; a description tied
 * to the editor says so. The value is the text.
 *
 * @example
 * <CodeControl element={{ id: 9, type: 'code', dataField: 'settings', label: 'Созламалар', language: 'json' }} env={env} />
 */
export function CodeControl(props: ControlProps) {
  const { element, env } = props;
  const { value, onChange, onBlur, ref, disabled, readOnly, ids, inputProps } = useFormControl(props);
  const keysId = `${ids.input}-keys`;
  const { mountRef, focus } = useCodeMirror({
    value: typeof value === 'string' ? value : value == null ? '' : String(value),
    onChange,
    onBlur,
    language: element.language,
    readOnly,
    disabled,
    attributes: editorAttributes(inputProps, ids.label, disabled || readOnly ? [] : [keysId]),
    lineNumbers: true,
    indentWithTab: true,
    placeholder: element.placeholder,
  });
  // react-hook-form focuses the first invalid field after a refused submit through this.
  useEffect(() => ref({ focus }), [ref, focus]);
  return (
    <div className={`pl-code${disabled ? ' pl-code--disabled' : ''}`} data-language={element.language ?? undefined}>
      <div ref={mountRef} className="pl-code__editor" />
      <span id={keysId} className="pl-sr-only">
        {env.t('Муҳаррирдан чиқиш учун Escape, сўнг Tab тугмасини босинг')}
      </span>
    </div>
  );
}

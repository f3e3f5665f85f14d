import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { ControlProps } from './ControlProps';
import { editorAttributes } from './editors/editorAttributes';
import { renderMarkdown } from './editors/renderMarkdown';
import { useCodeMirror } from './editors/useCodeMirror';
import { useFormControl } from './useFormControl';

type MarkdownTab = 'write' | 'preview';
const TABS: readonly MarkdownTab[] = ['write', 'preview'];

/**
 * Markdown text (`markdown`): a CodeMirror editor in markdown mode on the Write tab, and the rendered text
 * (marked, sanitised) on the Preview tab. The tabs follow the ARIA tabs pattern (arrow keys move between
 * them). Tab leaves the editor as in any text field. The value is the markdown text.
 *
 * @example
 * <MarkdownControl element={{ id: 5, type: 'markdown', dataField: 'notes', label: 'Изоҳ' }} env={env} />
 */
export function MarkdownControl(props: ControlProps) {
  const { element, env } = props;
  const { value, onChange, onBlur, ref, disabled, readOnly, ids, inputProps } = useFormControl(props);
  const [tab, setTab] = useState<MarkdownTab>('write');
  const tabRefs = useRef<Record<MarkdownTab, HTMLButtonElement | null>>({ write: null, preview: null });
  const text = typeof value === 'string' ? value : value == null ? '' : String(value);
  const { mountRef, focus } = useCodeMirror({
    value: text,
    onChange,
    onBlur,
    language: 'markdown',
    readOnly,
    disabled,
    attributes: editorAttributes(inputProps, ids.label),
    lineWrapping: true,
    placeholder: element.placeholder,
  });
  useEffect(
    () =>
      ref({
        // A refused submit focuses the field: bring the editor back first.
        focus: () => {
          setTab('write');
          requestAnimationFrame(focus);
        },
      }),
    [ref, focus],
  );
  const preview = useMemo(() => (tab === 'preview' ? renderMarkdown(text) : ''), [tab, text]);
  const tabId = (name: MarkdownTab) => `${ids.input}-tab-${name}`;
  const panelId = (name: MarkdownTab) => `${ids.input}-panel-${name}`;
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -TABS.length, End: TABS.length };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const index = Math.min(TABS.length - 1, Math.max(0, TABS.indexOf(tab) + moves[event.key]));
    setTab(TABS[index]);
    tabRefs.current[TABS[index]]?.focus();
  };
  const labels: Record<MarkdownTab, string> = { write: env.t('Ёзиш'), preview: env.t('Олдиндан кўриш') };
  return (
    <div className={`pl-markdown${disabled ? ' pl-markdown--disabled' : ''}`}>
      <div className="pl-markdown__tabs" role="tablist" aria-labelledby={ids.label}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(node) => {
              tabRefs.current[name] = node;
            }}
            type="button"
            role="tab"
            id={tabId(name)}
            className="pl-markdown__tab"
            aria-selected={tab === name}
            aria-controls={panelId(name)}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => setTab(name)}
            onKeyDown={onTabKey}
          >
            {labels[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={panelId('write')} aria-labelledby={tabId('write')} hidden={tab !== 'write'} className="pl-markdown__panel">
        <div ref={mountRef} className="pl-code__editor pl-markdown__editor" />
      </div>
      <div
        role="tabpanel"
        id={panelId('preview')}
        aria-labelledby={tabId('preview')}
        hidden={tab !== 'preview'}
        tabIndex={0}
        className="pl-markdown__panel pl-markdown__preview pl-prose"
      >
        {tab !== 'preview' ? null : preview.trim() ? (
          <div dangerouslySetInnerHTML={{ __html: preview }} />
        ) : (
          <p className="pl-muted">{env.t('Кўрсатиш учун матн йўқ')}</p>
        )}
      </div>
    </div>
  );
}

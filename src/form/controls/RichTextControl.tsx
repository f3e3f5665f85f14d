import { EditorContent, useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useAdoptedStyles } from '../../ui/useAdoptedStyles';
import { useFormEditorStyles } from '../styles/useFormEditorStyles';
import type { ControlProps } from './ControlProps';
import { editorAttributes } from './editors/editorAttributes';
import { proseMirrorCss } from './editors/proseMirrorCss';
import { RichTextLinkForm } from './editors/RichTextLinkForm';
import { RichTextToolbar } from './editors/RichTextToolbar';
import { sanitizeHtml } from './editors/sanitizeHtml';
import { useFormControl } from './useFormControl';

/** The editor's HTML as the form keeps it: sanitised, and '' for an empty document (the required rule). */
function htmlOut(editor: { isEmpty: boolean; getHTML(): string }): string {
  return editor.isEmpty ? '' : sanitizeHtml(editor.getHTML());
}

/**
 * Formatted text (`rich_text`): a tiptap editor (StarterKit: paragraphs, headings, lists, bold, italic,
 * strike, links, undo) under a toolbar of real buttons. The value is HTML, sanitised on the way in (a
 * stored value never runs script here) and on the way out (nothing unsafe is saved).
 *
 * @example
 * <RichTextControl element={{ id: 4, type: 'rich_text', dataField: 'answer', label: 'Жавоб' }} env={env} />
 */
export function RichTextControl(props: ControlProps) {
  const { env } = props;
  const { value, onChange, onBlur, ref, disabled, readOnly, ids, inputProps } = useFormControl(props);
  const [linking, setLinking] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useFormEditorStyles(root);
  useAdoptedStyles(root, proseMirrorCss);
  const html = typeof value === 'string' ? value : '';
  const emitted = useRef(html);
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };
  const attributes = {
    ...editorAttributes(inputProps, ids.label),
    role: 'textbox',
    'aria-multiline': 'true',
    class: 'pl-richtext__content',
    // A read-only document stays reachable and readable by keyboard.
    ...(readOnly && !disabled ? { tabindex: '0' } : {}),
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, autolink: true },
        // An empty paragraph after every list or heading would be saved as part of the value.
        trailingNode: false,
      }),
    ],
    content: sanitizeHtml(html),
    editable: !disabled && !readOnly,
    // Tiptap would put its CSS in the document's head, which a shadow root does not see: proseMirrorCss
    // is adopted above instead.
    injectCSS: false,
    // useEditor hands these options to the editor again on every render, so the attributes follow the
    // field's state (invalid, described by its error).
    editorProps: { attributes },
    onUpdate: ({ editor: current }) => {
      emitted.current = htmlOut(current);
      callbacks.current.onChange(emitted.current);
    },
    onBlur: () => callbacks.current.onBlur(),
  });

  useEffect(() => {
    editor.setEditable(!disabled && !readOnly, false);
  }, [editor, disabled, readOnly]);

  // An outside value (reset, a loaded record) replaces the document; our own echo does not. A layout effect:
  // it runs before more keys can be typed, so it never compares against a stale value.
  useLayoutEffect(() => {
    if (html === emitted.current) return;
    emitted.current = html;
    if (sanitizeHtml(html) !== htmlOut(editor)) editor.commands.setContent(sanitizeHtml(html), { emitUpdate: false });
  }, [editor, html]);

  useEffect(() => ref({ focus: () => editor.commands.focus() }), [ref, editor]);

  return (
    <div ref={root} className={`pl-richtext${disabled ? ' pl-richtext--disabled' : ''}`}>
      {readOnly ? null : (
        <RichTextToolbar editor={editor} t={env.t} editorId={ids.input} disabled={disabled} onLink={() => setLinking(true)} />
      )}
      {linking ? (
        <RichTextLinkForm
          t={env.t}
          idPrefix={ids.input}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
          onApply={(href) => {
            setLinking(false);
            const chain = editor.chain().focus();
            if (editor.state.selection.empty)
              chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
            else chain.extendMarkRange('link').setLink({ href }).run();
          }}
        />
      ) : null}
      <EditorContent editor={editor} className="pl-richtext__editor" />
    </div>
  );
}

import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { Annotation, Compartment, EditorState, Transaction, type Extension } from '@codemirror/state';
import { EditorView, keymap, lineNumbers, placeholder as placeholderText } from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useAdoptedStyles } from '../../../ui/useAdoptedStyles';
import { useFormEditorStyles } from '../../styles/useFormEditorStyles';
import { codeMirrorCss } from './codeMirrorCss';
import { loadCodeLanguage } from './loadCodeLanguage';

export interface CodeMirrorOptions {
  /** The text to show; a different value from outside (reset, a loaded record) replaces the document. */
  value: string;
  onChange(text: string): void;
  /** Called when focus leaves the editor: the form marks the field touched. */
  onBlur(): void;
  language: string | null | undefined;
  /** Focusable and selectable, but typing is refused. */
  readOnly: boolean;
  /** Not focusable at all. */
  disabled: boolean;
  /** Set on the focusable content element: the control's id and its aria attributes. */
  attributes: Record<string, string>;
  lineNumbers?: boolean;
  lineWrapping?: boolean;
  /**
   * Tab indents instead of moving focus. CodeMirror then lets Escape followed by Tab leave the editor (its
   * tab focus mode); the control says so in a description tied to the editor.
   */
  indentWithTab?: boolean;
  placeholder?: string | null;
}

/** Marks the transactions that bring an outside value in, so they are not echoed back as the user's edits. */
const fromOutside = Annotation.define<boolean>();

/**
 * A CodeMirror 6 editor owned by a React component: returns the ref of the node it mounts into and a focus
 * function. The editor is built once; language, read-only, disabled and attributes are swapped through
 * compartments, and the value is kept in step both ways.
 *
 * @example
 * const { mountRef, focus } = useCodeMirror({ value, onChange, onBlur, language: 'json', readOnly, disabled, attributes: { id } });
 * return <div ref={mountRef} />;
 */
export function useCodeMirror(options: CodeMirrorOptions) {
  const viewRef = useRef<EditorView | null>(null);
  const nodeRef = useRef<HTMLDivElement | null>(null);
  useFormEditorStyles(nodeRef);
  useAdoptedStyles(nodeRef, codeMirrorCss);
  const latest = useRef(options);
  latest.current = options;
  const compartments = useRef({ language: new Compartment(), access: new Compartment(), attributes: new Compartment() }).current;

  const mountRef = useCallback(
    (parent: HTMLDivElement | null) => {
      viewRef.current?.destroy();
      viewRef.current = null;
      nodeRef.current = parent;
      if (!parent) return;
      const initial = latest.current;
      const extensions: Extension[] = [
        history(),
        indentOnInput(),
        bracketMatching(),
        syntaxHighlighting(classHighlighter),
        keymap.of([...defaultKeymap, ...historyKeymap, ...(initial.indentWithTab ? [indentWithTab] : [])]),
        initial.lineNumbers ? lineNumbers() : [],
        initial.lineWrapping ? EditorView.lineWrapping : [],
        initial.placeholder ? placeholderText(initial.placeholder) : [],
        compartments.language.of([]),
        compartments.access.of(accessExtension(initial.readOnly, initial.disabled)),
        compartments.attributes.of(EditorView.contentAttributes.of(initial.attributes)),
        EditorView.updateListener.of((update) => {
          if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromOutside))) {
            latest.current.onChange(update.state.doc.toString());
          }
          if (update.focusChanged && !update.view.hasFocus) latest.current.onBlur();
        }),
      ];
      // `root` matters inside a shadow root: CodeMirror adopts its own styles there and reads the selection
      // through it.
      const root = parent.getRootNode() as Document | ShadowRoot;
      viewRef.current = new EditorView({ parent, root, state: EditorState.create({ doc: initial.value, extensions }) });
    },
    [compartments],
  );

  useEffect(() => {
    let cancelled = false;
    void loadCodeLanguage(options.language).then((extension) => {
      if (!cancelled) viewRef.current?.dispatch({ effects: compartments.language.reconfigure(extension) });
    });
    return () => {
      cancelled = true;
    };
  }, [options.language, compartments]);

  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.access.reconfigure(accessExtension(options.readOnly, options.disabled)) });
  }, [options.readOnly, options.disabled, compartments]);

  const attributesKey = JSON.stringify(options.attributes);
  useEffect(() => {
    viewRef.current?.dispatch({ effects: compartments.attributes.reconfigure(EditorView.contentAttributes.of(latest.current.attributes)) });
  }, [attributesKey, compartments]);

  // A layout effect, not a passive one: it runs in the same task as the render, so the value it compares is
  // not older than the document. A passive effect could run after more keys were typed and undo them.
  useLayoutEffect(() => {
    const view = viewRef.current;
    if (!view || view.state.doc.toString() === options.value) return;
    view.dispatch({
      changes: { from: 0, to: view.state.doc.length, insert: options.value },
      annotations: [fromOutside.of(true), Transaction.addToHistory.of(false)],
    });
  }, [options.value]);

  const focus = useCallback(() => viewRef.current?.focus(), []);
  return { mountRef, focus };
}

function accessExtension(readOnly: boolean, disabled: boolean): Extension {
  return [
    EditorState.readOnly.of(readOnly || disabled),
    EditorView.editable.of(!disabled),
    // The content is in the Tab order already, but axe counts a contenteditable as focusable only with a
    // tabindex: without one the scroller around a long text reads as out of the keyboard's reach
    // (scrollable-region-focusable).
    disabled ? [] : EditorView.contentAttributes.of({ tabindex: '0' }),
  ];
}

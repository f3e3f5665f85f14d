import { useEditorState, type Editor } from '@tiptap/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../../ui/icons/Icon';
import type { Translate } from '../../../ui/useTranslator';

export interface RichTextToolbarProps {
  editor: Editor;
  t: Translate;
  /** The editor's id: the toolbar controls it. */
  editorId: string;
  disabled: boolean;
  /** Opens the link form (the toolbar only asks; the control owns the form). */
  onLink(): void;
}

interface ToolbarButton {
  key: string;
  label: string;
  /** Letters and list marks, drawn in the editor's font... */
  glyph?: string;
  /** ...or, for what no character draws everywhere (a link, undo, redo), an icon of the project's icon set. */
  icon?: string;
  /** Whether the format is on at the cursor: the button is a toggle (aria-pressed). Absent: an action. */
  active?: boolean;
  enabled: boolean;
  run(): void;
}

/**
 * The rich text editor's toolbar: real buttons (bold, italic, strike, heading, lists, link, undo, redo),
 * toggles announce their state with aria-pressed. One tab stop, arrow keys move between buttons (ARIA
 * toolbar pattern). Buttons keep the editor's selection: they act on it and hand focus back.
 *
 * @example
 * <RichTextToolbar editor={editor} t={t} editorId="f1-4" disabled={false} onLink={openLinkForm} />
 */
export function RichTextToolbar({ editor, t, editorId, disabled, onLink }: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      heading: current.isActive('heading', { level: 2 }),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const [focused, setFocused] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const chain = () => editor.chain().focus();
  const buttons: ToolbarButton[] = [
    { key: 'bold', label: t('Қалин'), glyph: 'B', active: state.bold, enabled: true, run: () => chain().toggleBold().run() },
    { key: 'italic', label: t('Курсив'), glyph: 'I', active: state.italic, enabled: true, run: () => chain().toggleItalic().run() },
    {
      key: 'strike',
      label: t('Устидан чизилган'),
      glyph: 'S',
      active: state.strike,
      enabled: true,
      run: () => chain().toggleStrike().run(),
    },
    {
      key: 'heading',
      label: t('Сарлавҳа'),
      glyph: 'H',
      active: state.heading,
      enabled: true,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: 'bulletList',
      label: t('Белгили рўйхат'),
      glyph: '•',
      active: state.bulletList,
      enabled: true,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: 'orderedList',
      label: t('Рақамли рўйхат'),
      glyph: '1.',
      active: state.orderedList,
      enabled: true,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: 'link',
      label: t('Ҳавола'),
      icon: 'fa-solid fa-link',
      active: state.link,
      enabled: true,
      run: () => (state.link ? chain().extendMarkRange('link').unsetLink().run() : onLink()),
    },
    { key: 'undo', label: t('Ортга қайтариш'), icon: 'fa-solid fa-rotate-left', enabled: state.canUndo, run: () => chain().undo().run() },
    { key: 'redo', label: t('Қайта бажариш'), icon: 'fa-solid fa-rotate-right', enabled: state.canRedo, run: () => chain().redo().run() },
  ];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = buttons.length - 1;
    const next = { ArrowRight: focused + 1, ArrowLeft: focused - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const index = (next + buttons.length) % buttons.length;
    setFocused(index);
    refs.current[index]?.focus();
  };
  return (
    <div className="pl-richtext__toolbar" role="toolbar" aria-label={t('Матнни форматлаш')} aria-controls={editorId} onKeyDown={onKeyDown}>
      {buttons.map((button, index) => (
        <button
          key={button.key}
          ref={(node) => {
            refs.current[index] = node;
          }}
          type="button"
          className={`pl-richtext__button pl-richtext__button--${button.key}`}
          aria-label={button.label}
          title={button.label}
          aria-pressed={button.active === undefined ? undefined : button.active}
          // aria-disabled, not disabled: a disabled button would drop out of the roving tab stop.
          aria-disabled={disabled || !button.enabled ? true : undefined}
          tabIndex={index === focused ? 0 : -1}
          // Keep the editor's selection: a mouse press would otherwise move focus and collapse it.
          onMouseDown={(event) => event.preventDefault()}
          onFocus={() => setFocused(index)}
          onClick={() => {
            if (!disabled && button.enabled) button.run();
          }}
        >
          {/* Drawn by CSS: a glyph with a letter or digit ('1.') in the text would have to be part of the
              button's name (axe label-content-name-mismatch); the name is the command's. */}
          {button.icon ? (
            <Icon cssClass={button.icon} />
          ) : (
            <span aria-hidden="true" className="pl-richtext__glyph" data-glyph={button.glyph} />
          )}
        </button>
      ))}
    </div>
  );
}

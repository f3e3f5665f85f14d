/** A viewport point, e.g. a right click's `clientX`/`clientY`. */
export interface DialogPoint {
  x: number;
  y: number;
}

export interface ConfirmOptions {
  /** Default 'Тасдиқлаш'. */
  title?: string;
  /** Default 'Ҳа' and 'Йўқ'. */
  yesLabel?: string;
  noLabel?: string;
}

export type MessageBoxType = 'success' | 'error' | 'info' | 'warning';

export interface MessageBoxOptions {
  type: MessageBoxType;
  /** Default by type: 'Муваффақиятли', 'Хатолик', 'Маълумот', 'Огоҳлантириш'. */
  title?: string;
  message: string;
}

export interface PromptOptions {
  title: string;
  /** The field's label. */
  label: string;
  /** The text the field starts with. */
  value?: string;
  /** A textarea instead of a one-line input (docs/behaviour.md §6 "prompt (input or textarea)"). */
  multiline?: boolean;
  /** An empty (or blank) answer is refused with 'Майдонни тўлдириш керак' instead of being returned. */
  required?: boolean;
  placeholder?: string;
}

export interface ContextMenuItem<V = unknown> {
  label: string;
  /** What the promise resolves to when this option is picked. */
  value: V;
  disabled?: boolean;
}

export interface ContextMenuOptions<V = unknown> {
  title?: string;
  options: readonly ContextMenuItem<V>[];
  /** Where it opens: a viewport point, or beside an element (which gets the focus back). */
  at: DialogPoint | Element;
}

export type ToastType = 'success' | 'info' | 'error' | 'danger';

export interface ToastOptions {
  /** 'error' is 'danger' (docs/behaviour.md §6 lists danger, success and info). */
  type: ToastType;
  message: string;
  /** Default 'Хатолик' for errors, 'Хабар' otherwise. */
  title?: string;
}

export interface PreviewFileOptions {
  /** Where the file is loaded from. */
  url: string;
  name: string;
  /** Taken from the name when absent. */
  extension?: string | null;
  /** Where Download goes; `url` when absent. */
  downloadUrl?: string | null;
}

export interface TooltipOptions {
  at: DialogPoint | Element;
  text: string;
  /** How long it shows, in ms (default 1500). */
  ms?: number;
}

/** What each kind of request is asked with and answers. */
export interface DialogKinds {
  confirm: { options: ConfirmOptions & { message: string }; answer: boolean };
  messageBox: { options: MessageBoxOptions; answer: void };
  prompt: { options: PromptOptions; answer: string | null };
  contextMenu: { options: ContextMenuOptions; answer: unknown };
  tooltip: { options: TooltipOptions; answer: void };
  preview: { options: PreviewFileOptions; answer: void };
}

export type DialogKind = keyof DialogKinds;

/** One open (or queued) request, as the host view renders it. */
export type DialogRequest = {
  [K in DialogKind]: {
    id: number;
    kind: K;
    options: DialogKinds[K]['options'];
    /** The mounted element that shows it (see DialogService.register). */
    hostId: number;
    /** What had the focus when it was asked: it gets it back on the answer. */
    returnFocus: HTMLElement | null;
  };
}[DialogKind];

/** The answer Escape, ×, an outside click, or the host element going away gives (docs/behaviour.md §1). */
export const CANCEL_ANSWERS: { [K in DialogKind]: DialogKinds[K]['answer'] } = {
  confirm: false,
  messageBox: undefined,
  prompt: null,
  contextMenu: null,
  tooltip: undefined,
  preview: undefined,
};

/** Kinds that take the focus and so open one at a time per element; tooltips show beside them. */
export const MODAL_KINDS: ReadonlySet<DialogKind> = new Set(['confirm', 'messageBox', 'prompt', 'contextMenu', 'preview']);

import type { ToastStore } from '../notify/toastStore';
import type { DialogService } from './createDialogService';
import type {
  ConfirmOptions,
  ContextMenuOptions,
  DialogPoint,
  MessageBoxOptions,
  PreviewFileOptions,
  PromptOptions,
  ToastOptions,
} from './DialogRequest';
import { NO_DIALOG_HOST } from './createDialogService';

/**
 * The dialogs a page script (`context.dialogs`) or a plugin (`window.Platon.dialogs`) can open (docs/behaviour.md §6).
 * Each returns a promise of the user's answer; Escape, × and an outside click give the cancel answer.
 * Texts are translation keys: a key the translations know shows in the user's language, any other text as is.
 */
export interface DialogApi {
  /**
   * Yes/no, 350 px wide; "no" has the focus. Resolves true for yes, false for no or Escape.
   * @example
   * if (await dialogs.confirm('Файлни ўчиришни хоҳлайсизми?')) await api.request('files/1', { method: 'DELETE' });
   */
  confirm(message: string, options?: ConfirmOptions): Promise<boolean>;
  /**
   * A message with one OK button, coloured by its type. Resolves when closed.
   * @example
   * await dialogs.messageBox({ type: 'success', message: 'Маълумотлар сақланди' });
   */
  messageBox(options: MessageBoxOptions): Promise<void>;
  /** The same as {@link DialogApi.messageBox}. */
  alert(options: MessageBoxOptions): Promise<void>;
  /**
   * Asks for one text. Resolves with it, or null when cancelled.
   * @example
   * const note = await dialogs.prompt({ title: 'Изоҳ', label: 'Изоҳ', multiline: true, required: true });
   */
  prompt(options: PromptOptions): Promise<string | null>;
  /**
   * A menu of options at a point or beside an element. Resolves with the picked option's value, or null.
   * @example
   * root.addEventListener('contextmenu', async (e) => {
   *   e.preventDefault();
   *   const action = await dialogs.contextMenu({ title: 'Амаллар', options: [{ label: 'Очиш', value: 'open' }], at: { x: e.clientX, y: e.clientY } });
   * });
   */
  contextMenu<V>(options: ContextMenuOptions<V>): Promise<V | null>;
  /**
   * A short text at an element or point ("Copied"), announced politely. Resolves when it is gone.
   * @example
   * await navigator.clipboard.writeText(code); dialogs.tooltip(button, 'Нусха олинди');
   */
  tooltip(at: Element | DialogPoint, text: string, ms?: number): Promise<void>;
  /**
   * A toast in the page's toast corner (danger, success, info). Resolves when it closes.
   * @example
   * dialogs.toast({ type: 'success', message: 'Маълумотлар сақланди' });
   */
  toast(options: ToastOptions): Promise<void>;
  /**
   * The file preview modal: image, video, PDF, or 'This item can't be previewed'. Resolves when closed.
   * @example
   * await dialogs.preview({ url: '/files/plan.pdf', name: 'plan.pdf' });
   */
  preview(file: PreviewFileOptions): Promise<void>;
}

/**
 * Bind the page's dialog service to an origin: the node the script belongs to (a page component's root), so
 * its dialogs open in the element that hosts it; without one, in the first mounted Platon element.
 */
export function createDialogApi(service: DialogService, toasts: ToastStore, origin?: Node | null): DialogApi {
  const messageBox = (options: MessageBoxOptions) => service.request('messageBox', options, origin);
  return {
    confirm: (message, options = {}) => service.request('confirm', { ...options, message }, origin),
    messageBox,
    alert: messageBox,
    prompt: (options) => service.request('prompt', options, origin),
    contextMenu: <V>(options: ContextMenuOptions<V>) => service.request('contextMenu', options, origin) as Promise<V | null>,
    tooltip: (at, text, ms) => service.request('tooltip', { at, text, ms }, origin),
    preview: (file) => service.request('preview', file, origin),
    toast(options) {
      // Toasts have one viewport per page (toastStore), not one per element; they still need an element.
      if (service.hostCount() === 0) return Promise.reject(new Error(NO_DIALOG_HOST));
      const variant = options.type === 'error' || options.type === 'danger' ? 'danger' : options.type;
      const id = toasts.show(variant, options.message, options.title);
      return new Promise<void>((resolve) => {
        const stop = toasts.subscribe((state) => {
          if (state.toasts.some((toast) => toast.id === id)) return;
          stop();
          resolve();
        });
      });
    },
  };
}

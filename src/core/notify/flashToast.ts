import { STORAGE_KEYS } from '../storage/storageKeys';
import type { ToastStore, ToastVariant } from './toastStore';

interface FlashToast {
  variant: ToastVariant;
  text: string;
}

/**
 * Keeps a toast for the next page this tab opens (sessionStorage), for messages given just before a full
 * navigation: shown on the old page, they would vanish with it unseen (docs/behaviour.md §9 'Тизимга хуш келибсиз').
 */
export function flashToast(variant: ToastVariant, text: string): void {
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEYS.flashToast, JSON.stringify({ variant, text } satisfies FlashToast));
  } catch {
    // Storage disabled: the toast is lost, the navigation is not.
  }
}

/** Shows, once, the toast an earlier page of this tab left behind. */
export function replayFlashToast(toasts: ToastStore): void {
  let flash: FlashToast | null;
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEYS.flashToast);
    globalThis.sessionStorage?.removeItem(STORAGE_KEYS.flashToast);
    flash = raw ? (JSON.parse(raw) as FlashToast) : null;
  } catch {
    return;
  }
  if (flash && typeof flash.text === 'string' && ['success', 'info', 'danger'].includes(flash.variant))
    toasts.show(flash.variant, flash.text);
}

import { createContext, useContext } from 'react';

/**
 * Where floating layers (dialogs, popovers, toasts) render: a node inside the element's own shadow root,
 * so they get the adopted stylesheet and host CSS cannot touch them.
 */
export const PortalRootContext = createContext<HTMLElement | null>(null);

export function usePortalRoot(): HTMLElement | null {
  return useContext(PortalRootContext);
}

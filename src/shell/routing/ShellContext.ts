import { createContext, useContext } from 'react';
import type { PlatonRuntime } from '../../core/runtime/platonRuntime';
import type { Router } from '../../core/router/createRouter';

/** What the shell's parts need from the shell: the page runtime, this app's router and its dialogs. */
export interface ShellServices {
  runtime: PlatonRuntime;
  router: Router;
  /** Open a route in a modal over the current page (`_target=modal_N`). */
  openModal(to: string, width: string): void;
  /** The logout confirmation of docs/behaviour.md §1 (`/system/logout`); `onDecline` runs when the user answers no. */
  confirmLogout(onDecline?: () => void): void;
  /** The import dialog for `/import/{path}` links. */
  openImport(path: string): void;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShell outside <platon-app>');
  return services;
}

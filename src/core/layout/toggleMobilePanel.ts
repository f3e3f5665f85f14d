import type { MobilePanels } from './mobilePanels';

/**
 * Open or close one mobile panel; opening one closes the other (docs/behaviour.md §1: "the mobile menu and mobile top
 * bar toggle each other"), since both would cover the same strip of a small screen.
 *
 * @example
 * toggleMobilePanel({ drawer: false, topbar: true }, 'drawer'); // { drawer: true, topbar: false }
 * toggleMobilePanel({ drawer: true, topbar: false }, 'drawer'); // { drawer: false, topbar: false }
 */
export function toggleMobilePanel(panels: MobilePanels, panel: keyof MobilePanels, open = !panels[panel]): MobilePanels {
  if (!open) return { ...panels, [panel]: false };
  return { drawer: panel === 'drawer', topbar: panel === 'topbar' };
}

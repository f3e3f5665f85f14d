/** The two panels of the mobile layout: the menu drawer and the top bar's items under the mobile bar. */
export interface MobilePanels {
  drawer: boolean;
  topbar: boolean;
}

import type { CssPartApi, CssPropertyApi } from './ElementApi';

/**
 * The parts host pages style with `::part()` (see src/ui/styles/platonCss.ts), by name; each element's API
 * lists the ones it draws.
 */
export const CSS_PARTS = {
  frame: { name: 'frame', description: "The element's frame: background, border and padding of the whole element." },
  header: { name: 'header', description: 'The title bar of a table, form or page, and the top bar of the app.' },
  button: { name: 'button', description: 'Every button.' },
  input: { name: 'input', description: 'Text inputs, selects and text areas.' },
  grid: { name: 'grid', description: "A table's grid." },
  pager: { name: 'pager', description: "A table's pager." },
  dialog: { name: 'dialog', description: 'Dialogs (modal forms, confirmations, column settings, export).' },
} as const satisfies Record<string, CssPartApi>;

/**
 * The custom properties of src/ui/styles/themeCss.ts and platonCss.ts. A host page sets them on the element
 * or any ancestor; its values win over the user's theme.
 */
export const CSS_PROPERTIES = [
  { name: '--platon-primary', default: '#2563eb', description: 'Accent: primary buttons, links, focus, the selected item.' },
  { name: '--platon-primary-contrast', default: 'black or white, from the primary', description: 'Text on the primary colour.' },
  { name: '--platon-bg', default: '#f4f6fa', description: 'Page background.' },
  { name: '--platon-surface', default: '#ffffff', description: 'Panels, cards, dialogs and inputs.' },
  { name: '--platon-surface-alt', default: '#f8fafc', description: 'Hovered and striped rows, the selected menu item.' },
  { name: '--platon-text', default: '#1f2937', description: 'Text.' },
  { name: '--platon-muted', default: '#666c7a', description: 'Secondary text: hints, placeholders, captions.' },
  { name: '--platon-border', default: '#d6dbe4', description: 'Borders and dividers.' },
  { name: '--platon-sidebar-bg', default: '#1e293b', description: "The app's sidebar." },
  { name: '--platon-sidebar-text', default: '#e2e8f0', description: "Text in the app's sidebar." },
  { name: '--platon-sidebar-muted', default: '#94a3b8', description: "Secondary text in the app's sidebar." },
  { name: '--platon-danger', default: '#c62828', description: 'Errors and destructive actions.' },
  { name: '--platon-danger-contrast', default: 'black or white, from the danger colour', description: 'Text on the danger colour.' },
  { name: '--platon-success', default: '#2b762f', description: 'Success messages.' },
  { name: '--platon-info', default: '#026cac', description: 'Informational messages.' },
  { name: '--platon-warning', default: '#9d5d00', description: 'Warnings.' },
  { name: '--platon-radius', default: '6px', description: 'Corner radius of controls and panels.' },
  { name: '--platon-focus', default: 'a 3px ring of the primary colour', description: 'The focus ring (a box-shadow).' },
  { name: '--platon-font', default: 'system-ui, …', description: 'Font family.' },
  { name: '--platon-font-size', default: '14px', description: 'Base font size.' },
] as const satisfies readonly CssPropertyApi[];

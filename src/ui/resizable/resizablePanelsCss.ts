/**
 * Styles of ResizablePanels. Panels are flex items whose basis is their percentage of the space left after
 * the dividers; a divider is a thin bar with a wide, invisible hit area, highlighted on hover, drag and focus.
 * Colours only through the theme's custom properties.
 */
export const resizablePanelsCss = /* css */ `
.pl-panels { display: flex; width: 100%; height: 100%; min-width: 0; min-height: 0; }
.pl-panels--horizontal { flex-direction: row; }
.pl-panels--vertical { flex-direction: column; }
.pl-panels__panel { position: relative; min-width: 0; min-height: 0; overflow: auto; flex-grow: 0; flex-shrink: 1; }
.pl-panels__divider {
  position: relative; flex: 0 0 8px; display: flex; align-items: center; justify-content: center;
  background: var(--platon-border); touch-action: none; user-select: none; outline: none;
}
.pl-panels--horizontal > .pl-panels__divider { cursor: col-resize; }
.pl-panels--vertical > .pl-panels__divider { cursor: row-resize; }
.pl-panels__divider::before { content: ''; position: absolute; inset: -4px; }
.pl-panels__divider::after { content: ''; border-radius: 2px; background: var(--platon-muted); opacity: .6; }
.pl-panels--horizontal > .pl-panels__divider::after { width: 2px; height: 24px; }
.pl-panels--vertical > .pl-panels__divider::after { width: 24px; height: 2px; }
.pl-panels__divider:hover, .pl-panels__divider[data-dragging] { background: var(--platon-primary); }
.pl-panels__divider:focus-visible { background: var(--platon-primary); box-shadow: 0 0 0 3px var(--platon-focus, var(--platon-primary)); z-index: 1; }
.pl-panels__divider:hover::after, .pl-panels__divider:focus-visible::after, .pl-panels__divider[data-dragging]::after { background: var(--platon-surface); opacity: 1; }
.pl-panels[data-dragging] { user-select: none; }
.pl-panels[data-dragging] .pl-panels__panel { pointer-events: none; }
`;

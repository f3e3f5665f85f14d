/**
 * Styles of the shell's dialog area (message box, prompt, context menu, tooltips, file preview, import dialog)
 * and of the theme picker, adopted by the first of them an element draws (useDialogStyles). Colours come only from the
 * `--platon-*` properties, so every theme (themeCss) and host override applies to them too.
 */
export const dialogCss = /* css */ `
.pl-message-box { display: flex; gap: 14px; align-items: flex-start; --pl-variant: var(--platon-info); }
.pl-message-box--success { --pl-variant: var(--platon-success); }
.pl-message-box--error { --pl-variant: var(--platon-danger); }
.pl-message-box--warning { --pl-variant: var(--platon-warning); }
.pl-message-box__icon {
  flex: none; width: 32px; height: 32px; border-radius: 50%; display: grid; place-items: center;
  font-weight: 700; font-size: 18px; color: var(--pl-variant);
  background: color-mix(in srgb, var(--pl-variant) 14%, transparent); border: 2px solid var(--pl-variant);
}
.pl-message-box__text { padding-top: 5px; overflow-wrap: anywhere; }
.pl-dialog:has(.pl-message-box--success) { border-top: 4px solid var(--platon-success); }
.pl-dialog:has(.pl-message-box--error) { border-top: 4px solid var(--platon-danger); }
.pl-dialog:has(.pl-message-box--info) { border-top: 4px solid var(--platon-info); }
.pl-dialog:has(.pl-message-box--warning) { border-top: 4px solid var(--platon-warning); }

.pl-context-menu, .pl-theme-popover {
  z-index: 1500; min-width: 180px; max-width: calc(100vw - 40px); overflow: auto; padding: 4px;
  background: var(--platon-surface); color: var(--platon-text); border: 1px solid var(--platon-border);
  border-radius: var(--platon-radius); box-shadow: 0 10px 30px rgba(0, 0, 0, .2);
  font-family: var(--platon-font, system-ui, sans-serif); font-size: var(--platon-font-size, 14px);
}
.pl-context-menu { display: flex; flex-direction: column; outline: none; }
.pl-context-menu__title { padding: 6px 10px 4px; font-size: .85em; font-weight: 600; color: var(--platon-muted); border-bottom: 1px solid var(--platon-border); margin-bottom: 4px; }
.pl-context-menu__item {
  display: block; width: 100%; text-align: start; padding: 7px 10px; border: 0; border-radius: calc(var(--platon-radius) - 2px);
  background: transparent; color: inherit; font: inherit; cursor: pointer;
}
.pl-context-menu__item:focus, .pl-context-menu__item:hover:not(:disabled) { outline: none; background: var(--platon-surface-alt, color-mix(in srgb, var(--platon-primary) 12%, transparent)); }
.pl-context-menu__item:focus-visible { box-shadow: inset 0 0 0 2px var(--platon-primary); }
.pl-context-menu__item:disabled { opacity: .5; cursor: not-allowed; }

.pl-tooltip {
  z-index: 1600; max-width: min(320px, calc(100vw - 40px)); padding: 5px 9px; border-radius: var(--platon-radius);
  background: var(--platon-text); color: var(--platon-surface); font-size: .9em; line-height: 1.35; pointer-events: none;
  font-family: var(--platon-font, system-ui, sans-serif);
}
.pl-tooltip--temporary { background: var(--platon-primary); color: var(--platon-primary-contrast); }

/* The preview fills the 90%-high dialog: its body stretches and the media scale down inside it. */
.pl-dialog:has(.pl-preview) .pl-dialog__body { flex: 1; min-height: 0; display: flex; }
.pl-preview { flex: 1; min-height: 0; display: flex; align-items: center; justify-content: center; }
.pl-preview__media { max-width: 100%; max-height: 100%; object-fit: contain; }
.pl-preview__frame { width: 100%; height: 100%; border: 0; background: #fff; }
.pl-preview__none { margin: 0; color: var(--platon-muted); text-align: center; }

.pl-import__note { margin: 0 0 12px; white-space: pre-line; }
.pl-import__links { display: flex; flex-wrap: wrap; gap: 16px; margin: 0 0 14px; }
.pl-import__links a { color: var(--platon-primary); }
.pl-import__report a { color: var(--platon-primary); }
.pl-import__links .pl-import__fetch, .pl-import__report .pl-import__fetch { padding: 2px 8px; }
.pl-import__status { margin: 0 0 6px; font-weight: 500; }
.pl-import__status:empty { margin: 0; }
.pl-import__job { display: flex; align-items: center; flex-wrap: wrap; gap: 6px 12px; }
.pl-import__job progress { flex: 1 1 200px; accent-color: var(--platon-primary); }
.pl-import__job span { color: var(--platon-muted); font-variant-numeric: tabular-nums; }
.pl-import__summary { margin: 12px 0 8px; color: var(--platon-danger); font-weight: 500; }
.pl-import__errors { max-height: 240px; overflow: auto; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); }
.pl-import__errors table { width: 100%; border-collapse: collapse; font-size: .9em; }
.pl-import__errors th, .pl-import__errors td { padding: 4px 8px; border-bottom: 1px solid var(--platon-border); text-align: left; vertical-align: top; }
.pl-import__errors th { position: sticky; top: 0; background: var(--platon-surface); }
/* The native file input covers the box, transparent: it stays the labelled, focusable control and opens the
   picker on click, while the box shows the chosen name in the interface language. */
.pl-file-input {
  position: relative; display: flex; align-items: center; gap: 8px; min-height: 44px; padding: 8px 12px;
  border: 1px dashed var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface);
}
.pl-file-input::before { content: "⤒"; color: var(--platon-primary); font-weight: 700; }
.pl-file-input:hover { border-color: var(--platon-primary); }
.pl-file-input:focus-within { box-shadow: var(--platon-focus); border-color: var(--platon-primary); }
.pl-file-input__native { position: absolute; inset: 0; width: 100%; height: 100%; opacity: 0; cursor: pointer; }
.pl-file-input__native:disabled { cursor: not-allowed; }
.pl-file-input__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }

.pl-theme-picker {
  display: inline-flex; align-items: center; justify-content: center; min-width: 36px; min-height: 32px; padding: 4px 8px;
  border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface); cursor: pointer;
}
.pl-theme-picker:focus-visible, .pl-theme-popover__color:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-theme-picker:disabled { opacity: .55; cursor: not-allowed; }
.pl-theme-swatch { display: inline-flex; width: 30px; height: 18px; border-radius: 4px; overflow: hidden; border: 1px solid rgba(0, 0, 0, .2); }
.pl-theme-swatch__part { flex: 1; }
.pl-theme-popover { width: 300px; padding: 10px; }
.pl-theme-popover__theme + .pl-theme-popover__theme { margin-top: 10px; }
.pl-theme-popover__name { font-weight: 600; margin-bottom: 6px; }
.pl-theme-popover__colors { display: grid; grid-template-columns: repeat(3, 1fr); gap: 6px; }
.pl-theme-popover__color {
  display: flex; flex-direction: column; align-items: center; gap: 4px; padding: 6px 4px; cursor: pointer;
  border: 2px solid transparent; border-radius: var(--platon-radius); background: transparent; color: inherit; font: inherit; font-size: .85em;
}
.pl-theme-popover__color:hover { background: var(--platon-surface-alt, transparent); }
.pl-theme-popover__color[aria-pressed="true"] { border-color: var(--platon-primary); }
`;

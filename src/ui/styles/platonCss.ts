import { themeCss } from './themeCss';

/**
 * The runtime's base stylesheet, adopted by every element's shadow root before anything else (ElementFrame).
 * It holds only what every element needs before a feature's chunk loads: the frame, buttons, inputs, dialogs,
 * toasts and the spinner; each feature adopts its own sheet when its chunk loads
 * (src/shell/styles, src/table/styles, src/form/styles), ordered by STYLE_RANK. `:host { all: initial }` keeps a
 * host page's CSS (Bootstrap 3, legacy resets) from leaking in through inherited properties; the host
 * themes us only through the `--platon-*` custom properties, which do cross the shadow boundary, and
 * through the parts (`::part(frame)`, `header`, `button`, `input`, `grid`, `pager`, `dialog`).
 */
export const platonCss = /* css */ `
:host {
  all: initial;
  /* In a host's grid track or flex row an item is at least as wide as its content (min-width: auto), so a wide
     table would stretch its column off-screen: the element keeps to its container and its grid scrolls. */
  display: block; min-width: 0; max-width: 100%;
  font-family: var(--platon-font, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif);
  font-size: var(--platon-font-size, 14px);
  line-height: 1.45;
  /* The colours and the radius are set on the frame (themeCss), where a host's own values win over the theme. */
  color: var(--platon-text, #1f2937);
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
/* Typography is set again inside the shadow root: host rules like \`* { font: ... !important }\` match the host
   element itself, and everything would inherit from it. Nothing outside can match .pl-frame. */
.pl-frame {
  color: var(--platon-text); min-height: inherit; min-width: 0;
  font-family: var(--platon-font, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif);
  font-size: var(--platon-font-size, 14px); line-height: 1.45; text-transform: none; letter-spacing: normal;
}
/* RuntimeGate's wrapper, there only to hide the content while the origin is refused: it adds no box. */
.pl-gate { display: contents; min-height: inherit; }
.pl-icon { display: inline-block; flex: none; vertical-align: middle; }
.pl-sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }

/* A configured icon (ui/icons/Icon): a glyph of the lazy icon set, or a letter tile for names it lacks. */
.pl-glyph { display: inline-flex; align-items: center; justify-content: center; flex: none; width: 1.25em; height: 1.25em; line-height: 1; }
.pl-glyph__letter {
  display: grid; place-items: center; width: 100%; height: 100%; border-radius: 4px; font-size: .75em; font-weight: 700;
  background: color-mix(in srgb, currentColor 18%, transparent);
}
.pl-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 6px;
  min-height: 36px; padding: 0 14px; border-radius: var(--platon-radius);
  border: 1px solid var(--platon-border); background: var(--platon-surface); color: var(--platon-text);
  font: inherit; font-weight: 500; cursor: pointer;
}
.pl-button:hover:not(:disabled) { border-color: var(--platon-primary); }
.pl-button:focus-visible, .pl-input:focus-visible, .pl-icon-button:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-button:disabled { opacity: .55; cursor: not-allowed; }
.pl-button--primary { background: var(--platon-primary); border-color: var(--platon-primary); color: var(--platon-primary-contrast); }
.pl-button--danger { background: var(--platon-danger); border-color: var(--platon-danger); color: var(--platon-danger-contrast, #fff); }
.pl-button--block { width: 100%; }
.pl-icon-button { border: 0; background: transparent; color: inherit; font: inherit; cursor: pointer; padding: 4px 8px; border-radius: var(--platon-radius); }

.pl-field { display: flex; flex-direction: column; gap: 4px; margin-bottom: 14px; min-width: 0; }
.pl-field label { font-weight: 500; }
.pl-input {
  width: 100%; min-height: 38px; padding: 6px 10px; font: inherit; color: inherit;
  border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface);
}
.pl-input[aria-invalid="true"] { border-color: var(--platon-danger); }
textarea.pl-input { resize: vertical; min-height: 96px; }
.pl-input-group { display: flex; }
.pl-input-group .pl-input { border-top-right-radius: 0; border-bottom-right-radius: 0; }
.pl-input-group .pl-button { border-top-left-radius: 0; border-bottom-left-radius: 0; border-left: 0; }
.pl-field-error { color: var(--platon-danger); font-size: .9em; }
.pl-alert { padding: 10px 12px; border-radius: var(--platon-radius); margin-bottom: 14px; border: 1px solid; }
.pl-alert--danger { color: var(--platon-danger); border-color: color-mix(in srgb, var(--platon-danger) 40%, transparent); background: color-mix(in srgb, var(--platon-danger) 8%, transparent); }

.pl-overlay { background: rgba(15, 23, 42, .45); display: grid; place-items: center; z-index: 1000; }
.pl-dialog {
  background: var(--platon-surface); color: var(--platon-text); border-radius: 10px; max-width: calc(100vw - 40px);
  max-height: calc(100vh - 40px); display: flex; flex-direction: column; box-shadow: 0 20px 50px rgba(0,0,0,.25);
  font-family: var(--platon-font, system-ui, sans-serif); font-size: var(--platon-font-size, 14px);
}
.pl-dialog__header { display: flex; align-items: center; justify-content: space-between; padding: 14px 18px; border-bottom: 1px solid var(--platon-border); }
.pl-dialog__title { margin: 0; font-size: 1.1em; }
.pl-dialog__header--draggable { cursor: move; user-select: none; touch-action: none; }
.pl-dialog__body { padding: 18px; overflow: auto; }
.pl-dialog__footer { display: flex; justify-content: flex-end; gap: 8px; padding: 12px 18px; border-top: 1px solid var(--platon-border); }

.pl-toasts { position: fixed; top: calc(var(--pl-bar-height, 52px) + 16px); right: 20px; display: flex; flex-direction: column; gap: 8px; z-index: 2000; max-width: min(380px, calc(100vw - 40px)); }
.pl-toast { background: var(--platon-surface); border-left: 4px solid var(--platon-info); border-radius: var(--platon-radius); padding: 10px 12px; box-shadow: 0 6px 20px rgba(0,0,0,.15); display: flex; gap: 8px; align-items: flex-start; }
.pl-toast--danger { border-left-color: var(--platon-danger); }
.pl-toast--success { border-left-color: var(--platon-success); }
.pl-toast__body { flex: 1; }
.pl-toast__title { font-weight: 600; }
.pl-toast__detail { margin-top: 4px; font-size: 0.85em; color: var(--platon-muted); overflow-wrap: anywhere; user-select: all; }

.pl-center { min-height: 100%; display: grid; place-items: center; padding: 24px; }
.pl-otp-input { letter-spacing: .4em; font-size: 1.3em; text-align: center; }
.pl-muted { color: var(--platon-muted); font-size: .9em; }
.pl-password-toggle { padding: 0 12px; }
.pl-spinner { color: var(--platon-muted); padding: 24px; text-align: center; }
`;

/**
 * Ranked after every feature (STYLE_RANK.theme): the themes, whose custom properties override the defaults
 * feature sheets give, and the read-only input rule every feature's inputs follow (forms, table filters, dialogs).
 */
export const lateCss = [`.pl-input:disabled, .pl-input:read-only:not(button) { background: var(--platon-surface-alt); }`, themeCss].join(
  '\n',
);

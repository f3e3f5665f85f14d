/**
 * Styles of the shell's layout area (docs/behaviour.md §1): the frame, top bar, mobile bar and drawer, account menu and
 * hotkey hints; adopted by the shell (useShellStyles). Which parts show at which width is
 * decided in script (`data-mode` on `.pl-layout`, from src/core/layout/layoutMode.ts), so the breakpoints
 * live in one place and no media query here has to agree with them.
 */
export const layoutCss = /* css */ `
.pl-skip { position: absolute; top: 0; left: 0; z-index: 1000; }
.pl-skip-link {
  position: absolute; z-index: 1000; top: 8px; left: 8px; padding: 8px 14px; border-radius: var(--platon-radius);
  background: var(--platon-primary); color: var(--platon-primary-contrast); font-weight: 600; text-decoration: none;
  /* Clipped away until focused: moved above the layout's top, it would show over a host page's content. */
  clip-path: inset(50%);
}
.pl-skip-link:focus { clip-path: none; outline: none; box-shadow: var(--platon-focus); }
.pl-layout {
  --pl-sidebar-width: 260px; --pl-sidebar-collapsed-width: 64px; --pl-bar-height: 52px;
  /* At least the viewport's height, like the sticky sidebar beside it, so the page colour reaches the bottom.
     Positioned: what floats over the layout (the call-back button) lies over its box, not the host page's. */
  display: flex; min-height: 100vh; position: relative; background: var(--platon-bg); color: var(--platon-text);
}
.pl-layout__sidebar {
  flex: 0 0 var(--pl-sidebar-width); width: var(--pl-sidebar-width);
  position: sticky; top: 0; align-self: flex-start; height: 100vh; overflow-y: auto;
  background: var(--platon-sidebar-bg, #1e293b); color: var(--platon-sidebar-text, #e2e8f0);
  transition: width .2s ease, flex-basis .2s ease, transform .2s ease;
}
.pl-layout[data-collapsed] > .pl-layout__sidebar { flex-basis: var(--pl-sidebar-collapsed-width); width: var(--pl-sidebar-collapsed-width); }
.pl-layout__main { flex: 1; min-width: 0; display: flex; flex-direction: column; }
.pl-layout__topbar { position: sticky; top: 0; z-index: 10; min-height: var(--pl-bar-height); flex-wrap: wrap; }
.pl-layout__body { flex: 1; padding: 24px; min-width: 0; }
.pl-layout [data-region]:focus { outline: none; }
.pl-layout [data-region]:focus-visible { outline: 2px solid var(--platon-primary); outline-offset: -2px; }

/* Under 992 px: the sidebar is an off-canvas drawer under the mobile bar, over a backdrop. Closed, it is also
   invisible (after the slide), so its shadow does not peek in and nothing in it is announced. Like dialogs and
   the hotkey hints, the open drawer stays on the viewport on a host page too: it opens on a click, modal, and
   must show whole, which the element's box, partly scrolled away, would not promise. */
.pl-layout[data-mode="drawer"] > .pl-layout__sidebar {
  /* stretch: with both insets set, a fixed box aligned to flex-start would shrink to its content. */
  position: fixed; top: var(--pl-bar-height); bottom: 0; left: 0; z-index: 30; height: auto; align-self: stretch;
  width: min(300px, 85vw); transform: translateX(-100%); visibility: hidden; box-shadow: 0 10px 30px rgba(0, 0, 0, .25);
  transition: transform .2s ease, visibility 0s linear .2s;
}
.pl-layout[data-drawer-open] > .pl-layout__sidebar { transform: none; visibility: visible; transition: transform .2s ease; }
.pl-layout__backdrop { position: fixed; inset: var(--pl-bar-height) 0 0 0; z-index: 20; background: rgba(15, 23, 42, .45); }
.pl-mobilebar {
  position: sticky; top: 0; z-index: 40; display: flex; align-items: center; gap: 8px; height: var(--pl-bar-height);
  padding: 0 8px; background: var(--platon-surface); border-bottom: 1px solid var(--platon-border);
}
.pl-mobilebar__title { flex: 1; min-width: 0; font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; text-align: center; }
.pl-layout[data-mode="drawer"] .pl-layout__topbar { position: static; justify-content: flex-end; }
.pl-layout[data-mode="drawer"] .pl-layout__body { padding: 16px; }
.pl-mobilebar__button, .pl-topbar__toggle { min-width: 40px; min-height: 40px; display: inline-grid; place-items: center; font-size: 1.25em; }
.pl-burger, .pl-burger::before, .pl-burger::after { display: block; width: 18px; height: 2px; border-radius: 1px; background: currentColor; }
.pl-burger { position: relative; }
.pl-burger::before, .pl-burger::after { content: ""; position: absolute; left: 0; }
.pl-burger::before { top: -6px; }
.pl-burger::after { top: 6px; }

/* Top bar items */
.pl-topbar { display: flex; align-items: center; gap: 12px; padding: 8px 16px; background: var(--platon-surface); border-bottom: 1px solid var(--platon-border); }
.pl-topbar__spacer { flex: 1; }
.pl-topbar slot { display: contents; }
.pl-topbar .pl-language__select { width: auto; min-height: 34px; padding: 2px 8px; }
.pl-user-view {
  border: 1px solid var(--platon-warning); color: var(--platon-warning); background: transparent; border-radius: 999px;
  padding: 3px 10px; font: inherit; font-size: .85em; cursor: pointer;
}
.pl-user-view:focus-visible { outline: none; box-shadow: var(--platon-focus); }
/* The administrators' edit mode switch (issue 43): a track with a thumb, its name beside it. */
.pl-edit-switch {
  display: inline-flex; align-items: center; gap: 8px; min-height: 32px; padding: 2px 6px; border: 0; border-radius: 6px;
  background: transparent; color: var(--platon-text); font: inherit; font-size: .9em; cursor: pointer; white-space: nowrap;
}
.pl-edit-switch:hover { background: var(--platon-hover, rgba(0, 0, 0, .05)); }
.pl-edit-switch:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-edit-switch__track {
  position: relative; flex: none; width: 32px; height: 18px; border-radius: 9px; box-sizing: border-box;
  border: 1px solid var(--platon-muted); background: var(--platon-surface); transition: background .15s;
}
.pl-edit-switch__track::after {
  content: ""; position: absolute; top: 2px; left: 2px; width: 12px; height: 12px; border-radius: 50%;
  background: var(--platon-muted); transition: transform .15s;
}
.pl-edit-switch[aria-checked="true"] .pl-edit-switch__track { background: var(--platon-primary); border-color: var(--platon-primary); }
.pl-edit-switch[aria-checked="true"] .pl-edit-switch__track::after { transform: translateX(14px); background: var(--platon-primary-contrast); }
@media (prefers-reduced-motion: reduce) { .pl-edit-switch__track, .pl-edit-switch__track::after { transition: none; } }
/* Background jobs (issue 14). The live region stays in the bar while empty, so the first job is announced;
   its negative margin takes back the bar's gap, so an empty one leaves no hole. */
.pl-jobs-indicator { display: inline-flex; }
.pl-jobs-indicator:empty { margin-inline-start: -12px; }
.pl-jobs-indicator__link {
  display: inline-flex; align-items: center; gap: 6px; min-height: 32px; padding: 3px 10px; border-radius: 999px;
  border: 1px solid var(--platon-border); color: var(--platon-text); text-decoration: none; font-weight: 600;
}
.pl-jobs-indicator__link:hover { border-color: var(--platon-primary); }
.pl-jobs-indicator__link:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-jobs-indicator__spinner {
  width: 14px; height: 14px; border-radius: 50%; border: 2px solid var(--platon-border); border-top-color: var(--platon-primary);
  animation: pl-jobs-spin .8s linear infinite;
}
@keyframes pl-jobs-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .pl-jobs-indicator__spinner { animation-duration: 3s; } }
.pl-account__button {
  display: inline-flex; align-items: center; gap: 8px; max-width: 260px; min-height: 40px; padding: 3px 8px 3px 3px;
  border: 1px solid transparent; border-radius: 999px; background: transparent; color: inherit; font: inherit; cursor: pointer;
}
.pl-account__button:hover, .pl-account__button[aria-expanded="true"] { border-color: var(--platon-border); }
.pl-account__button:focus-visible { outline: none; box-shadow: var(--platon-focus); }
.pl-account__name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pl-account__caret { color: var(--platon-muted); font-size: .8em; }
.pl-avatar {
  flex: none; width: 32px; height: 32px; border-radius: 50%; object-fit: cover;
  display: inline-grid; place-items: center; font-weight: 600;
}
.pl-avatar--letter { background: var(--platon-primary); color: var(--platon-primary-contrast); }

/* Account menu (portalled into the element's layer) */
.pl-account-menu {
  z-index: 1500; min-width: 200px; max-width: calc(100vw - 40px); padding: 4px; display: flex; flex-direction: column;
  background: var(--platon-surface); color: var(--platon-text); border: 1px solid var(--platon-border);
  border-radius: var(--platon-radius); box-shadow: 0 10px 30px rgba(0, 0, 0, .2); outline: none;
  font-family: var(--platon-font, system-ui, sans-serif); font-size: var(--platon-font-size, 14px);
}
.pl-account-menu__item {
  display: block; width: 100%; padding: 8px 12px; border: 0; border-radius: calc(var(--platon-radius) - 2px);
  background: transparent; color: inherit; font: inherit; text-align: start; text-decoration: none; cursor: pointer;
}
.pl-account-menu__item:hover, .pl-account-menu__item:focus { outline: none; background: var(--platon-surface-alt, color-mix(in srgb, var(--platon-primary) 12%, transparent)); }
.pl-account-menu__item:focus-visible { box-shadow: inset 0 0 0 2px var(--platon-primary); }

/* Hotkey hints, shown while Alt is held */
.pl-hotkeys {
  position: fixed; right: 20px; bottom: 20px; z-index: 2500; max-width: calc(100vw - 40px); padding: 14px 18px;
  background: var(--platon-surface); color: var(--platon-text); border: 1px solid var(--platon-border);
  border-radius: 10px; box-shadow: 0 10px 30px rgba(0, 0, 0, .25); pointer-events: none;
  font-family: var(--platon-font, system-ui, sans-serif); font-size: var(--platon-font-size, 14px);
}
.pl-hotkeys__title { margin: 0 0 8px; font-size: 1em; }
.pl-hotkeys__list { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 6px 16px; align-items: baseline; }
.pl-hotkeys__row { display: contents; }
.pl-hotkeys__row dd { margin: 0; }
.pl-hotkeys kbd {
  display: inline-block; min-width: 1.6em; padding: 1px 6px; text-align: center; font: inherit; font-size: .85em;
  border: 1px solid var(--platon-border); border-bottom-width: 2px; border-radius: 4px; background: var(--platon-bg);
}
@media (prefers-reduced-motion: reduce) { .pl-layout > .pl-layout__sidebar { transition: none !important; } }

/* The frame of a visitor's pages without the layout (PageFrame): the landing page, 404, public forms and pages. */
.pl-page-frame { display: flex; flex-direction: column; min-height: 100vh; background: var(--platon-bg); color: var(--platon-text); }
.pl-page-frame__header {
  display: flex; align-items: center; gap: 12px; min-height: 52px; padding: 8px 24px; box-sizing: border-box;
  background: var(--platon-surface); border-bottom: 1px solid var(--platon-border);
}
.pl-page-frame__name { display: inline-flex; align-items: center; gap: 8px; margin-right: auto; font-weight: 700; font-size: 1.15em; }
.pl-page-frame__logo { height: 28px; max-width: 120px; object-fit: contain; }
.pl-page-frame__header .pl-language__select { width: auto; min-height: 34px; padding: 2px 8px; }
.pl-page-frame__main { flex: 1; width: 100%; max-width: 1200px; margin: 0 auto; padding: 24px; box-sizing: border-box; }
@media (max-width: 600px) { .pl-page-frame__header, .pl-page-frame__main { padding-left: 12px; padding-right: 12px; } }

/* docs/behaviour.md §1 /404: a big, readable 404 over its message and the button home. */
.pl-not-found { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 48px 0; text-align: center; }
.pl-not-found__code { margin: 0; font-size: clamp(72px, 16vw, 128px); font-weight: 800; line-height: 1; color: var(--platon-primary); }
.pl-not-found__title { margin: 0 0 8px; font-size: 1.6em; }
/* /auth: the session's summary. */
.pl-auth-view { max-width: 720px; padding: 24px 16px; }
.pl-auth-view__actions { display: flex; flex-wrap: wrap; gap: 8px; }
`;

/**
 * Winter mode's snowfall (docs/behaviour.md §12 winter-mode date; WinterSnow.tsx): decoration over everything, clicks pass
 * through. It lies over the element's box, and its sky sticks to the part of that box in view (issue 40): on
 * the server's app page, where the element is the page, that is the viewport, as when the snow was a fixed
 * layer; on a host page it stays inside the element, never over the host's navbar. The flakes fall the sky's
 * height (cqh), which is the viewport's, or the element's when that is shorter. The frame is the box it lies
 * over: the nodes between them (RuntimeGate's) draw no box of their own.
 */
export const winterCss = /* css */ `
.pl-frame:has(.pl-winter) { position: relative; }
.pl-winter { position: absolute; inset: 0; pointer-events: none; z-index: 900; }
.pl-winter__sky { position: sticky; top: 0; height: min(100%, 100vh); overflow: hidden; container-type: size; }
.pl-winter__flake {
  position: absolute; top: -2em; color: rgb(186, 230, 253); font-size: 14px; opacity: .8;
  text-shadow: 0 0 2px rgba(14, 116, 144, .5); animation: pl-winter-fall 11s linear infinite;
}
@keyframes pl-winter-fall { to { transform: translate3d(24px, 105cqh, 0) rotate(180deg); } }
@media (prefers-reduced-motion: reduce) { .pl-winter { display: none; } }
`;

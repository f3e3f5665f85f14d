/**
 * Styles of the sidebar (docs/behaviour.md §1): project title, profile block, menu tree (`pl-nav`), reordering controls,
 * collapsed icon strip and its fly-outs (portalled into the element's layer, so not nested under
 * `.pl-sidebar`), footer with the advertisement. Colours come from the theme's `--platon-sidebar-*`
 * properties; the layout's `.pl-layout__sidebar` sets the background and width.
 */
const TEXT = 'var(--platon-sidebar-text, #e2e8f0)';
const MUTED = 'var(--platon-sidebar-muted, #94a3b8)';
const tint = (percent: number) => `color-mix(in srgb, ${TEXT} ${percent}%, transparent)`;

export const sidebarCss = /* css */ `
.pl-sidebar { display: flex; flex-direction: column; min-height: 100%; color: ${TEXT}; }
.pl-sidebar__title {
  padding: 14px 16px; font-weight: 700; font-size: 1.15em; white-space: nowrap; overflow: hidden; text-overflow: ellipsis;
  border-bottom: 1px solid ${tint(12)};
}
.pl-sidebar__logo { height: 28px; max-width: 120px; object-fit: contain; vertical-align: middle; margin-right: 8px; }
.pl-sidebar--collapsed .pl-sidebar__logo { max-width: 100%; margin: 0; }
.pl-sidebar__profile { display: flex; gap: 10px; align-items: flex-start; padding: 12px 16px; border-bottom: 1px solid ${tint(12)}; }
.pl-sidebar__who { flex: 1; min-width: 0; }
.pl-sidebar__name { font-weight: 600; overflow-wrap: break-word; }
.pl-sidebar__post { color: ${MUTED}; font-size: .88em; }
.pl-sidebar__org { display: flex; flex-direction: column; gap: 2px; margin-top: 8px; }
.pl-sidebar__org-label { color: ${MUTED}; font-size: .8em; }
.pl-sidebar__org-select { min-height: 32px; padding: 2px 6px; font-size: .9em; color: var(--platon-text); background: var(--platon-surface); }
.pl-sidebar__org-select:focus-visible { outline: 2px solid ${TEXT}; outline-offset: 1px; }
.pl-sidebar__nav { flex: 1; padding: 6px 0; }
.pl-sidebar__menu-error { padding: 12px 16px; }
.pl-sidebar__menu-error p { margin: 0 0 8px; }
.pl-sidebar__menu-loading { height: 160px; margin: 8px 16px; border-radius: var(--platon-radius); background: ${tint(6)}; }

.pl-nav-controls { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 2px; padding: 0 8px 4px; }
.pl-nav-controls__button { min-width: 32px; min-height: 32px; display: inline-grid; place-items: center; color: ${MUTED}; }
.pl-nav-controls__button:hover:not(:disabled) { color: ${TEXT}; background: ${tint(8)}; }
.pl-nav-controls__button[aria-pressed="true"] { color: ${TEXT}; background: color-mix(in srgb, var(--platon-primary) 35%, transparent); }
.pl-nav-controls__button:disabled { opacity: .4; cursor: default; }
.pl-nav-controls__button:focus-visible { outline: 2px solid ${TEXT}; outline-offset: -2px; box-shadow: none; }
.pl-nav-controls__hint { flex-basis: 100%; margin: 0; padding: 0 8px; color: ${MUTED}; font-size: .8em; }

.pl-nav__list { list-style: none; margin: 0; padding: 0; }
.pl-nav__item { --pl-nav-indent: 0px; }
.pl-nav__item[data-depth="1"] { --pl-nav-indent: 18px; }
.pl-nav__item[data-depth="2"] { --pl-nav-indent: 36px; }
.pl-nav__item[data-depth="3"] { --pl-nav-indent: 54px; }
.pl-nav__row { position: relative; display: flex; align-items: center; }
.pl-nav__link {
  flex: 1; min-width: 0; min-height: 38px; display: flex; align-items: center; gap: 10px;
  padding: 6px 12px 6px calc(13px + var(--pl-nav-indent)); border: 0; border-left: 3px solid transparent;
  background: none; color: inherit; font: inherit; text-align: start; text-decoration: none; cursor: pointer;
}
.pl-nav__label { cursor: default; }
.pl-nav__link:hover { background: ${tint(8)}; }
.pl-nav__label:hover { background: none; }
.pl-nav__link:focus-visible, .pl-nav__toggle:focus-visible, .pl-nav__edit:focus-visible { outline: 2px solid ${TEXT}; outline-offset: -2px; }
.pl-nav__item--in-path > .pl-nav__row > .pl-nav__link { font-weight: 600; }
/* The highlight is on the row, not the link, so it reaches the sidebar's edge past the group toggle and the
   administrator's pencil beside the link. */
.pl-nav__item--active > .pl-nav__row { background: color-mix(in srgb, var(--platon-primary) 30%, transparent); }
.pl-nav__item--active > .pl-nav__row > .pl-nav__link { font-weight: 600; border-left-color: var(--platon-primary); }
.pl-nav__item--active > .pl-nav__row > .pl-nav__link:hover { background: none; }
.pl-nav__icon { flex: none; width: 20px; display: inline-grid; place-items: center; font-size: 1.1em; }
.pl-nav__letter { width: 20px; height: 20px; display: grid; place-items: center; border-radius: 4px; font-size: .75em; font-weight: 700; background: ${tint(18)}; }
/* The badge wraps under the name, at the end, when the name's longest word and the badge do not fit side by side. */
.pl-nav__text { flex: 1; min-width: 0; display: flex; flex-wrap: wrap; align-items: center; gap: 2px 10px; }
.pl-nav__text > .pl-badge { margin-left: auto; }
/* break-word, not anywhere: a name wraps between words and breaks inside one only when it is wider than the menu. */
.pl-nav__name { flex: 1; overflow-wrap: break-word; }
/* At most two lines, then an ellipsis: the link's title and accessible name keep the whole name. min-width
   undoes overflow's zero minimum, so a badge still moves under a long word instead of squeezing it. */
.pl-nav__text > .pl-nav__name {
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden; min-width: min-content;
}
.pl-nav__chevron { margin-left: auto; opacity: .75; }
.pl-nav__toggle, .pl-nav__edit {
  flex: none; width: 30px; height: 30px; margin-right: 4px; display: inline-grid; place-items: center;
  border: 0; border-radius: var(--platon-radius); background: none; color: ${MUTED}; cursor: pointer;
}
.pl-nav__edit { opacity: .65; }
.pl-nav__row:hover .pl-nav__edit, .pl-nav__edit:focus-visible { opacity: 1; }
.pl-nav__toggle:hover, .pl-nav__edit:hover { color: ${TEXT}; background: ${tint(10)}; }
.pl-nav__item--divided::before { content: ''; display: block; height: 1px; margin: 6px 12px; background: ${tint(15)}; }
.pl-nav--arranging .pl-nav__item[draggable="true"] > .pl-nav__row { cursor: grab; }
.pl-nav__grip { margin-left: 4px; color: ${MUTED}; }
.pl-nav__item--drop-before > .pl-nav__row { box-shadow: inset 0 2px 0 var(--platon-primary); }
.pl-nav__item--drop-after > .pl-nav__row { box-shadow: inset 0 -2px 0 var(--platon-primary); }

.pl-badge {
  flex: none; min-width: 20px; padding: 1px 7px; border-radius: 999px; font-size: .75em; font-weight: 600; line-height: 1.5; white-space: nowrap;
  text-align: center; background: var(--platon-primary); color: var(--platon-primary-contrast);
}
.pl-badge--secondary { background: #64748b; color: #fff; }
/* Status colours are dark on light themes and light on dark ones: the text is black or white, whichever
   reads on the badge (oklch L ~0.57 is where both have equal WCAG contrast). */
.pl-badge--success { background: var(--platon-success); color: oklch(from var(--platon-success) clamp(0, (0.57 - l) * 1000, 1) 0 0); }
.pl-badge--danger { background: var(--platon-danger); color: var(--platon-danger-contrast, #fff); }
.pl-badge--warning { background: var(--platon-warning); color: oklch(from var(--platon-warning) clamp(0, (0.57 - l) * 1000, 1) 0 0); }
.pl-badge--info { background: var(--platon-info); color: oklch(from var(--platon-info) clamp(0, (0.57 - l) * 1000, 1) 0 0); }
.pl-badge--light { background: #e5e7eb; color: #111827; }
.pl-badge--dark { background: #111827; color: #f9fafb; }
.pl-nav__dot { position: absolute; top: 7px; right: 12px; width: 8px; height: 8px; border-radius: 50%; padding: 0; }

.pl-sidebar--collapsed .pl-sidebar__title { padding: 14px 4px; text-align: center; text-overflow: clip; }
.pl-sidebar--collapsed .pl-sidebar__profile { justify-content: center; padding: 10px 4px; }
.pl-nav__list--collapsed .pl-nav__link { position: relative; justify-content: center; min-height: 44px; padding: 8px 0; }
.pl-nav__list--collapsed .pl-nav__icon { font-size: 1.25em; }
.pl-nav__list--collapsed .pl-nav__item--in-path > .pl-nav__row > .pl-nav__link { border-left-color: var(--platon-primary); }
.pl-nav__link--open { background: ${tint(10)}; }
.pl-flyout {
  z-index: 1400; min-width: 220px; max-width: min(320px, calc(100vw - 24px)); max-height: calc(100vh - 16px); overflow-y: auto;
  padding: 6px 0; border-radius: var(--platon-radius); box-shadow: 0 10px 30px rgba(0, 0, 0, .3);
  background: var(--platon-sidebar-bg, #1e293b); color: ${TEXT};
  font-family: var(--platon-font, system-ui, sans-serif); font-size: var(--platon-font-size, 14px);
}
.pl-flyout__title { margin-bottom: 4px; padding: 6px 14px 8px; font-weight: 700; border-bottom: 1px solid ${tint(12)}; }

.pl-sidebar__footer { display: flex; flex-direction: column; gap: 8px; padding: 12px 16px; border-top: 1px solid ${tint(12)}; color: ${MUTED}; font-size: .85em; }
.pl-ad__link {
  display: flex; flex-direction: column; gap: 6px; padding: 10px; border-radius: var(--platon-radius); text-decoration: none;
  color: ${TEXT}; background: color-mix(in srgb, var(--platon-primary) 22%, transparent);
  border: 1px solid color-mix(in srgb, var(--platon-primary) 45%, transparent);
}
.pl-ad__link:hover { background: color-mix(in srgb, var(--platon-primary) 32%, transparent); }
.pl-ad__link:focus-visible, .pl-sidebar__copyright:focus-visible { outline: 2px solid ${TEXT}; outline-offset: 2px; }
.pl-ad__image { display: block; width: 100%; max-height: 140px; object-fit: cover; border-radius: calc(var(--platon-radius) - 2px); }
.pl-ad__title { font-weight: 600; }
.pl-sidebar__copyright { color: inherit; }
.pl-sidebar__support { flex-direction: column; align-items: flex-start; gap: 2px; }
.pl-sidebar__support .pl-support__link { color: ${TEXT}; }
.pl-sidebar__support .pl-support__link:focus-visible { box-shadow: none; outline: 2px solid ${TEXT}; outline-offset: 2px; }
.pl-sidebar__versions { display: flex; flex-wrap: wrap; gap: 2px 10px; margin: 0; }
.pl-org-chooser { border: 0; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.pl-org-chooser legend { padding: 0; margin-bottom: 8px; }
.pl-org-chooser__option { display: flex; align-items: center; gap: 10px; padding: 10px 12px; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); cursor: pointer; }
.pl-org-chooser__option:has(input:checked) { border-color: var(--platon-primary); background: var(--platon-surface-alt); }
`;

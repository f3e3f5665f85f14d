/**
 * The sign-in views' rules (AuthApp: the card, its tabs, the signature keys, social sign-in), adopted by
 * AuthApp when it draws, at the base sheet's rank where they were: an element that never shows the sign-in
 * (a public form, a signed-in table) does not carry them.
 */
export const authCss = /* css */ `
.pl-card { background: var(--platon-surface); border: 1px solid var(--platon-border); border-radius: 12px; padding: 28px; width: min(400px, 100%); box-shadow: 0 10px 30px rgba(15,23,42,.06); }
.pl-card__title { margin: 0 0 18px; font-size: 1.35em; }
.pl-auth__logo { display: block; max-height: 56px; max-width: 200px; object-fit: contain; margin: 0 auto 16px; }
.pl-auth__top { display: flex; align-items: flex-start; justify-content: space-between; gap: 12px; }
.pl-auth__top .pl-language__select { width: auto; min-height: 32px; padding: 2px 6px; }
.pl-auth__actions { display: flex; gap: 8px; }
.pl-auth { align-items: start; padding-top: 12vh; }
.pl-auth__tabs { display: flex; gap: 4px; margin: 0 0 16px; border-bottom: 1px solid var(--platon-border); }
.pl-auth__tab { flex: 1; padding: 8px 6px; border: 0; border-bottom: 2px solid transparent; margin-bottom: -1px; background: none; color: var(--platon-muted); font: inherit; cursor: pointer; }
.pl-auth__tab[aria-selected="true"] { color: var(--platon-text); border-bottom-color: var(--platon-primary); font-weight: 600; }
.pl-auth__tab:focus-visible { outline: none; box-shadow: var(--platon-focus); border-radius: var(--platon-radius); }
.pl-keys { border: 0; margin: 0 0 8px; padding: 0; display: grid; gap: 8px; min-width: 0; }
.pl-keys__legend { padding: 0; margin-bottom: 8px; font-weight: 600; }
.pl-key { display: flex; gap: 10px; align-items: flex-start; padding: 10px 12px; border: 1px solid var(--platon-border); border-radius: var(--platon-radius); cursor: pointer; }
.pl-key:has(input:checked) { border-color: var(--platon-primary); }
.pl-key:has(input:disabled) { cursor: not-allowed; opacity: .75; }
.pl-key input { margin-top: 3px; }
.pl-key__text { display: grid; gap: 2px; min-width: 0; overflow-wrap: anywhere; }
.pl-key__name { font-weight: 600; }
.pl-signature__submit { width: 100%; }
.pl-link-button { border: 0; padding: 0; background: none; color: inherit; font: inherit; text-decoration: underline; cursor: pointer; }
.pl-link-button:focus-visible { outline: none; box-shadow: var(--platon-focus); border-radius: 2px; }
.pl-alert__details { margin: 6px 0 0; }
.pl-social__divider { display: flex; align-items: center; gap: 10px; margin: 16px 0 12px; color: var(--platon-muted); }
.pl-social__divider::before, .pl-social__divider::after { content: ""; flex: 1; border-top: 1px solid var(--platon-border); }
.pl-social__buttons { display: grid; gap: 8px; }
`;

/** Styles of the profile page, adopted when its chunk loads (the `<platon-app>` entry stays without them). */
export const profileCss = /* css */ `
.pl-profile { max-width: 880px; margin: 0 auto; padding: 24px 16px 48px; display: flex; flex-direction: column; gap: 24px; }
.pl-profile__header { display: flex; align-items: center; gap: 16px; }
.pl-profile__photo .pl-avatar { width: 72px; height: 72px; font-size: 2em; }
.pl-profile__name { margin: 0; font-size: 1.5em; line-height: 1.2; }
.pl-profile__handle { margin: 4px 0 0; color: var(--platon-muted); }
.pl-profile__header p { margin: 2px 0 0; }
.pl-profile__security { display: flex; flex-direction: column; gap: 12px; }
.pl-profile__security > h2 { margin: 0; font-size: 1.2em; }
/* --platon-focus is a box-shadow value (platonCss); inside outline it voided the declaration and the focus ring with it. */
.pl-profile__security > h2:focus-visible { outline: none; box-shadow: var(--platon-focus); border-radius: var(--platon-radius); }
.pl-panel { border: 1px solid var(--platon-border); border-radius: var(--platon-radius); background: var(--platon-surface); }
.pl-panel__heading { margin: 0; font-size: 1em; }
.pl-panel__toggle { display: flex; align-items: center; gap: 10px; width: 100%; padding: 14px 16px; border: 0; background: none; color: var(--platon-text); font: inherit; font-weight: 600; text-align: left; cursor: pointer; border-radius: var(--platon-radius); }
.pl-panel__toggle:hover { background: var(--platon-surface-alt); }
.pl-panel__toggle:focus-visible { outline: none; box-shadow: inset var(--platon-focus); }
.pl-panel__title { flex: 1; }
.pl-panel__summary { font-weight: 400; color: var(--platon-muted); }
.pl-panel__body { padding: 4px 16px 16px; }
.pl-profile-form { display: flex; flex-direction: column; gap: 4px; max-width: 420px; }
.pl-profile-form > .pl-button { align-self: flex-start; }
.pl-profile-otp__state { margin: 0 0 12px; color: var(--platon-text); }
.pl-profile-otp__state::before { content: ''; display: inline-block; width: 10px; height: 10px; margin-right: 8px; border-radius: 50%; background: var(--platon-muted); }
.pl-profile-otp__state[data-enabled="true"]::before { background: var(--platon-success); }
.pl-profile-actions { display: flex; flex-wrap: wrap; gap: 8px; }
/* The shared stylesheet has only the danger alert; the verified code's note is the first success one. */
.pl-alert--success { color: var(--platon-text); border-color: var(--platon-success); background: color-mix(in srgb, var(--platon-success) 10%, transparent); }
.pl-otp-setup { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 8px; }
.pl-otp-setup p { margin: 0; }
.pl-otp-setup__qr { width: 200px; height: 200px; image-rendering: pixelated; background: #fff; }
.pl-otp-setup__secret { font-size: 1em; letter-spacing: .05em; padding: 6px 10px; border-radius: var(--platon-radius); background: var(--platon-surface-alt); color: var(--platon-text); }
.pl-signatures { display: flex; flex-direction: column; gap: 12px; }
.pl-signatures__form { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 8px 12px; }
.pl-signatures__form .pl-field:first-child { flex: 1 1 260px; }
.pl-signatures__form .pl-button { margin-bottom: 12px; }
.pl-signatures__table { width: 100%; border-collapse: collapse; }
.pl-signatures__table th, .pl-signatures__table td { padding: 8px; border-bottom: 1px solid var(--platon-border); text-align: left; }
.pl-signatures__table td:last-child { text-align: right; }
/* Serials are long unbroken hex: let them wrap rather than push the remove button off a 420 px screen. */
.pl-signatures__table code { overflow-wrap: anywhere; }
@media (max-width: 560px) {
  .pl-profile { padding: 16px 8px 32px; }
  .pl-profile__photo .pl-avatar { width: 56px; height: 56px; }
  .pl-otp-setup__qr { width: 160px; height: 160px; }
}
`;

/**
 * A form button's icon and shortcut; adopted by ButtonControl, whose lazy chunk carries them.
 */
export const formButtonCss = /* css */ `
.pl-form-button { display: inline-flex; align-items: center; gap: 6px; }
.pl-form-button__shortcut {
  /* Full colour: faded, the small text fell under 4.5:1 on primary buttons. */
  font: inherit; font-size: .8em; padding: 0 4px; border: 1px solid currentColor; border-radius: 4px;
}
`;

/** Styles of the shell's theme area; adopted with the rest of platonCss by every element. */
export const themeCss = /* css */ ``;

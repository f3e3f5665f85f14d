/** Styles of the shell's layout area; adopted with the rest of platonCss by every element. */
export const layoutCss = /* css */ ``;

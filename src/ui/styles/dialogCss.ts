/** Styles of the shell's dialog area; adopted with the rest of platonCss by every element. */
export const dialogCss = /* css */ ``;

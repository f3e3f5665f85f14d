/** Styles of the shell's router area; adopted with the rest of platonCss by every element. */
export const routerCss = /* css */ ``;

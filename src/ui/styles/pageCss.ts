/** Styles of the shell's page area; adopted with the rest of platonCss by every element. */
export const pageCss = /* css */ ``;

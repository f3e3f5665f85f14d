/** Styles of the form area; see platonCss for how they are adopted. */
export const formTextControlsCss = /* css */ `
`;

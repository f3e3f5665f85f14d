/**
 * The error a form without a name raises; `<platon-form>` logs it and shows its error view.
 *
 * @example
 * if (!name) throw new Error(FORM_NAME_REQUIRED);
 */
export const FORM_NAME_REQUIRED = 'platon-form: the name attribute is required';

/** A form's html element (its administrator's markup, sanitised); adopted by HtmlControl, whose lazy chunk carries it. */
export const formHtmlCss = /* css */ `
.pl-form-html { min-width: 0; overflow-wrap: anywhere; margin-bottom: 14px; }
.pl-form-html img { max-width: 100%; height: auto; }
`;

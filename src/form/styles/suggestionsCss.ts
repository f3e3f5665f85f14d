/**
 * The suggestion list a text field with suggestions opens; adopted by SuggestionsList, whose lazy chunk
 * carries it.
 */
export const suggestionsCss = /* css */ `
.pl-suggestions {
  z-index: 1500; list-style: none; margin: 0; padding: 4px; overflow: auto;
  background: var(--platon-surface); color: var(--platon-text); border: 1px solid var(--platon-border);
  border-radius: var(--platon-radius); box-shadow: 0 10px 30px rgba(0, 0, 0, .2);
  font-family: var(--platon-font, system-ui, sans-serif); font-size: var(--platon-font-size, 14px);
}
.pl-suggestions__option { padding: 6px 10px; border-radius: 4px; cursor: pointer; }
.pl-suggestions__option--active { background: color-mix(in srgb, var(--platon-primary) 12%, transparent); }
`;

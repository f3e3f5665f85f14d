/**
 * A text an administrator defined (a title, a label, a hint), in the chosen language: its translation, or
 * the text itself when the language has none (docs/behaviour.md §2 fallback: the key is the Uzbek text). No `{0}`
 * filling: administrators' texts are shown as they wrote them.
 */
export type TextLookup = (text: string) => string;

/**
 * The raw JSON control; adopted by RawJsonControl, whose lazy chunk carries it.
 */
export const rawJsonCss = /* css */ `
.pl-json { display: flex; flex-direction: column; gap: 6px; }
.pl-json__text {
  font-family: var(--platon-mono-font, ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace);
  font-size: .92em; resize: vertical; min-height: 140px; white-space: pre; tab-size: 2;
}
.pl-json__tools { display: flex; justify-content: flex-end; }
`;

/** Characters of context either side of the match. */
const AROUND = 80;

/**
 * A search result's line: the Markdown content as plain text (no markup, images or link targets), cut
 * around the first place it contains `query` (any case), with an ellipsis where it was cut; the start of
 * the text when the content does not contain it (the title did).
 *
 * @example
 * instructionSnippet('## Кириш\nЛогин ва **парол** киритилади.', 'парол'); // 'Кириш Логин ва парол киритилади.'
 */
export function instructionSnippet(markdown: string, query: string): string {
  const text = plainText(markdown);
  const at = query ? text.toLocaleLowerCase().indexOf(query.toLocaleLowerCase()) : -1;
  if (at < 0) return cut(text, 0, AROUND * 2);
  return cut(text, Math.max(0, at - AROUND), at + query.length + AROUND);
}

function cut(text: string, start: number, end: number): string {
  // Whole words: move the edges out to the nearest space.
  let from = start;
  while (from > 0 && text[from - 1] !== ' ') from -= 1;
  let to = Math.min(end, text.length);
  while (to < text.length && text[to] !== ' ') to += 1;
  return `${from > 0 ? '…' : ''}${text.slice(from, to).trim()}${to < text.length ? '…' : ''}`;
}

function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~|]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

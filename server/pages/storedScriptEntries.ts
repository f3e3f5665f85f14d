/** The script entries of a `platon_page_components.scripts` value: jsonb edited by hand may hold anything, only non-blank strings count. */
export function storedScriptEntries(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '') : [];
}

/**
 * What an element's `mask` asks of a text control (docs/behaviour.md §5): a pattern between slashes refuses any input
 * whose result would not match it; anything else is a mask definition in imask's pattern language
 * (`0` a digit, `a` a letter, `*` any character, every other character fixed).
 */
export type TextMask = { kind: 'regexp'; pattern: RegExp } | { kind: 'pattern'; pattern: string };

/**
 * Reads an element's mask; null for none, and for a broken pattern between slashes (an administrator's typo
 * must not leave the field unusable).
 *
 * @example
 * textMask('/^\\d{0,9}$/');       // { kind: 'regexp', pattern: /^\d{0,9}$/ }
 * textMask('+998 00 000-00-00'); // { kind: 'pattern', pattern: '+998 00 000-00-00' }
 * textMask('  ');                // null
 */
export function textMask(mask: string | null | undefined): TextMask | null {
  const text = mask?.trim();
  if (!text) return null;
  const slashes = /^\/(.*)\/([a-z]*)$/s.exec(text);
  if (slashes && text.length > 1) {
    try {
      // 'g' and 'y' make RegExp.test stateful (lastIndex): the same text would pass and fail in turns.
      return { kind: 'regexp', pattern: new RegExp(slashes[1], slashes[2].replace(/[gy]/g, '')) };
    } catch {
      return null;
    }
  }
  return { kind: 'pattern', pattern: text };
}

/**
 * The fixed text a mask definition starts with ('+998 ' of '+998 00 000-00-00'): the characters before the
 * first placeholder (0, a, *) or imask syntax.
 *
 * @example
 * literalPrefix('+998 00 000-00-00'); // '+998 '
 * literalPrefix('00.00.0000');        // ''
 */
export function literalPrefix(pattern: string): string {
  const end = pattern.search(/[0a*\\{}[\]`]/);
  return end < 0 ? pattern : pattern.slice(0, end);
}

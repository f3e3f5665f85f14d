import type { TextLookup } from './TextLookup';

/**
 * An element label in the chosen language (docs/behaviour.md §5 label parts `top|left|right|bottom`): a translation of
 * the whole label wins; otherwise each part is translated on its own, so 'Нархи|Сумма|сўм' finds the
 * translations of 'Нархи', 'Сумма' and 'сўм' and keeps the empty parts where they are.
 *
 * @example
 * translateLabel('|Телефон', lookup); // '|Phone'
 */
export function translateLabel<T extends string | null | undefined>(label: T, lookup: TextLookup): T {
  if (!label) return label;
  const whole = lookup(label);
  if (whole !== label || !label.includes('|')) return whole as T;
  return label
    .split('|')
    .map((part) => {
      const trimmed = part.trim();
      return trimmed ? lookup(trimmed) : part;
    })
    .join('|') as T;
}

/** A plain text (title, hint, placeholder) in the chosen language; null and empty stay as they are. */
export function translateText<T extends string | null | undefined>(text: T, lookup: TextLookup): T {
  if (!text) return text;
  const trimmed = text.trim();
  const found = lookup(text);
  if (found !== text || trimmed === text) return found as T;
  return lookup(trimmed) as T;
}

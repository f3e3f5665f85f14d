import type { TextLookup } from './TextLookup';

/**
 * A TextLookup over a plain key-to-text map (the server's translation rows of one locale); a missing or
 * empty translation gives the text back (docs/behaviour.md §2 fallback).
 *
 * @example
 * mapTextLookup({ 'Сана': 'Date' })('Сана'); // 'Date'
 */
export function mapTextLookup(texts: Readonly<Record<string, string>>): TextLookup {
  return (text) => (text && Object.prototype.hasOwnProperty.call(texts, text) && texts[text] ? texts[text] : text);
}

import { describe, expect, it } from 'vitest';
import { elementWidthStyle } from './elementWidthStyle';
import { labelParts } from './labelParts';

describe('labelParts (docs/behaviour.md §5)', () => {
  it('splits top|left|right|bottom and puts the asterisk on the first non-empty part', () => {
    expect(labelParts('Сумма||сўм')).toEqual({ top: 'Сумма', left: '', right: 'сўм', bottom: '', asteriskOn: 'top' });
    expect(labelParts('|Телефон||изоҳ')).toEqual({ top: '', left: 'Телефон', right: '', bottom: 'изоҳ', asteriskOn: 'left' });
    expect(labelParts('|||Пастда').asteriskOn).toBe('bottom');
    expect(labelParts(null).asteriskOn).toBeNull();
  });
});

describe('elementWidthStyle (docs/behaviour.md §5 width)', () => {
  it('up to 12 is grid columns, 13..100 percent, above 100 pixels, none the whole row', () => {
    expect(elementWidthStyle(6)).toEqual({ gridColumn: 'span 6' });
    expect(elementWidthStyle(12)).toEqual({ gridColumn: 'span 12' });
    expect(elementWidthStyle(13)).toEqual({ gridColumn: '1 / -1', width: '13%' });
    expect(elementWidthStyle(100)).toEqual({ gridColumn: '1 / -1', width: '100%' });
    expect(elementWidthStyle(101)).toEqual({ gridColumn: '1 / -1', width: '101px', maxWidth: '100%' });
    expect(elementWidthStyle(null)).toEqual({ gridColumn: '1 / -1' });
  });
});

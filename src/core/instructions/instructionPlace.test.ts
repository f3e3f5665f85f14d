import { describe, expect, it } from 'vitest';
import { instructionAddress, instructionPlace } from './instructionPlace';

const sections = [
  { main: 'start', title: 'Ишни бошлаш', subsections: [{ sub: 'sign-in', title: 'Кириш' }] },
  { main: 'tables', title: 'Жадваллар', subsections: [] },
];

describe('instructionPlace', () => {
  it('opens what the address names, or the first section when it names none', () => {
    expect(instructionPlace('tables', 'filters', sections)).toEqual({ main: 'tables', sub: 'filters' });
    expect(instructionPlace('tables', undefined, null)).toEqual({ main: 'tables', sub: null });
    expect(instructionPlace(undefined, undefined, sections)).toEqual({ main: 'start', sub: null });
    expect(instructionPlace(undefined, undefined, [])).toBeNull();
    expect(instructionPlace(undefined, undefined, null)).toBeNull();
  });

  it('makes addresses that the route reads back', () => {
    expect(instructionAddress({ main: 'tables', sub: 'filters' })).toBe('/instructions/tables/filters');
    expect(instructionAddress({ main: 'start', sub: null })).toBe('/instructions/start');
    expect(instructionAddress({ main: 'a/b', sub: 'c d' })).toBe('/instructions/a%2Fb/c%20d');
    expect(instructionAddress(null)).toBe('/instructions');
  });
});

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citesOutside, findOutsidePointers } from './findOutsidePointers';

const root = join(import.meta.dirname, '..', '..');

describe('pointers outside the repository', () => {
  it('recognises the old citation forms and leaves our own paths alone', () => {
    const old = ['spec', 'design'].map((word) => word.toUpperCase());
    expect(citesOutside(`a form element (${old[0]} §2.9 and §5)`)).toBe(true);
    expect(citesOutside(`see ../shared/${old[0]}.md`)).toBe(true);
    expect(citesOutside(`budgets (${old[1]} §6)`)).toBe(true);
    expect(citesOutside("import { platonHost } from '../shared/platonHost';")).toBe(false);
    expect(citesOutside('a form element (docs/behaviour.md §5)')).toBe(false);
    expect(citesOutside('the OpenAPI spec and a design review')).toBe(false);
  });

  it('has no tracked file citing the specification or design notes kept outside it', () => {
    expect(findOutsidePointers(root)).toEqual([]);
  });
});
